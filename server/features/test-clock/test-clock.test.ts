// The test clock route: present only on test servers started with TEST_CLOCK=true, never in production;
// it moves the clock every calendar decision reads (clockNow) and goes back to the system clock on null.
import { afterAll, describe, expect, it } from 'vitest';
import { clockNow, setClock } from '../../lib/clock';
import { createTestApp } from '../../test/helpers';
import { testClockEnabled } from './routes';

afterAll(() => setClock(null));

describe('POST /api/test/clock', () => {
  it('does not exist unless TEST_CLOCK=true', async () => {
    const t = await createTestApp();
    try {
      const res = await t.app.inject({ method: 'POST', url: '/api/test/clock', payload: { at: null } });
      expect(res.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });

  it('is never enabled in production', () => {
    expect(testClockEnabled({ TEST_CLOCK: 'true' }, 'production')).toBe(false);
    expect(testClockEnabled({ TEST_CLOCK: 'true' }, 'test')).toBe(true);
    expect(testClockEnabled({}, 'test')).toBe(false);
  });

  it('moves the server clock to the instant asked for, and back on null', async () => {
    process.env.TEST_CLOCK = 'true';
    const t = await createTestApp();
    delete process.env.TEST_CLOCK;
    try {
      const at = '2031-05-15T18:29:00.000Z';
      const res = await t.app.inject({ method: 'POST', url: '/api/test/clock', payload: { at } });
      expect(res.statusCode).toBe(200);
      expect(Date.parse(res.json().now) - Date.parse(at)).toBeLessThan(1000);
      expect(Math.abs(clockNow().getTime() - Date.parse(at))).toBeLessThan(1000);

      const bad = await t.app.inject({ method: 'POST', url: '/api/test/clock', payload: { at: 'tomorrow' } });
      expect(bad.statusCode).toBe(400);
      expect(bad.body).toContain('at');

      const back = await t.app.inject({ method: 'POST', url: '/api/test/clock', payload: { at: null } });
      expect(back.statusCode).toBe(200);
      expect(Math.abs(clockNow().getTime() - Date.now())).toBeLessThan(1000);
    } finally {
      await t.close();
    }
  });
});
