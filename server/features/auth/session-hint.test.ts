// The session hint cookie: set and cleared with the HttpOnly session cookie, readable by the page, holding
// no secret, so a signed-out browser never has to ask GET /api/auth/me.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE, SESSION_HINT_COOKIE } from '@shared/constants';
import { createTestApp, type TestApp } from '../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seedDemo: true });
});
afterAll(() => t.close());

describe('session hint cookie', () => {
  it('comes with the session cookie at login, readable by scripts, without the token', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'team@example.com', password: 'team12345' },
    });
    expect(res.statusCode).toBe(200);
    const session = res.cookies.find((c) => c.name === SESSION_COOKIE);
    const hint = res.cookies.find((c) => c.name === SESSION_HINT_COOKIE);
    expect(session?.httpOnly).toBe(true);
    expect(hint).toBeDefined();
    expect(hint!.httpOnly).toBeFalsy();
    expect(hint!.value).toBe('1');
    expect(hint!.value).not.toContain(res.json().token);
    expect(hint!.path).toBe('/');
    expect(hint!.sameSite).toBe('Lax');
    expect(hint!.maxAge).toBe(session!.maxAge);
  });

  it('is cleared with the session cookie at logout', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(res.statusCode).toBe(200);
    for (const name of [SESSION_COOKIE, SESSION_HINT_COOKIE]) {
      const cookie = res.cookies.find((c) => c.name === name);
      expect(cookie?.value, name).toBe('');
      expect(new Date(cookie!.expires!).getTime(), name).toBeLessThan(Date.now());
    }
  });

  it('grants nothing by itself: the session call still answers 401 without a session', async () => {
    const res = await t.app.inject({ url: '/api/auth/me', cookies: { [SESSION_HINT_COOKIE]: '1' } });
    expect(res.statusCode).toBe(401);
  });
});
