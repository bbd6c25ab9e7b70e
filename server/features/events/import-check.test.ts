// Import checks every reference as the editors would (issue 30, "Switching editions safely"): a document
// the Event area or the challenge editor could not save is refused with 400 naming its field, before
// anything is stored; every document this deployment exports still imports. The demo edition keeps the
// spec's rubric (SPEC_RUBRIC).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHALLENGE_MESSAGES } from '@shared/schemas/challenges';
import { SETTINGS_MESSAGES } from '@shared/schemas/event-patch';
import { SPEC_RUBRIC } from '@shared/schemas/event-settings';
import type { EditionDocument } from '@shared/schemas/edition-document';
import { bearer, createTestApp, loginAs, type TestApp } from '../../test/helpers';

let t: TestApp;
let admin: string;
let demo: EditionDocument;
beforeAll(async () => {
  t = await createTestApp({ seedDemo: true });
  admin = await loginAs(t.app, 'admin@example.com', 'admin12345');
  demo = (await t.app.inject({ url: '/api/admin/events/hackverse-2027/export', headers: bearer(admin) })).json();
}, 60_000);
afterAll(() => t.close());

const send = (method: 'POST' | 'PATCH', url: string, payload: object) =>
  t.app.inject({ method, url, headers: bearer(admin), payload });
const importDoc = (slug: string, document: unknown) =>
  send('POST', '/api/admin/events/import', { name: `Imported ${slug}`, slug, document });
const slugs = async () =>
  ((await t.app.inject({ url: '/api/admin/events', headers: bearer(admin) })).json() as { slug: string }[]).map(
    (e) => e.slug,
  );
const copy = (): EditionDocument => structuredClone(demo);
const GHOST_PRIZE = {
  id: 'ghost-prize',
  title: 'Best ghost',
  amount: '€500',
  description: '',
  places: 1,
  scope: 'challenge' as const,
  challenge: 'no-such-challenge',
  track: null,
};

describe('importing an edition', () => {
  it('refuses a prize naming a challenge the document does not have, naming the field, storing nothing', async () => {
    const doc = copy();
    doc.settings.prizes = [...doc.settings.prizes, GHOST_PRIZE];
    const res = await importDoc('ghost-prize', doc);
    expect(res.statusCode).toBe(400);
    const field = `document.settings.prizes.${doc.settings.prizes.length - 1}.challenge`;
    expect(res.json()).toEqual({
      error: SETTINGS_MESSAGES.unknownChallenge,
      fieldErrors: { [field]: SETTINGS_MESSAGES.unknownChallenge },
    });
    expect(await slugs()).not.toContain('ghost-prize');
  });

  it('refuses it with the message the Event area gives for the same prize list', async () => {
    const facts = (await t.app.inject({ url: '/api/events/hackverse-2027', headers: bearer(admin) })).json();
    const res = await send('PATCH', '/api/admin/events/hackverse-2027', {
      version: facts.version,
      prizes: [...demo.settings.prizes, GHOST_PRIZE],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(SETTINGS_MESSAGES.unknownChallenge);
  });

  it.each([
    [
      'a team size the Event area refuses',
      (d: EditionDocument) => {
        d.settings.teamSizeMin = 5;
        d.settings.teamSizeMax = 3;
      },
      'document.settings.teamSizeMin',
      SETTINGS_MESSAGES.teamSize,
    ],
    [
      'rubric weights that do not add up to 100',
      (d: EditionDocument) => {
        d.settings.rubric = d.settings.rubric.map((c) => ({ ...c, weight: 10 }));
      },
      'document.settings.rubric',
      SETTINGS_MESSAGES.rubricSum(10 * SPEC_RUBRIC.length),
    ],
    [
      'a challenge without its short description',
      (d: EditionDocument) => {
        d.challenges[1]!.description = '';
      },
      'document.challenges.1.description',
      CHALLENGE_MESSAGES.descriptionRequired,
    ],
    [
      'two challenges at one address',
      (d: EditionDocument) => {
        d.challenges[2]!.slug = d.challenges[0]!.slug;
      },
      'document.challenges.2.slug',
      CHALLENGE_MESSAGES.slugTaken,
    ],
    [
      "a challenge weighing criteria outside the edition's rubric",
      (d: EditionDocument) => {
        d.challenges[0]!.evaluation = [{ criteria: 'Vibes', weight: 100 }];
      },
      'document.challenges.0.evaluation',
      CHALLENGE_MESSAGES.criteriaOutsideRubric(SPEC_RUBRIC.map((c) => c.name)),
    ],
  ])('refuses %s, naming the field', async (_, change, field, message) => {
    const doc = copy();
    change(doc);
    const res = await importDoc('refused-import', doc);
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({ [field]: message });
    expect(await slugs()).not.toContain('refused-import');
  });

  it('imports every document this deployment exports: the demo, the archive and a new empty draft', async () => {
    const created = await send('POST', '/api/admin/events', { name: 'Blank 2031', slug: 'blank-2031' });
    expect(created.statusCode).toBe(201);
    for (const slug of ['hackverse-2027', 'hackverse-2026', 'blank-2031']) {
      const doc = (await t.app.inject({ url: `/api/admin/events/${slug}/export`, headers: bearer(admin) })).json();
      const res = await importDoc(`${slug}-again`, doc);
      expect(res.statusCode, `${slug}: ${res.body}`).toBe(201);
    }
  });
});
