// Issue 31: prizes are in the organizer's currency, an edition setting. A bare amount typed on the
// Prizes list (or a challenge's figure) is written in it, the pool adds it up in it, and a new edition
// says which currency it uses; the demo keeps its dollars. The rule on several prizes per team is saved
// beside it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETTINGS_MESSAGES } from '@shared/schemas/event-patch';
import { bearer, createTestApp, loginAs, type TestApp } from '../../test/helpers';

let t: TestApp;
let admin: string;
const SLUG = 'hackverse-2027';

beforeAll(async () => {
  t = await createTestApp({ seedDemo: true });
  admin = await loginAs(t.app, 'admin@example.com', 'admin12345');
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ url, headers: bearer(admin) });
const send = (method: 'PATCH' | 'POST' | 'PUT', url: string, payload: object) =>
  t.app.inject({ method, url, headers: bearer(admin), payload });
const versionOf = async (slug = SLUG) => (await get(`/api/events/${slug}`)).json().version as number;

describe('the prizes currency', () => {
  it('the demo keeps dollars; a new edition states its currency and the rule on several prizes', async () => {
    const demo = (await t.app.inject({ url: '/api/event' })).json();
    expect(demo).toMatchObject({ prizeCurrency: 'USD', severalPrizesPerTeam: true });
    expect(demo.totalPrize).toMatch(/^\$/);
  });

  it('writes a bare amount in the edition currency, sums the pool in it, and saves one prize per team', async () => {
    const created = await send('POST', '/api/admin/events', { name: 'Climate Hack 2027', slug: 'climate-2027' });
    expect(created.statusCode, created.body).toBe(201);
    const res = await send('PATCH', '/api/admin/events/climate-2027', {
      version: await versionOf('climate-2027'),
      prizeCurrency: 'EUR',
      severalPrizesPerTeam: false,
      prizes: [
        { id: 'grand', title: 'Grand prize', amount: '5000', description: '', places: 1, scope: 'overall' },
        { id: 'runner', title: 'Runners-up', amount: '1,500', description: '', places: 2, scope: 'overall' },
        { id: 'mentor', title: 'Mentoring', amount: '', description: 'A day with a CTO', places: 1, scope: 'special' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const facts = (await get('/api/events/climate-2027')).json();
    expect(facts).toMatchObject({ prizeCurrency: 'EUR', severalPrizesPerTeam: false, totalPrize: '€8,000' });
    expect(facts.prizes.map((p: { amount: string }) => p.amount)).toEqual(['€5,000', '€1,500', '']);
  });

  it('refuses a currency outside the list, naming the field', async () => {
    const res = await send('PATCH', `/api/admin/events/${SLUG}`, { version: await versionOf(), prizeCurrency: 'XYZ' });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain(SETTINGS_MESSAGES.currency);
  });
});
