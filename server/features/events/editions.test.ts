// Editions (issue "Editions"): the public list and pages, drafts that only admins see, a new edition
// copied from the current one with its dates moved, the switch of the current edition, the export and
// import of an edition's configuration, and a production start with no edition at all.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDITION_MESSAGES } from '@shared/schemas/events';
import { bearer, createTestApp, loginAs, type TestApp } from '../../test/helpers';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ seedDemo: true });
  admin = await loginAs(t.app, 'admin@example.com', 'admin12345');
});
afterAll(() => t.close());

const get = (url: string, token?: string) => t.app.inject({ url, headers: token ? bearer(token) : {} });
const post = (url: string, payload?: object, token = admin) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), payload });
const DAY = 24 * 3600 * 1000;

describe('the editions a visitor sees', () => {
  it('GET /api/event is the current edition, with its address, state and time zone', async () => {
    const res = await get('/api/event');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ slug: 'hackverse-2027', state: 'current', timeZone: 'Asia/Kolkata' });
  });

  it('GET /api/events lists the current and archived editions in the contract shape', async () => {
    const list = (await get('/api/events')).json();
    expect(list.map((e: { slug: string }) => e.slug)).toEqual(['hackverse-2027', 'hackverse-2026']);
    expect(Object.keys(list[0]).sort()).toEqual(['endsAt', 'name', 'slug', 'startsAt', 'state', 'timeZone']);
    expect(list[1]).toMatchObject({ name: 'HackVerse 2026', state: 'archived' });
  });

  it('an archived edition keeps its challenges and its published winners', async () => {
    const facts = (await get('/api/events/hackverse-2026')).json();
    // Participants are people who joined: the seed's past teams have 8 people, 2 of whom set a password
    // (the others are seeded as invited accounts).
    expect(facts).toMatchObject({ slug: 'hackverse-2026', state: 'archived', stats: { teams: 4, participants: 8 } });
    const problems = (await get('/api/events/hackverse-2026/problems')).json();
    expect(problems).toHaveLength(15);
    const winners = (await get('/api/events/hackverse-2026/winners')).json();
    expect(winners.overall.map((w: { teamName: string }) => w.teamName)).toEqual([
      'Lambda Llamas',
      'Quantum Quokkas',
      'Solar Sprinters',
    ]);
  });

  it('an archived edition keeps its gallery and its People’s Choice: the prize, the winner and the tally', async () => {
    const gallery = (await get('/api/events/hackverse-2026/projects')).json();
    expect(gallery.total).toBe(4);
    const winners = (await get('/api/events/hackverse-2026/winners')).json();
    expect(JSON.stringify(winners)).toContain("People's Choice");
    // Published with the winners: the tally is public, and the winner leads it.
    const results = await get('/api/events/hackverse-2026/ballots/results');
    expect(results.statusCode).toBe(200);
    const tally = results.json();
    expect(tally).toMatchObject({ published: true, ballots: 5 });
    expect(tally.items[0]).toMatchObject({ teamName: 'Null Pointers', votes: 4 });
  });

  it('counts only the edition asked for', async () => {
    const current = (await get('/api/event')).json();
    const past = (await get('/api/events/hackverse-2026')).json();
    expect(current.stats.teams).not.toBe(past.stats.teams + current.stats.teams);
    expect(past.stats.challenges).toBe(15);
  });

  it('answers 404 for an edition that does not exist, and 400 for an address that cannot be one', async () => {
    expect((await get('/api/events/no-such-edition')).statusCode).toBe(404);
    expect((await get('/api/events/Not_A_Slug')).statusCode).toBe(400);
  });
});

describe('a new edition', () => {
  it('is refused without a valid address, naming the field', async () => {
    const res = await post('/api/admin/events', { name: 'Next', slug: 'Bad Slug!' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors?.slug).toBe(EDITION_MESSAGES.slug);
    const tz = await post('/api/admin/events', { name: 'Next', slug: 'next-tz', timeZone: 'Mars/Olympus' });
    expect(tz.statusCode).toBe(400);
    expect(tz.json().fieldErrors?.timeZone).toBe(EDITION_MESSAGES.timeZone);
  });

  it('is for admins only', async () => {
    const anon = await t.app.inject({ method: 'POST', url: '/api/admin/events', payload: { name: 'x', slug: 'x-y' } });
    expect(anon.statusCode).toBe(401);
    const team = await loginAs(t.app, 'team@example.com', 'team12345');
    expect((await post('/api/admin/events', { name: 'x', slug: 'x-y' }, team)).statusCode).toBe(403);
  });

  it('copied from the current one is a draft with its challenges and rules, its dates moved', async () => {
    const before = (await get('/api/event')).json();
    const res = await post('/api/admin/events', {
      name: 'HackVerse 2028',
      slug: 'hackverse-2028',
      copyFrom: 'hackverse-2027',
      shiftDays: 364,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ slug: 'hackverse-2028', state: 'draft', timeZone: 'Asia/Kolkata' });
    expect(Date.parse(res.json().startsAt) - Date.parse(before.startsAt)).toBe(364 * DAY);
    // A draft is the organizers' alone: not listed, 404 for visitors, visible to admins.
    expect((await get('/api/events')).json().map((e: { slug: string }) => e.slug)).not.toContain('hackverse-2028');
    expect((await get('/api/events/hackverse-2028')).statusCode).toBe(404);
    expect((await get('/api/events/hackverse-2028/problems')).statusCode).toBe(404);
    const draft = await get('/api/events/hackverse-2028', admin);
    expect(draft.statusCode).toBe(200);
    expect(draft.json()).toMatchObject({
      teamSizeMin: before.teamSizeMin,
      requireFemaleMember: true,
      // The copy carries the composition rule, not only the old switch.
      composition: before.composition,
      stats: { teams: 0 },
    });
    expect((await get('/api/events/hackverse-2028/problems', admin)).json()).toHaveLength(15);
    const line = await get('/api/admin/events/hackverse-2028', admin);
    expect(line.statusCode).toBe(200);
    expect(line.json()).toMatchObject({
      slug: 'hackverse-2028',
      state: 'draft',
      teams: 0,
      facts: { stats: { challenges: 15 } },
    });
  });

  it('refuses an address already taken with 409, and a copy of an edition that does not exist with 404', async () => {
    const taken = await post('/api/admin/events', { name: 'Again', slug: 'hackverse-2028' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toBe(EDITION_MESSAGES.slugTaken);
    const missing = await post('/api/admin/events', { name: 'Copy', slug: 'copy-x', copyFrom: 'nowhere' });
    expect(missing.statusCode).toBe(404);
  });

  it('refuses dates out of order, naming the two that clash', async () => {
    const start = Date.now() + 30 * DAY;
    const iso = (d: number) => new Date(start + d * DAY).toISOString();
    const res = await post('/api/admin/events', {
      name: 'Odd',
      slug: 'odd-dates',
      dates: {
        registrationOpensAt: iso(0),
        registrationClosesAt: iso(5),
        startsAt: iso(10),
        endsAt: iso(9),
        submissionDeadline: iso(11),
        winnersAnnouncedAt: iso(20),
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors?.['dates.endsAt']).toMatch(/Hacking ends must not be before hacking starts/);
  });

  it('starts empty when copied from nothing: no challenges, the spec team size, a UTC calendar ahead', async () => {
    const res = await post('/api/admin/events', { name: 'Blank Slate', slug: 'blank-slate' });
    expect(res.statusCode).toBe(201);
    expect(res.json().timeZone).toBe('UTC');
    expect(Date.parse(res.json().startsAt)).toBeGreaterThan(Date.now());
    expect((await get('/api/events/blank-slate/problems', admin)).json()).toEqual([]);
  });
});

describe('export and import', () => {
  it('round-trips an edition configuration, without personal data', async () => {
    const exported = await get('/api/admin/events/hackverse-2027/export', admin);
    expect(exported.statusCode).toBe(200);
    const doc = exported.json();
    expect(doc).toMatchObject({ format: 'hackathon-edition', version: 1, name: 'HackVerse 2027' });
    expect(doc.challenges).toHaveLength(15);
    expect(exported.body).not.toMatch(/@example\.com/);
    const imported = await post('/api/admin/events/import', { name: 'Template', slug: 'from-template', document: doc });
    expect(imported.statusCode).toBe(201);
    expect(imported.json()).toMatchObject({ slug: 'from-template', state: 'draft' });
    const again = (await get('/api/admin/events/from-template/export', admin)).json();
    expect({ ...again, name: doc.name }).toEqual(doc);
  });

  it('refuses a document that is not one, naming the field', async () => {
    const res = await post('/api/admin/events/import', {
      name: 'Broken',
      slug: 'broken-doc',
      document: { format: 'hackathon-edition', version: 1, name: 'x', timeZone: 'UTC', dates: {}, settings: {} },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('making an edition current', () => {
  it('archives the current one in the same step, and the public site follows at once', async () => {
    const res = await post('/api/admin/events/hackverse-2028/make-current');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ slug: 'hackverse-2028', state: 'current' });
    expect((await get('/api/event')).json()).toMatchObject({ slug: 'hackverse-2028', stats: { teams: 0 } });
    const list = (await get('/api/events')).json() as { slug: string; state: string }[];
    expect(list.find((e) => e.slug === 'hackverse-2027')?.state).toBe('archived');
    expect(list.filter((e) => e.state === 'current')).toHaveLength(1);
  });

  it('refuses to make an archived or already current edition current', async () => {
    expect((await post('/api/admin/events/hackverse-2027/make-current')).statusCode).toBe(409);
    expect((await post('/api/admin/events/hackverse-2028/make-current')).statusCode).toBe(409);
  });
});

describe('a production start', () => {
  it('creates no edition: the public facts say the next edition is being prepared', async () => {
    const bare = await createTestApp({ seedEdition: false });
    try {
      const res = await bare.app.inject({ url: '/api/event' });
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe(EDITION_MESSAGES.noCurrent);
      expect((await bare.app.inject({ url: '/api/events' })).json()).toEqual([]);
    } finally {
      await bare.close();
    }
  });
});
