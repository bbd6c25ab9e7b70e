// The organizers' challenge editor (issue 23): create, edit, reorder, retire/restore and delete, the
// 400s naming the field, the edition's prize list kept in step, the public lists following, the audit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CHALLENGE_MESSAGES, type CreateChallenge } from '@shared/schemas/challenges';
import { events } from '../../db/schema';
import { bearer, createTestApp, loginAs, type TestApp } from '../../test/helpers';
import { auditRows } from '../../test/fixtures';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ seedDemo: true });
  admin = await loginAs(t.app, 'admin@example.com', 'admin12345');
});
afterAll(() => t.close());

const EDITION = 'hackverse-2027';
const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object, token = admin) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, payload });

const body = (over: Partial<CreateChallenge> = {}): CreateChallenge => ({
  title: 'Flood Early Warning',
  category: 'green',
  description: 'Warn river towns hours before the water rises.',
  difficulty: 4,
  prize: '$4000',
  longDescription: 'Sensors, forecasts and a siren.\n\nMake it work offline.',
  requirements: ['Works offline', 'Sends SMS alerts'],
  resources: [{ name: 'Open-Meteo', url: 'https://open-meteo.com/' }],
  timeline: [{ phase: 'Submission deadline', deadline: 'May 15, 2027' }],
  faqs: [{ question: 'Hardware?', answer: 'Simulated sensors are fine.' }],
  evaluation: [
    { criteria: 'Innovation', weight: 30 },
    { criteria: 'Technical Execution', weight: 30 },
    { criteria: 'User Experience', weight: 10 },
    { criteria: 'Presentation', weight: 10 },
    { criteria: 'Impact', weight: 20 },
  ],
  ...over,
});

async function eventRow() {
  const [row] = await t.app.db.select().from(events).where(eq(events.slug, EDITION));
  return row!;
}

describe('creating a challenge', () => {
  it('adds it at the end with a slug from its title; visitors see it with its weights and its prize', async () => {
    const before = await eventRow();
    const res = await call('POST', `/api/admin/events/${EDITION}/problems`, body());
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({ slug: 'flood-early-warning', active: true, color: 'blue', sortOrder: 15 });

    const cards = (await call('GET', '/api/problems', undefined, '')).json() as Array<{ slug: string; prize: string }>;
    expect(cards.at(-1)).toMatchObject({ slug: 'flood-early-warning', prize: '$4000' });
    const perEdition = (await call('GET', `/api/events/${EDITION}/problems`, undefined, '')).json();
    expect(perEdition.at(-1).slug).toBe('flood-early-warning');
    const page = (await call('GET', '/api/problems/flood-early-warning', undefined, '')).json();
    expect(page.evaluation).toEqual(body().evaluation);
    expect(page.resources).toEqual(body().resources);

    // Its figure is a challenge prize of the edition's list: a new version of the settings.
    const after = await eventRow();
    expect(after.version).toBe(before.version + 1);
    expect(after.prizes).toContainEqual(
      expect.objectContaining({ scope: 'challenge', challenge: 'flood-early-warning', amount: '$4000', places: 1 }),
    );
    const audit = await auditRows(t.app, `problem:${created.id}`);
    expect(audit.map((a) => a.action)).toContain('problem.create');
  });

  it('gives a second challenge of the same title its own address', async () => {
    const res = await call('POST', `/api/admin/events/${EDITION}/problems`, body({ prize: '' }));
    expect(res.statusCode).toBe(201);
    expect(res.json().slug).toBe('flood-early-warning-2');
    // An explicit slug that is taken is a 409 naming the field.
    const taken = await call('POST', `/api/admin/events/${EDITION}/problems`, body({ slug: 'blockchain-voting' }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().fieldErrors).toEqual({ slug: CHALLENGE_MESSAGES.slugTaken });
  });

  it('answers 400 naming evaluation when the weights do not sum to 100', async () => {
    const evaluation = body().evaluation!.map((e) => ({ ...e, weight: 25 }));
    const res = await call('POST', `/api/admin/events/${EDITION}/problems`, body({ evaluation }));
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fieldErrors)).toEqual(['evaluation']);
    expect(res.json().fieldErrors.evaluation).toContain(CHALLENGE_MESSAGES.weights);
  });

  it("answers 400 naming evaluation when it weighs criteria that are not the edition's", async () => {
    const res = await call(
      'POST',
      `/api/admin/events/${EDITION}/problems`,
      body({ evaluation: [{ criteria: 'Code golf', weight: 100 }] }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.evaluation).toMatch(/edition's own criteria \(Innovation, Technical Execution/);
  });

  it('answers 400 naming the resource when a link is not http(s)', async () => {
    for (const url of ['javascript:alert(1)', 'ftp://example.com/x', 'data:text/html,hi']) {
      const res = await call(
        'POST',
        `/api/admin/events/${EDITION}/problems`,
        body({ resources: [{ name: 'Bad', url }] }),
      );
      expect(res.statusCode, url).toBe(400);
      expect(res.json().fieldErrors['resources.0.url'], url).toBe(CHALLENGE_MESSAGES.resourceUrl);
    }
  });

  it('takes the edition weights when evaluation is left empty, and refuses non-admins', async () => {
    const res = await call(
      'POST',
      `/api/admin/events/${EDITION}/problems`,
      body({ title: 'Plain Rubric', evaluation: [], prize: '' }),
    );
    expect(res.statusCode).toBe(201);
    const page = (await call('GET', '/api/problems/plain-rubric', undefined, '')).json();
    expect(page.evaluation).toEqual([
      { criteria: 'Innovation', weight: 20 },
      { criteria: 'Technical Execution', weight: 20 },
      { criteria: 'User Experience', weight: 20 },
      { criteria: 'Presentation', weight: 20 },
      { criteria: 'Impact', weight: 20 },
    ]);
    expect((await call('POST', `/api/admin/events/${EDITION}/problems`, body(), '')).statusCode).toBe(401);
  });
});

describe('editing, retiring, deleting and reordering', () => {
  it('edits any field with the before and after in the audit log', async () => {
    const list = (await call('GET', `/api/admin/problems?event=${EDITION}`)).json();
    const flood = list.find((c: { slug: string }) => c.slug === 'flood-early-warning');
    const res = await call('PATCH', `/api/admin/problems/${flood.id}`, {
      difficulty: 2,
      prize: '$4500',
      requirements: ['Works offline'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ difficulty: 2, prize: '$4500', requirements: ['Works offline'] });
    const audit = (await auditRows(t.app, `problem:${flood.id}`)).find((a) => a.action === 'problem.update')!;
    expect(audit.data).toMatchObject({ before: { difficulty: 4, prize: '$4000' }, after: { difficulty: 2 } });
    // The prize list follows the figure.
    expect((await eventRow()).prizes).toContainEqual(
      expect.objectContaining({ challenge: 'flood-early-warning', amount: '$4500' }),
    );
    const bad = await call('PATCH', `/api/admin/problems/${flood.id}`, {
      evaluation: [{ criteria: 'Innovation', weight: 90 }],
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fieldErrors)).toEqual(['evaluation']);
  });

  it('retires a chosen challenge (hidden from visitors, kept for admins) and restores it', async () => {
    const list = (await call('GET', `/api/admin/problems?event=${EDITION}`)).json();
    const voice = list.find((c: { slug: string }) => c.slug === 'ai-voice-assistant');
    expect(voice.teams).toBeGreaterThan(0);
    // Teams chose it: it cannot be deleted.
    const del = await call('DELETE', `/api/admin/problems/${voice.id}`);
    expect(del.statusCode).toBe(409);
    expect(del.json().error).toBe(CHALLENGE_MESSAGES.chosen);

    expect((await call('PATCH', `/api/admin/problems/${voice.id}`, { active: false })).json().active).toBe(false);
    const cards = (await call('GET', '/api/problems', undefined, '')).json() as Array<{ slug: string }>;
    expect(cards.map((c) => c.slug)).not.toContain('ai-voice-assistant');
    const options = (await call('GET', '/api/problems?active=true', undefined, '')).json() as Array<{ id: number }>;
    expect(options.map((o) => o.id)).not.toContain(voice.id);
    expect((await call('GET', '/api/problems/ai-voice-assistant', undefined, '')).statusCode).toBe(404);
    const admins = (await call('GET', `/api/admin/problems?event=${EDITION}`)).json();
    expect(admins.find((c: { id: number }) => c.id === voice.id).active).toBe(false);
    expect((await auditRows(t.app, `problem:${voice.id}`)).map((a) => a.action)).toContain('problem.retire');

    expect((await call('PATCH', `/api/admin/problems/${voice.id}`, { active: true })).statusCode).toBe(200);
    expect((await call('GET', '/api/problems/ai-voice-assistant', undefined, '')).statusCode).toBe(200);
  });

  it('deletes a challenge nobody chose, and its prize with it', async () => {
    const list = (await call('GET', `/api/admin/problems?event=${EDITION}`)).json();
    const flood = list.find((c: { slug: string }) => c.slug === 'flood-early-warning');
    expect((await call('DELETE', `/api/admin/problems/${flood.id}`)).statusCode).toBe(200);
    expect((await call('GET', '/api/problems/flood-early-warning', undefined, '')).statusCode).toBe(404);
    const prizes = (await eventRow()).prizes as Array<{ challenge: string | null }>;
    expect(prizes.map((p) => p.challenge)).not.toContain('flood-early-warning');
    expect((await call('DELETE', `/api/admin/problems/${flood.id}`)).statusCode).toBe(404);
  });

  it('reorders the whole list; the public lists follow; a partial list is a 400 naming ids', async () => {
    const list = (await call('GET', `/api/admin/problems?event=${EDITION}`)).json() as Array<{ id: number }>;
    const ids = list.map((c) => c.id);
    const reversed = [...ids].reverse();
    const res = await call('PUT', `/api/admin/events/${EDITION}/problems/order`, { ids: reversed });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((c: { id: number }) => c.id)).toEqual(reversed);
    const publicIds = (
      (await call('GET', '/api/problems?active=true', undefined, '')).json() as Array<{ id: number }>
    ).map((o) => o.id);
    expect(publicIds).toEqual(reversed);
    const partial = await call('PUT', `/api/admin/events/${EDITION}/problems/order`, { ids: reversed.slice(1) });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().fieldErrors).toEqual({ ids: CHALLENGE_MESSAGES.order });
    expect((await call('PUT', `/api/admin/events/${EDITION}/problems/order`, { ids })).statusCode).toBe(200);
  });

  it('an archived edition refuses changes with 409', async () => {
    const past = (await call('GET', '/api/admin/problems?event=hackverse-2026')).json();
    expect(past).toHaveLength(15);
    expect((await call('POST', '/api/admin/events/hackverse-2026/problems', body())).statusCode).toBe(409);
    expect((await call('PATCH', `/api/admin/problems/${past[0].id}`, { difficulty: 1 })).statusCode).toBe(409);
    const order = await call('PUT', '/api/admin/events/hackverse-2026/problems/order', {
      ids: past.map((c: { id: number }) => c.id),
    });
    expect(order.statusCode).toBe(409);
  });
});

describe('the demo prize list', () => {
  it("holds the spec's challenge prizes, which the cards state", async () => {
    const prizes = (await call('GET', '/api/event', undefined, '')).json().prizes as Array<Record<string, unknown>>;
    for (const [slug, amount] of [
      ['ai-voice-assistant', '$3000'],
      ['cyber-defense-challenge', '$5000'],
      ['blockchain-voting', '$7500'],
    ]) {
      expect(prizes).toContainEqual(expect.objectContaining({ scope: 'challenge', challenge: slug, amount }));
    }
  });
});
