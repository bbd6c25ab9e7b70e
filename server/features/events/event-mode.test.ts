// Where an edition happens is its own (issue 31: the hero said "online" for an event in Berlin). The demo
// stays online; an organizer says in person or both in Basics (PATCH mode, 400 naming the field for
// anything else); GET /api/event carries it for the hero and the page description, and a copy, an export
// and an import keep it. The words come from shared/event-mode.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hackathonKind, placeLabel } from '@shared/event-mode';
import { bearer, createTestApp, loginAs, type TestApp } from '../../test/helpers';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ seedDemo: true });
  admin = await loginAs(t.app, 'admin@example.com', 'admin12345');
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(admin), payload });
const edition = async (slug: string) => (await call('GET', `/api/events/${slug}`)).json();
const patch = async (slug: string, body: object) =>
  call('PATCH', `/api/admin/events/${slug}`, { version: (await edition(slug)).version, ...body });

describe('where the edition happens', () => {
  it('the demo is online, whatever city its organizers are based in', async () => {
    const ev = (await t.app.inject({ url: '/api/event' })).json();
    expect(ev).toMatchObject({ mode: 'online', city: 'Bengaluru, India' });
    expect(placeLabel(ev)).toBe('online');
    expect(hackathonKind(ev)).toBe('an online hackathon');
  });

  it('an organizer in Berlin says so in Basics; copies, exports and imports keep it', async () => {
    const created = await call('POST', '/api/admin/events', {
      name: 'Open Source Climate Hack 2027',
      slug: 'climate-2027',
      timeZone: 'Europe/Berlin',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect((await edition('climate-2027')).mode).toBe('online');

    const refused = await patch('climate-2027', { mode: 'on the moon' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors?.mode).toBe('Choose where the event happens');

    const saved = await patch('climate-2027', { city: 'Berlin', mode: 'in_person' });
    expect(saved.statusCode, saved.body).toBe(200);
    const ev = await edition('climate-2027');
    expect(ev).toMatchObject({ city: 'Berlin', mode: 'in_person' });
    expect(placeLabel(ev)).toBe('Berlin');
    expect(hackathonKind(ev)).toBe('a hackathon in Berlin');
    expect(placeLabel({ ...ev, mode: 'hybrid' })).toBe('online and in Berlin');

    const copy = await call('POST', '/api/admin/events', {
      name: 'Open Source Climate Hack 2028',
      slug: 'climate-2028',
      copyFrom: 'climate-2027',
    });
    expect(copy.statusCode, copy.body).toBe(201);
    expect((await edition('climate-2028')).mode).toBe('in_person');

    const doc = (await call('GET', '/api/admin/events/climate-2027/export')).json();
    expect(doc.settings.mode).toBe('in_person');
    const imported = await call('POST', '/api/admin/events/import', {
      name: 'Climate Imported',
      slug: 'climate-imported',
      document: doc,
    });
    expect(imported.statusCode, imported.body).toBe(201);
    expect((await edition('climate-imported')).mode).toBe('in_person');
    // A document from before the field was there showed "online", and keeps it.
    delete doc.settings.mode;
    const older = await call('POST', '/api/admin/events/import', { name: 'Older', slug: 'older-doc', document: doc });
    expect(older.statusCode, older.body).toBe(201);
    expect((await edition('older-doc')).mode).toBe('online');
  });
});
