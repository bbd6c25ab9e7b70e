// Categories are the edition's own (issue 31, DESIGN D18): PATCH /api/admin/events/{slug} takes
// `categories: [{ key, name, short }]` (keys unique, at least one), a challenge's category is one of its
// edition's keys, a category a challenge uses cannot be removed, GET /api/event lists them, and a copy,
// an export and an import carry them. The demo edition keeps the spec's five. The time zone changes only
// while the edition is a draft.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORY_MESSAGES, SPEC_CATEGORIES } from '@shared/schemas/categories';
import { SETTINGS_MESSAGES } from '@shared/schemas/event-patch';
import { EDITION_MESSAGES } from '@shared/schemas/events';
import { bearer, createTestApp, loginAs, type TestApp } from '../../test/helpers';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ seedDemo: true });
  admin = await loginAs(t.app, 'admin@example.com', 'admin12345');
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, token: string | null = admin) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, payload });
const versionOf = async (slug: string) => (await call('GET', `/api/events/${slug}`)).json().version as number;
const patch = async (slug: string, body: object) =>
  call('PATCH', `/api/admin/events/${slug}`, { version: await versionOf(slug), ...body });

const CLIMATE = [
  { key: 'energy', name: 'Clean Energy', short: 'Energy' },
  { key: 'water', name: 'Water & Floods', short: 'Water' },
  { key: 'cities', name: 'Liveable Cities', short: 'Cities' },
];

const challenge = (category: string, title = 'Grid Balancer') => ({
  title,
  category,
  description: 'Shift household loads to the sunny hours.',
  difficulty: 3,
});

describe('the demo edition', () => {
  it('GET /api/event lists the spec five categories and the demo words', async () => {
    const ev = (await call('GET', '/api/event', undefined, null)).json();
    expect(ev.categories).toEqual(SPEC_CATEGORIES);
    expect(ev.heroLine).toBe('Build. Compete. Win.');
    expect(ev.footerBlurb).toMatch(/^Form a team, pick a challenge/);
  });

  it('refuses to drop a category its challenges use, naming it (409)', async () => {
    const res = await patch('hackverse-2027', { categories: SPEC_CATEGORIES.filter((c) => c.key !== 'health') });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toContain('HealthTech & Smart Medical');
    expect(res.json().fieldErrors?.categories).toBe(res.json().error);
    const ev = (await call('GET', '/api/event', undefined, null)).json();
    expect(ev.categories).toHaveLength(5);
  });
});

describe('an organizer’s own categories', () => {
  beforeAll(async () => {
    const res = await call('POST', '/api/admin/events', {
      name: 'Open Source Climate Hack 2027',
      slug: 'climate-2027',
      timeZone: 'Europe/Berlin',
    });
    expect(res.statusCode).toBe(201);
  });

  it('a new empty edition starts with one open track and none of the demo words', async () => {
    const ev = (await call('GET', '/api/events/climate-2027')).json();
    expect(ev.categories).toEqual([{ key: 'open', name: 'Open track', short: 'Open' }]);
    expect(ev.heroLine).toBe('');
    expect(ev.footerBlurb).toBe('');
  });

  it('the time zone changes while the edition is a draft, never once it is live (409 naming the field)', async () => {
    const draft = await patch('climate-2027', { timeZone: 'Europe/Lisbon' });
    expect(draft.statusCode).toBe(200);
    expect(draft.json().timeZone).toBe('Europe/Lisbon');
    expect((await patch('climate-2027', { timeZone: 'Europe/Berlin' })).json().timeZone).toBe('Europe/Berlin');
    const unknown = await patch('climate-2027', { timeZone: 'Mars/Olympus' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fieldErrors?.timeZone).toBe(EDITION_MESSAGES.timeZone);
    const live = await patch('hackverse-2027', { timeZone: 'Europe/Berlin' });
    expect(live.statusCode).toBe(409);
    expect(live.json().fieldErrors?.timeZone).toBe(SETTINGS_MESSAGES.timeZoneLocked('HackVerse 2027', 'current'));
    expect((await call('GET', '/api/event', undefined, null)).json().timeZone).toBe('Asia/Kolkata');
  });

  it('PATCH refuses an empty list and repeated keys, naming the field (400)', async () => {
    const empty = await patch('climate-2027', { categories: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fieldErrors?.categories).toBe(CATEGORY_MESSAGES.atLeastOne);
    const twice = await patch('climate-2027', { categories: [CLIMATE[0], { ...CLIMATE[1], key: 'energy' }] });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().fieldErrors?.['categories.1.key']).toBe(CATEGORY_MESSAGES.duplicateKey);
    const noName = await patch('climate-2027', { categories: [{ key: 'energy', name: '', short: 'E' }] });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().fieldErrors?.['categories.0.name']).toBe(CATEGORY_MESSAGES.nameRequired);
  });

  it('PATCH stores three categories and the words; the edition lists them', async () => {
    const res = await patch('climate-2027', {
      categories: CLIMATE,
      heroLine: 'Code for the climate.',
      footerBlurb: 'A weekend of open source for a cooler planet.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().categories).toEqual(CLIMATE);
    const ev = (await call('GET', '/api/events/climate-2027')).json();
    expect(ev).toMatchObject({
      categories: CLIMATE,
      heroLine: 'Code for the climate.',
      footerBlurb: 'A weekend of open source for a cooler planet.',
    });
  });

  it('a challenge must be of one of the edition’s categories (400 naming category)', async () => {
    const demoKey = await call('POST', '/api/admin/events/climate-2027/problems', challenge('ai'));
    expect(demoKey.statusCode).toBe(400);
    expect(demoKey.json().fieldErrors?.category).toBe(CATEGORY_MESSAGES.unknown);
    const ok = await call('POST', '/api/admin/events/climate-2027/problems', challenge('energy'));
    expect(ok.statusCode).toBe(201);
    expect(ok.json().category).toBe('energy');
    const moved = await call('PATCH', `/api/admin/problems/${ok.json().id}`, { category: 'health' });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().fieldErrors?.category).toBe(CATEGORY_MESSAGES.unknown);
  });

  it('a used category cannot be removed; an unused one can', async () => {
    const dropUsed = await patch('climate-2027', { categories: CLIMATE.slice(1) });
    expect(dropUsed.statusCode).toBe(409);
    expect(dropUsed.json().error).toContain('Clean Energy');
    const dropUnused = await patch('climate-2027', { categories: CLIMATE.slice(0, 2) });
    expect(dropUnused.statusCode).toBe(200);
    expect(dropUnused.json().categories).toEqual(CLIMATE.slice(0, 2));
    // Renaming keeps the key: the challenge follows.
    const renamed = await patch('climate-2027', {
      categories: [{ ...CLIMATE[0], name: 'Renewable Energy' }, CLIMATE[1], CLIMATE[2]],
    });
    expect(renamed.statusCode).toBe(200);
  });

  it('a copy carries the categories but not the short name; the export carries them too', async () => {
    expect((await patch('climate-2027', { shortName: 'OSCH27' })).statusCode).toBe(200);
    const copy = await call('POST', '/api/admin/events', {
      name: 'Open Source Climate Hack 2028',
      slug: 'climate-2028',
      copyFrom: 'climate-2027',
    });
    expect(copy.statusCode).toBe(201);
    const ev = (await call('GET', '/api/events/climate-2028')).json();
    expect(ev.categories.map((c: { key: string }) => c.key)).toEqual(['energy', 'water', 'cities']);
    expect(ev.categories[0].name).toBe('Renewable Energy');
    expect(ev.shortName).toBe('');
    expect(ev.heroLine).toBe('Code for the climate.');
    const problems = (await call('GET', '/api/admin/problems?event=climate-2028')).json();
    expect(problems.map((p: { category: string }) => p.category)).toEqual(['energy']);

    const doc = (await call('GET', '/api/admin/events/climate-2027/export')).json();
    expect(doc.settings.categories.map((c: { key: string }) => c.key)).toEqual(['energy', 'water', 'cities']);
    expect(doc.settings.heroLine).toBe('Code for the climate.');
  });

  it('an import brings its categories, and refuses a challenge of a category it does not list', async () => {
    const doc = (await call('GET', '/api/admin/events/climate-2027/export')).json();
    const imported = await call('POST', '/api/admin/events/import', {
      name: 'Climate Hack Imported',
      slug: 'climate-imported',
      document: doc,
    });
    expect(imported.statusCode).toBe(201);
    const ev = (await call('GET', '/api/events/climate-imported')).json();
    expect(ev.categories.map((c: { key: string }) => c.key)).toEqual(['energy', 'water', 'cities']);

    const broken = { ...doc, challenges: doc.challenges.map((c: object) => ({ ...c, category: 'ai' })) };
    const refused = await call('POST', '/api/admin/events/import', {
      name: 'Climate Hack Broken',
      slug: 'climate-broken',
      document: broken,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors?.['document.challenges.0.category']).toBe(CATEGORY_MESSAGES.unknown);
  });

  it('an older document without categories gets the spec five its challenges used', async () => {
    const doc = (await call('GET', '/api/admin/events/hackverse-2027/export')).json();
    delete doc.settings.categories;
    const res = await call('POST', '/api/admin/events/import', { name: 'Old Doc', slug: 'old-doc', document: doc });
    expect(res.statusCode).toBe(201);
    expect((await call('GET', '/api/events/old-doc')).json().categories).toEqual(SPEC_CATEGORIES);
  });
});
