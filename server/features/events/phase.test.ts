// The phase override (issue "The calendar drives the product"): an admin reads the phase with the dates
// that decide it, and sets or clears an override that must be confirmed, bumps the edition's version and
// is audit-logged with before and after; an archived edition refuses it. The test clock route exists
// only on a server started with TEST_CLOCK, which a production configuration refuses.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, events } from '../../db/schema';
import { loadConfig } from '../../config';
import { clockNow, setClock } from '../../lib/clock';
import { bearer, createTestApp, loginAs, type TestApp } from '../../test/helpers';
import { currentEventId } from '../../test/fixtures';

let t: TestApp;
let admin: string;
let eventId: number;
const url = '/api/admin/events/hackverse-2027/phase';

beforeAll(async () => {
  t = await createTestApp({ seedDemo: true, testClock: true });
  admin = await loginAs(t.app, 'admin@example.com', 'admin12345');
  eventId = await currentEventId(t.app);
});
afterEach(() => setClock(null));
afterAll(() => t.close());

const post = (payload: object, token = admin) => t.app.inject({ method: 'POST', url, headers: bearer(token), payload });
const get = (token = admin) => t.app.inject({ url, headers: bearer(token) });

describe('the edition phase for admins', () => {
  it('shows the phase the dates give, with the dates that decide it', async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    const [row] = await t.app.db.select().from(events).where(eq(events.id, eventId));
    expect(res.json()).toMatchObject({
      slug: 'hackverse-2027',
      phase: 'registration',
      datesPhase: 'registration',
      override: null,
      version: row!.version,
      timeZone: 'Asia/Kolkata',
      dates: {
        startsAt: row!.startsAt.toISOString(),
        submissionOpensAt: row!.submissionOpensAt!.toISOString(),
        submissionDeadline: row!.submissionDeadline.toISOString(),
      },
      submissions: { open: true },
    });
  });

  it('refuses a change without confirm: true (400 naming the field), and an unknown phase', async () => {
    const res = await post({ phase: 'judging' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({ confirm: 'Changing the phase must be confirmed: send confirm: true' });
    expect((await post({ phase: 'judging', confirm: false })).statusCode).toBe(400);
    expect((await post({ phase: 'party', confirm: true })).json().fieldErrors).toHaveProperty('phase');
    const [row] = await t.app.db.select().from(events).where(eq(events.id, eventId));
    expect(row!.phaseOverride).toBeNull();
  });

  it('sets and clears the override: version bumped, audit-logged with before and after', async () => {
    const before = (await get()).json();
    const set = await post({ phase: 'judging', confirm: true, version: before.version });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({
      phase: 'judging',
      datesPhase: 'registration',
      override: 'judging',
      version: before.version + 1,
      submissions: { open: false },
    });
    // Everyone else sees it: the public facts and the gates.
    expect((await t.app.inject({ url: '/api/event' })).json().phaseOverride).toBe('judging');
    const stale = await post({ phase: 'hacking', confirm: true, version: before.version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toMatch(
      /^Changed by .+ at \d{1,2} \w{3}, \d{2}:\d{2} IST — reload to see their version$/,
    );
    expect(stale.json().details).toMatchObject({ version: expect.any(Number) });

    const cleared = await post({ phase: null, confirm: true });
    expect(cleared.json()).toMatchObject({ phase: 'registration', override: null, version: before.version + 2 });
    const log = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'event.phase'), eq(auditLog.eventId, eventId)))
      .orderBy(auditLog.id);
    expect(log.map((l) => l.data)).toEqual([
      { before: { override: null, phase: 'registration' }, after: { override: 'judging', phase: 'judging' } },
      { before: { override: 'judging', phase: 'judging' }, after: { override: null, phase: 'registration' } },
    ]);
    expect(log[0]!.target).toBe('event:hackverse-2027');
  });

  it('is for admins only, and an archived edition refuses it', async () => {
    const team = await loginAs(t.app, 'team@example.com', 'team12345');
    expect((await post({ phase: 'judging', confirm: true }, team)).statusCode).toBe(403);
    expect((await get(team)).statusCode).toBe(403);
    const archived = await t.app.inject({
      method: 'POST',
      url: '/api/admin/events/hackverse-2026/phase',
      headers: bearer(admin),
      payload: { phase: 'hacking', confirm: true },
    });
    expect(archived.statusCode).toBe(409);
    expect((await t.app.inject({ url: '/api/admin/events/nope/phase', headers: bearer(admin) })).statusCode).toBe(404);
  });
});

describe('the test clock', () => {
  it('moves the server clock, and back', async () => {
    const at = '2030-01-01T00:00:00.000Z';
    const res = await t.app.inject({ method: 'POST', url: '/api/test/clock', payload: { at } });
    expect(res.statusCode).toBe(200);
    expect(Math.abs(Date.parse(res.json().now) - Date.parse(at))).toBeLessThan(1000);
    expect((await get()).json().phase).toBe('judging');
    await t.app.inject({ method: 'POST', url: '/api/test/clock', payload: { at: null } });
    expect(Math.abs(clockNow().getTime() - Date.now())).toBeLessThan(5);
  });

  it('exists only with TEST_CLOCK, which production refuses', async () => {
    const plain = await createTestApp({ seedDemo: false });
    try {
      const res = await plain.app.inject({ method: 'POST', url: '/api/test/clock', payload: { at: null } });
      expect(res.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
    expect(() => loadConfig({ NODE_ENV: 'production', TEST_CLOCK: 'true' } as NodeJS.ProcessEnv)).toThrow(
      /TEST_CLOCK: a test clock is refused when NODE_ENV=production/,
    );
    expect(loadConfig({ NODE_ENV: 'test', TEST_CLOCK: 'true' } as NodeJS.ProcessEnv).testClock).toBe(true);
  });
});
