// Issue 31: the first edition of a production start (no demo data) takes the path every later edition
// takes: created as a draft that visitors cannot see, previewed by the organizer through the public
// pages' own reads (the client's `?preview=slug`: facts, pages and challenges of the draft), and public
// only once made current.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDITION_MESSAGES } from '@shared/schemas/events';
import { bearer, createTestApp, loginAs, type TestApp } from '../../test/helpers';

const ADMIN = { email: 'organizer@example.org', password: 'organizer-pass-1' };
const slug = 'open-source-climate-hack-2027';
const name = 'Open Source Climate Hack 2027';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ seedEdition: false, admin: ADMIN });
  admin = await loginAs(t.app, ADMIN.email, ADMIN.password);
});
afterAll(() => t.close());

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : undefined });

describe('the first edition', () => {
  it('before it exists, every public read says the next edition is being prepared', async () => {
    for (const url of ['/api/event', '/api/content/home', '/api/problems']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error, url).toBe(EDITION_MESSAGES.noCurrent);
    }
  });

  it('is created as a draft that visitors cannot see', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/events',
      headers: bearer(admin),
      payload: { name, slug, timeZone: 'Europe/Berlin' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ slug, name, state: 'draft', timeZone: 'Europe/Berlin' });

    expect((await get('/api/event')).statusCode).toBe(404);
    expect((await get('/api/events')).json()).toEqual([]);
    for (const url of [`/api/events/${slug}`, `/api/events/${slug}/content/home`, `/api/events/${slug}/problems`])
      expect((await get(url)).statusCode, url).toBe(404);
  });

  it('is previewed by the organizer through the reads the public pages make, never cached', async () => {
    const facts = await get(`/api/events/${slug}`, admin);
    expect(facts.statusCode).toBe(200);
    expect(facts.json()).toMatchObject({ name, slug, state: 'draft', timeZone: 'Europe/Berlin' });
    const home = await get(`/api/events/${slug}/content/home`, admin);
    expect(home.statusCode).toBe(200);
    expect(home.headers['cache-control']).toBe('private, no-store');
    const challenges = await get(`/api/events/${slug}/problems`, admin);
    expect(challenges.statusCode).toBe(200);
    expect(challenges.json()).toEqual([]);
    // The dashboard works on it by name while there is no current edition.
    expect((await get(`/api/admin/stats?event=${slug}`, admin)).statusCode).toBe(200);
    expect((await get('/api/admin/stats', admin)).statusCode).toBe(404);
  });

  it('is published by making it current: the public reads then serve it', async () => {
    const made = await t.app.inject({
      method: 'POST',
      url: `/api/admin/events/${slug}/make-current`,
      headers: bearer(admin),
    });
    expect(made.statusCode).toBe(200);
    expect(made.json()).toMatchObject({ slug, state: 'current' });
    const facts = await get('/api/event');
    expect(facts.statusCode).toBe(200);
    expect(facts.json()).toMatchObject({ name, slug, state: 'current' });
    expect((await get('/api/content/home')).statusCode).toBe(200);
    expect((await get('/api/events')).json()).toMatchObject([{ slug, state: 'current' }]);
  });
});
