import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '@shared/constants';
import { bearer, createTestApp, loginAs, type TestApp } from '../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    seedDemo: true,
    loginLimit: { perAccount: 3, perDevice: 3, perIp: 100, windowMs: 60_000 },
  });
});
afterAll(() => t.close());

describe('login', () => {
  it('signs the demo team in by email and answers token and user', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'team@example.com', password: 'team12345', userType: 'team' },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.token).toMatch(/^[\w-]{40,}$/);
    expect(body.user).toMatchObject({ email: 'team@example.com', role: 'team', status: 'active' });
    expect(body.user.teamId).toBeTypeOf('number');
    expect(body.user).not.toHaveProperty('passwordHash');
    const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
  });

  it('accepts the username in place of the email, in any case', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'ADMIN', password: 'admin12345' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.role).toBe('admin');
  });

  it('refuses a wrong password and an unknown account with the same message', async () => {
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'admin@example.com', password: 'nope-nope' },
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'ghost@example.com', password: 'nope-nope' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: 'Invalid email or password' });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('refuses a pending member who has not set a password yet', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'rahul@example.com', password: '' },
    });
    expect(res.statusCode).toBe(400);
    const res2 = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'rahul@example.com', password: 'anything1' },
    });
    expect(res2.statusCode).toBe(401);
  });

  it('rate-limits an account after repeated failures, even with the right password', async () => {
    for (let i = 0; i < 3; i++) {
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'kiran@example.com', password: 'wrong-password' },
      });
    }
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'kiran@example.com', password: 'member12345' },
    });
    expect(res.statusCode).toBe(429);
    expect(res.json().error).toMatch(/Too many sign-in attempts/);
  });

  it('answers 400 with field errors for a malformed body', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { password: 'x' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toHaveProperty('email');
  });
});

describe('session', () => {
  it('me answers 401 without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/me' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBeTruthy();
  });

  it('me answers the user with a bearer token and with the cookie', async () => {
    const token = await loginAs(t.app, 'team@example.com', 'team12345');
    const viaBearer = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect(viaBearer.statusCode).toBe(200);
    expect(viaBearer.json().email).toBe('team@example.com');
    const viaCookie = await t.app.inject({ method: 'GET', url: '/api/auth/me', cookies: { [SESSION_COOKIE]: token } });
    expect(viaCookie.json().username).toBe('team');
  });

  it('logout ends the token', async () => {
    const token = await loginAs(t.app, 'team@example.com', 'team12345');
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    expect(out.statusCode).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect(me.statusCode).toBe(401);
  });

  it('stores only a hash of the token', async () => {
    const token = await loginAs(t.app, 'admin@example.com', 'admin12345');
    const { rows } = (await t.app.dbHandle.db.execute(`select token_hash from sessions`)) as unknown as {
      rows: { token_hash: string }[];
    };
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((r) => r.token_hash === token)).toBe(false);
  });
});

describe('account registration', () => {
  it('creates a user without a team and signs them in', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Grace Hopper', email: 'grace@example.com', password: 'cobol-rules' },
    });
    expect(res.statusCode).toBe(201);
    const { token, user } = res.json();
    expect(user).toMatchObject({ name: 'Grace Hopper', role: 'team', teamId: null });
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect(me.json().email).toBe('grace@example.com');
  });

  it('refuses an email already registered, whatever its case', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Someone', email: 'TEAM@example.com', password: 'password123' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().fieldErrors.email).toMatch(/already exists/);
  });
});

describe('GitHub sign-in', () => {
  it('returns to /login with a clear message when GitHub is not configured', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/github' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/login?error=github_unavailable');
  });
});

describe('demo accounts', () => {
  it('lists the demo accounts only when demo data is on', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/demo-accounts' });
    expect(res.json().accounts.map((a: { email: string }) => a.email)).toEqual([
      'team@example.com',
      'admin@example.com',
      'judge@example.com',
      'mentor@example.com',
    ]);
  });
});
