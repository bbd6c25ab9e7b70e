// The admin's Event area (issue "Organizers make the event theirs"): the edition with its version, the
// PATCH of its settings (409 on a stale version naming who and when, 400 naming the field, the audit log's
// before and after), what visitors see next, and the edition's document carrying the settings.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETTINGS_MESSAGES } from '@shared/schemas/event-patch';
import { EDITION_MESSAGES } from '@shared/schemas/events';
import { formatInZone } from '@shared/zoned-time';
import { evaluations, users } from '../../db/schema';
import { bearer, createTestApp, loginAs, type TestApp } from '../../test/helpers';
import { auditRows } from '../../test/fixtures';
import { createPeople, PEOPLE_PASSWORD } from '../../test/people';

let t: TestApp;
let admin: string;
let alice: string;
const SLUG = 'hackverse-2027';
const URL = `/api/admin/events/${SLUG}`;

beforeAll(async () => {
  t = await createTestApp({ seedDemo: true });
  admin = await loginAs(t.app, 'admin@example.com', 'admin12345');
  const [person] = await createPeople(t.app, 1, 'alice');
  await t.app.db.update(users).set({ role: 'admin', name: 'Alice Admin' }).where(eq(users.id, person!.id));
  alice = await loginAs(t.app, person!.email, PEOPLE_PASSWORD);
});
afterAll(() => t.close());

const get = (url: string, token?: string) => t.app.inject({ url, headers: token ? bearer(token) : {} });
const patch = (payload: object, token = admin, url = URL) =>
  t.app.inject({ method: 'PATCH', url, headers: bearer(token), payload });
const versionOf = async (slug = SLUG) => (await get(`/api/events/${slug}`, admin)).json().version as number;

describe('the edition an admin edits', () => {
  it('GET /api/events/{slug} gives admins the version and the last save; visitors the facts alone', async () => {
    const asAdmin = (await get(`/api/events/${SLUG}`, admin)).json();
    expect(asAdmin).toMatchObject({ slug: SLUG, version: expect.any(Number), updatedAt: expect.any(String) });
    expect(asAdmin).toHaveProperty('updatedBy');
    const asVisitor = (await get(`/api/events/${SLUG}`)).json();
    expect(asVisitor.slug).toBe(SLUG);
    expect(asVisitor).not.toHaveProperty('version');
    expect(asVisitor).not.toHaveProperty('updatedBy');
  });
});

describe('PATCH /api/admin/events/{slug}', () => {
  it('renames the edition and moves its deadline; the next public GET /api/event shows both', async () => {
    const before = (await get('/api/event')).json(); // fills the public cache
    const version = await versionOf();
    const deadline = new Date(Date.parse(before.submissionDeadline) + 3600_000).toISOString();
    const res = await patch({ version, name: 'HackVerse Prime', shortName: 'HVP', submissionDeadline: deadline });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ version: version + 1, name: 'HackVerse Prime', updatedBy: expect.any(String) });
    const after = (await get('/api/event')).json();
    expect(after).toMatchObject({ name: 'HackVerse Prime', shortName: 'HVP', submissionDeadline: deadline });
  });

  it('writes the audit log with the before and after of the changed fields only', async () => {
    const version = await versionOf();
    const res = await patch({ version, tagline: 'Build the future, again', city: 'Online', name: 'HackVerse Prime' });
    expect(res.statusCode).toBe(200);
    const rows = (await auditRows(t.app, `event:${SLUG}`)).filter((r) => r.action === 'event.settings');
    const last = rows.at(-1)!;
    expect(Object.keys((last.data as { after: object }).after).sort()).toEqual(['city', 'tagline']);
    expect(last.data).toMatchObject({ after: { tagline: 'Build the future, again', city: 'Online' } });
    expect((last.data as { before: { tagline: string } }).before.tagline).not.toBe('Build the future, again');
  });

  it('refuses a stale version with 409 naming who saved and when, with the details', async () => {
    const version = await versionOf();
    const first = await patch({ version, tagline: 'Alice was here' }, alice);
    expect(first.statusCode).toBe(200);
    const stale = await patch({ version, tagline: 'Mine instead' });
    expect(stale.statusCode).toBe(409);
    const body = stale.json();
    // In the edition's zone (the demo's Asia/Kolkata), never a hard-coded UTC (issue 31).
    expect(body.error).toBe(
      `Changed by Alice Admin at ${formatInZone(body.details.updatedAt, 'Asia/Kolkata')} — reload to see their version`,
    );
    expect(body.error).toMatch(/ at \d{1,2} \w{3}, \d{2}:\d{2} IST — /);
    expect(body.details).toEqual({ updatedBy: 'Alice Admin', updatedAt: expect.any(String), version: version + 1 });
    // Nothing of the refused save was stored.
    expect((await get('/api/event')).json().tagline).toBe('Alice was here');
  });

  it('answers 400 naming the field for each kind of bad value', async () => {
    const version = await versionOf();
    const cases: [object, string, RegExp | string][] = [
      [{}, 'version', SETTINGS_MESSAGES.versionRequired],
      [{ version, accentColor: 'red' }, 'accentColor', SETTINGS_MESSAGES.accentFormat],
      [{ version, teamSizeMax: 11 }, 'teamSizeMax', SETTINGS_MESSAGES.teamSizeRange],
      [{ version, teamSizeMin: 0 }, 'teamSizeMin', SETTINGS_MESSAGES.teamSizeRange],
      [{ version, contactEmail: 'not-an-email' }, 'contactEmail', /email/i],
      [{ version, discordUrl: 'javascript:alert(1)' }, 'discordUrl', EDITION_MESSAGES.httpLink],
      [{ version, name: '  ' }, 'name', EDITION_MESSAGES.nameRequired],
      [{ version, startsAt: 'tomorrow' }, 'startsAt', /ISO 8601/],
      [{ version, graceMinutes: 5000 }, 'graceMinutes', /24 hours/],
      [{ version, compositionScope: 'everyone' }, 'compositionScope', /.+/],
    ];
    for (const [body, field, message] of cases) {
      const res = await patch(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      const fieldErrors = res.json().fieldErrors as Record<string, string>;
      expect(Object.keys(fieldErrors), JSON.stringify(body)).toContain(field);
      if (typeof message === 'string') expect(fieldErrors[field]).toBe(message);
      else expect(fieldErrors[field]).toMatch(message);
    }
    expect(await versionOf()).toBe(version);
  });

  it('refuses an accent colour that is not readable on the theme (AA), and takes one that is', async () => {
    const version = await versionOf();
    const dark = await patch({ version, accentColor: '#1e3a8a' });
    expect(dark.statusCode).toBe(400);
    expect(dark.json().fieldErrors.accentColor).toMatch(
      /too dark to read on the page background \(\d\.\d:1, needs 4\.5:1\)/,
    );
    const ok = await patch({ version, accentColor: '#22D3EE' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().accentColor).toBe('#22d3ee');
    expect((await get('/api/event')).json().accentColor).toBe('#22d3ee');
  });

  it('checks the dates in order, with a message naming both dates', async () => {
    const facts = (await get('/api/event')).json();
    const version = await versionOf();
    const late = new Date(Date.parse(facts.winnersAnnouncedAt) + 86400_000).toISOString();
    const res = await patch({ version, submissionDeadline: late });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({
      winnersAnnouncedAt: 'Winners day must not be before submission deadline',
    });
    const opens = await patch({ version, submissionOpensAt: late });
    expect(opens.statusCode).toBe(400);
    expect(opens.json().fieldErrors).toEqual({
      submissionDeadline: 'Submission deadline must not be before submissions open',
    });
    const early = new Date(Date.parse(facts.startsAt) - 86400_000).toISOString();
    const fine = await patch({ version, submissionOpensAt: early, graceMinutes: 15 });
    expect(fine.statusCode).toBe(200);
    expect(fine.json()).toMatchObject({ submissionOpensAt: early, graceMinutes: 15 });
  });

  it('checks the rules together: team size, composition, ages', async () => {
    const version = await versionOf();
    const size = await patch({ version, teamSizeMin: 5, teamSizeMax: 3 });
    expect(size.json().fieldErrors).toEqual({ teamSizeMin: SETTINGS_MESSAGES.teamSize });
    const stored = await patch({ version, teamSizeMin: 9 }); // above the stored maximum
    expect(stored.json().fieldErrors).toEqual({ teamSizeMin: SETTINGS_MESSAGES.teamSize });
    const comp = await patch({ version, compositionMin: 9 });
    expect(comp.json().fieldErrors).toEqual({ compositionMin: SETTINGS_MESSAGES.compositionOverTeam });
    const ages = await patch({ version, minAge: 18, guardianConsentUnder: 16 });
    expect(ages.json().fieldErrors).toEqual({ guardianConsentUnder: SETTINGS_MESSAGES.guardianAge });
    const ok = await patch({
      version,
      teamSizeMin: 1,
      teamSizeMax: 5,
      compositionMin: 2,
      compositionGender: 'female',
      compositionScope: 'team',
      compositionMessage: 'At least two women per team',
      registrationOpen: false,
      teamCap: 40,
      eligibility: 'Students and professionals worldwide',
      feedbackRelease: 'with_results',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      teamSizeMin: 1,
      teamSizeMax: 5,
      requireFemaleMember: true,
      composition: { min: 2, gender: 'female', scope: 'team', message: 'At least two women per team' },
      registrationOpen: false,
      teamCap: 40,
      feedbackRelease: 'with_results',
    });
  });

  it('stores prizes and a rubric, refusing weights that do not sum to 100 and unknown challenges', async () => {
    // Judges' scores fix a rubric's meaning (judging/rubric.test.ts): the demo's seeded scores go first.
    await t.app.db.delete(evaluations);
    const version = await versionOf();
    const rubric = [
      { key: 'innovation', name: 'Innovation', description: '', weight: 60 },
      { key: 'impact', name: 'Impact', description: '', weight: 30 },
    ];
    const sum = await patch({ version, rubric });
    expect(sum.json().fieldErrors).toEqual({ rubric: SETTINGS_MESSAGES.rubricSum(90) });
    const empty = await patch({ version, rubric: [] });
    expect(empty.json().fieldErrors).toEqual({ rubric: SETTINGS_MESSAGES.rubricEmpty });
    const prize = {
      id: 'grand',
      title: 'Grand prize',
      amount: '$10,000',
      description: '',
      places: 1,
      scope: 'overall',
    };
    const noChallenge = await patch({ version, prizes: [prize, { ...prize, id: 'ai', scope: 'challenge' }] });
    expect(noChallenge.json().fieldErrors).toEqual({ 'prizes.1.challenge': SETTINGS_MESSAGES.prizeChallenge });
    const unknown = await patch({ version, prizes: [{ ...prize, scope: 'challenge', challenge: 'no-such-thing' }] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fieldErrors).toEqual({ 'prizes.0.challenge': SETTINGS_MESSAGES.unknownChallenge });
    const dup = await patch({ version, prizes: [prize, prize] });
    expect(dup.json().fieldErrors).toEqual({ 'prizes.1.id': SETTINGS_MESSAGES.duplicatePrize });

    const track = {
      ...prize,
      id: 'green',
      title: 'Greenest hack',
      amount: '',
      scope: 'track',
      track: 'Sustainability',
    };
    const ok = await patch({
      version,
      prizes: [prize, track],
      rubric: [...rubric.slice(0, 1), { ...rubric[1]!, weight: 40 }],
    });
    expect(ok.statusCode).toBe(200);
    const pub = (await get('/api/event')).json();
    expect(pub.prizes.map((p: { id: string }) => p.id)).toEqual(['grand', 'green']);
    expect(pub.rubric.map((c: { weight: number }) => c.weight)).toEqual([60, 40]);
  });

  it('is for admins only', async () => {
    const team = await loginAs(t.app, 'team@example.com', 'team12345');
    expect((await patch({ version: 1, name: 'x' }, team)).statusCode).toBe(403);
    const anon = await t.app.inject({ method: 'PATCH', url: URL, payload: { version: 1 } });
    expect(anon.statusCode).toBe(401);
    expect((await patch({ version: 1 }, admin, '/api/admin/events/no-such-edition')).statusCode).toBe(404);
  });

  it('keeps an archived edition’s outcome: its look and contact change, its dates and rules do not', async () => {
    const past = 'hackverse-2026';
    const version = await versionOf(past);
    const url = `/api/admin/events/${past}`;
    const dates = await patch({ version, teamSizeMax: 6, endsAt: new Date().toISOString() }, admin, url);
    expect(dates.statusCode).toBe(409);
    expect(dates.json().error).toMatch(
      /^HackVerse 2026 is archived: its (endsAt, teamSizeMax|teamSizeMax, endsAt) can no longer/,
    );
    const look = await patch({ version, tagline: 'Where it began', shortName: 'HV26' }, admin, url);
    expect(look.statusCode).toBe(200);
    expect((await get(`/api/events/${past}`)).json()).toMatchObject({ tagline: 'Where it began', shortName: 'HV26' });
  });

  it('answers a save that changes nothing with the same version and no audit line', async () => {
    const facts = (await get(`/api/events/${SLUG}`, admin)).json();
    const count = (await auditRows(t.app, `event:${SLUG}`)).length;
    const res = await patch({ version: facts.version, name: facts.name });
    expect(res.statusCode).toBe(200);
    expect(res.json().version).toBe(facts.version);
    expect((await auditRows(t.app, `event:${SLUG}`)).length).toBe(count);
  });
});

describe("the edition's document", () => {
  it('carries the new settings, so an export imports and a copy keeps them', async () => {
    const doc = (await get(`/api/admin/events/${SLUG}/export`, admin)).json();
    expect(doc.settings).toMatchObject({
      shortName: 'HVP',
      accentColor: '#22d3ee',
      teamCap: 40,
      composition: { min: 2 },
    });
    expect(doc.settings.prizes.map((p: { id: string }) => p.id)).toEqual(['grand', 'green']);
    expect(doc.dates.submissionOpensAt).toEqual(expect.any(String));
    const imported = await t.app.inject({
      method: 'POST',
      url: '/api/admin/events/import',
      headers: bearer(admin),
      payload: { name: 'Imported', slug: 'imported-settings', document: doc },
    });
    expect(imported.statusCode).toBe(201);
    const facts = (await get('/api/events/imported-settings', admin)).json();
    expect(facts).toMatchObject({ shortName: 'HVP', accentColor: '#22d3ee', teamCap: 40, graceMinutes: 15 });
    expect(facts.rubric.map((c: { weight: number }) => c.weight)).toEqual([60, 40]);
  });
});
