// The database counters under the limits (DESIGN D12), on PGlite and on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/helpers';
import { handBack, humanWait, RateCounter } from './throttle';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let n = 0;
const counter = (max: number, windowMs = 60_000) => new RateCounter(t.app.db, { name: `test-${++n}`, max, windowMs });
const endWindow = (key: string) =>
  t.app.db.execute(sql`update rate_counters set reset_at = now() - interval '1 second' where key = ${key}`);

describe('RateCounter', () => {
  it('hands out exactly max slots to parallel callers, and says when the window ends', async () => {
    const c = counter(10);
    const verdicts = await Promise.all(Array.from({ length: 60 }, () => c.reserve('a')));
    expect(verdicts.filter((v) => v.ok)).toHaveLength(10);
    for (const v of verdicts.filter((v) => !v.ok)) {
      expect(v).toEqual({ ok: false, retryAfter: expect.any(Number) });
      if (!v.ok) expect(v.retryAfter).toBeGreaterThan(0);
      if (!v.ok) expect(v.retryAfter).toBeLessThanOrEqual(60);
    }
    // Other subjects have budgets of their own.
    expect((await c.reserve('b')).ok).toBe(true);
  });

  it('starts a new window once the old one has ended', async () => {
    const c = counter(1);
    expect(await c.reserve('x')).toEqual({ ok: true, count: 1 });
    expect((await c.reserve('x')).ok).toBe(false);
    await endWindow(c.key('x'));
    expect(await c.reserve('x')).toEqual({ ok: true, count: 1 });
  });

  it('gives slots back without going below zero, and counts hits past the limit', async () => {
    const c = counter(2);
    await c.reserve('x');
    await c.reserve('x');
    expect((await c.reserve('x')).ok).toBe(false);
    await c.release('x', 5);
    expect(await c.reserve('x')).toEqual({ ok: true, count: 1 });
    expect((await c.hit('y')).count).toBe(1);
    await c.hit('y');
    expect((await c.hit('y')).count).toBe(3);
    expect(await c.take('y')).toBe(3);
    expect(await c.take('y')).toBe(0);
  });

  it('handBack ends one window and returns its count plus one to the targets', async () => {
    const source = counter(100);
    const a = counter(100);
    const b = counter(100);
    for (let i = 0; i < 3; i++) await source.hit('s');
    for (let i = 0; i < 5; i++) await a.reserve('t');
    await b.reserve('t');
    await handBack(t.app.db, source.key('s'), [a.key('t'), b.key('t')]);
    expect(await source.take('s')).toBe(0);
    expect((await a.hit('t')).count).toBe(2); // 5 - (3 + 1), then this hit
    expect((await b.hit('t')).count).toBe(1); // never below zero
  });

  it('counts nothing for a window that has ended', async () => {
    const c = counter(5);
    await c.hit('old');
    await endWindow(c.key('old'));
    expect(await c.take('old')).toBe(0);
  });
});

describe('humanWait', () => {
  it('rounds up to what people read', () => {
    expect([1, 45, 60, 61, 900, 3600].map(humanWait)).toEqual([
      '1 second',
      '45 seconds',
      '1 minute',
      '2 minutes',
      '15 minutes',
      '60 minutes',
    ]);
  });
});
