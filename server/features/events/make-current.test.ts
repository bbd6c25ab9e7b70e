// Switching editions safely (issue 30): make-current states the edition the organizer sees as current
// (`replaces`), so of two organizers switching at once exactly one wins and the other is told who did;
// an archived edition comes back only with `reopen: true`, audited. A body without `replaces` is the
// call as it always was (editions.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPEN_TRACK } from '@shared/schemas/categories';
import { reopenRequiredMessage } from '@shared/schemas/events';
import { users } from '../../db/schema';
import { hashPassword } from '../../lib/crypto';
import { auditRows } from '../../test/fixtures';
import { bearer, createTestApp, loginAs, type TestApp } from '../../test/helpers';

let t: TestApp;
let admin: string;
let second: string;
beforeAll(async () => {
  t = await createTestApp({ seedDemo: true });
  admin = await loginAs(t.app, 'admin@example.com', 'admin12345');
  // A second organizer, with a name of their own, to be named in the loser's refusal.
  await t.app.db.insert(users).values({
    name: 'Rosa Second',
    email: 'rosa.second@example.org',
    username: 'rosa-second',
    role: 'admin',
    status: 'active',
    passwordHash: await hashPassword('rosa-second-123'),
  });
  second = await loginAs(t.app, 'rosa.second@example.org', 'rosa-second-123');
  for (const [name, slug] of [
    ['HackVerse 2028', 'hackverse-2028'],
    ['HackVerse 2029', 'hackverse-2029'],
    ['HackVerse 2030', 'hackverse-2030'],
  ])
    await post('/api/admin/events', { name, slug });
}, 60_000);
afterAll(() => t.close());

function post(url: string, payload?: object, token = admin) {
  return t.app.inject({ method: 'POST', url, headers: bearer(token), ...(payload ? { payload } : {}) });
}
const makeCurrent = (slug: string, body?: object, token = admin) =>
  post(`/api/admin/events/${slug}/make-current`, body, token);
async function stateOf(slug: string) {
  const list = (await t.app.inject({ url: '/api/admin/events', headers: bearer(admin) })).json() as {
    slug: string;
    state: string;
  }[];
  return list.find((e) => e.slug === slug)?.state;
}

describe('make-current with replaces', () => {
  it('refuses a switch over an edition that is no longer current, naming it and who switched', async () => {
    // Rosa switches to 2028; the demo organizer, still seeing 2027 as current, tries 2029.
    const first = await makeCurrent('hackverse-2028', { replaces: 'hackverse-2027' }, second);
    expect(first.statusCode).toBe(200);
    const late = await makeCurrent('hackverse-2029', { replaces: 'hackverse-2027' });
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe(
      'HackVerse 2028 is now the current edition (made current by Rosa Second): reload and decide again',
    );
    expect(await stateOf('hackverse-2029')).toBe('draft');
    expect(await stateOf('hackverse-2028')).toBe('current');
  });

  it('of two switches at the same moment with the same replaces, exactly one wins', async () => {
    const results = await Promise.all([
      makeCurrent('hackverse-2029', { replaces: 'hackverse-2028' }),
      makeCurrent('hackverse-2030', { replaces: 'hackverse-2028' }, second),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const winner = results.find((r) => r.statusCode === 200)!.json() as { slug: string; name: string };
    const loser = results.find((r) => r.statusCode === 409)!;
    expect(loser.json().error).toContain(`${winner.name} is now the current edition`);
    const loserSlug = winner.slug === 'hackverse-2029' ? 'hackverse-2030' : 'hackverse-2029';
    expect(await stateOf(loserSlug)).toBe('draft');
    expect(await stateOf('hackverse-2028')).toBe('archived');
    const event = (await t.app.inject({ url: '/api/event' })).json() as { slug: string };
    expect(event.slug).toBe(winner.slug);
  });
});

describe('reopening an archived edition', () => {
  it('is refused without reopen: true, naming the edition', async () => {
    const current = (await t.app.inject({ url: '/api/event' })).json() as { slug: string };
    const res = await makeCurrent('hackverse-2028', { replaces: current.slug });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(reopenRequiredMessage('HackVerse 2028'));
    expect(await stateOf('hackverse-2028')).toBe('archived');
  });

  it('with reopen: true makes it current again, archives the current one and is audited', async () => {
    const current = (await t.app.inject({ url: '/api/event' })).json() as { slug: string };
    const res = await makeCurrent('hackverse-2028', { replaces: current.slug, reopen: true }, second);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ slug: 'hackverse-2028', state: 'current' });
    expect(await stateOf(current.slug)).toBe('archived');
    const audit = await auditRows(t.app, 'event:hackverse-2028');
    expect(audit.map((a) => a.action)).toContain('event.reopen');
    expect(audit.find((a) => a.action === 'event.reopen')!.data).toMatchObject({
      archived: [current.slug],
      replaces: current.slug,
    });
    // Its rows take writes again: a new challenge is accepted.
    const challenge = await post('/api/admin/events/hackverse-2028/problems', {
      title: 'Reopened challenge',
      // A new edition's one category until its organizers name their own.
      category: OPEN_TRACK[0]!.key,
      description: 'Added after reopening the edition.',
      difficulty: 2,
    });
    expect(challenge.statusCode).toBe(201);
  });
});
