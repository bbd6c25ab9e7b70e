import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from './test/helpers';
import { seed } from './db/seed';
import { events, problems, teams, users } from './db/schema';
import { currentEventId } from './test/fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seedDemo: true });
});
afterAll(() => t.close());

describe('app', () => {
  it('GET /healthz reports the database', async () => {
    const res = await t.app.inject({ url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('ok');
  });

  it('sends security headers with a CSP that allows no inline script', async () => {
    const res = await t.app.inject({ url: '/healthz' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends the same security headers on every API answer, cached reads (early or not) and errors included', async () => {
    const first = await t.app.inject({ url: '/api/event' });
    for (const url of ['/api/problems', '/api/problems', '/api/no-such-route']) {
      const res = await t.app.inject({ url });
      for (const name of ['content-security-policy', 'x-frame-options', 'referrer-policy', 'x-content-type-options'])
        expect(res.headers[name], `${url} ${name}`).toBe(first.headers[name]);
      // Plain HTTP: no HSTS (security-headers.test.ts checks it is sent over HTTPS).
      expect(res.headers['strict-transport-security'], url).toBeUndefined();
    }
    expect(first.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    const health = await t.app.inject({ url: '/healthz' });
    expect(health.headers['content-security-policy']).toMatch(/connect-src 'self'/);
  });

  it('echoes a caller request id and makes one otherwise', async () => {
    const given = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': 'abc-123' } });
    expect(given.headers['x-request-id']).toBe('abc-123');
    const made = await t.app.inject({ url: '/healthz' });
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('publishes the OpenAPI document', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toContain('/api/auth/login');
  });
});

describe('seed', () => {
  it('creates the current edition (and an archived past one), at least three challenges per category, pending teams', async () => {
    const db = t.app.db;
    const editions = await db.select({ slug: events.slug, state: events.state }).from(events);
    expect(editions.filter((e) => e.state === 'current')).toHaveLength(1);
    expect(editions).toContainEqual({ slug: 'hackverse-2026', state: 'archived' });
    const eventId = await currentEventId(t.app);
    const rows = await db
      .select({ category: problems.category, slug: problems.slug })
      .from(problems)
      .where(eq(problems.eventId, eventId));
    for (const cat of ['ai', 'cybersecurity', 'green', 'blockchain', 'health']) {
      expect(rows.filter((r) => r.category === cat).length).toBeGreaterThanOrEqual(3);
    }
    expect(rows.map((r) => r.slug)).toEqual(
      expect.arrayContaining(['ai-voice-assistant', 'cyber-defense-challenge', 'blockchain-voting']),
    );
    const statuses = (await db.select({ status: teams.status }).from(teams).where(eq(teams.eventId, eventId))).map(
      (r) => r.status,
    );
    expect(statuses).toContain('pending');
    expect(statuses).toContain('approved');
  });

  it('is idempotent', async () => {
    const before = await Promise.all([
      t.app.db.select({ n: count() }).from(users),
      t.app.db.select({ n: count() }).from(problems),
      t.app.db.select({ n: count() }).from(teams),
      t.app.db.select({ n: count() }).from(events),
    ]);
    await seed(t.app.db, { demo: true });
    const after = await Promise.all([
      t.app.db.select({ n: count() }).from(users),
      t.app.db.select({ n: count() }).from(problems),
      t.app.db.select({ n: count() }).from(teams),
      t.app.db.select({ n: count() }).from(events),
    ]);
    expect(after.map((r) => r[0]!.n)).toEqual(before.map((r) => r[0]!.n));
  });
});
