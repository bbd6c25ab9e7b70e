import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '@shared/constants';
import { bearer, createTestApp, loginAs, type TestApp } from '../test/helpers';
import { requireRole, requireUser } from './auth';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seedDemo: true }, (app) => {
    app.post('/api/_test/user', { preHandler: requireUser }, async () => ({ ok: true }));
    app.get('/api/_test/admin', { preHandler: requireRole('admin') }, async () => ({ ok: true }));
    app.get('/api/_test/team', { preHandler: requireRole('team') }, async () => ({ ok: true }));
    app.get('/api/_test/boom', async () => {
      throw new Error('secret database detail');
    });
  });
});
afterAll(() => t.close());

describe('guards', () => {
  it('requireRole answers 401 anonymous, 403 wrong role, 200 right role', async () => {
    const team = await loginAs(t.app, 'team@example.com', 'team12345');
    const admin = await loginAs(t.app, 'admin@example.com', 'admin12345');
    expect((await t.app.inject({ url: '/api/_test/admin' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/_test/admin', headers: bearer(team) })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/_test/admin', headers: bearer(admin) })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/_test/team', headers: bearer(admin) })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/_test/team', headers: bearer(team) })).statusCode).toBe(200);
  });

  it('refuses a cookie-only mutation from another site, accepts same-origin and bearer', async () => {
    const token = await loginAs(t.app, 'team@example.com', 'team12345');
    const cross = await t.app.inject({
      method: 'POST',
      url: '/api/_test/user',
      cookies: { [SESSION_COOKIE]: token },
      headers: { origin: 'https://evil.example' },
    });
    expect(cross.statusCode).toBe(403);
    const crossSite = await t.app.inject({
      method: 'POST',
      url: '/api/_test/user',
      cookies: { [SESSION_COOKIE]: token },
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.statusCode).toBe(403);
    const same = await t.app.inject({
      method: 'POST',
      url: '/api/_test/user',
      cookies: { [SESSION_COOKIE]: token },
      headers: { origin: 'http://localhost:3000' },
    });
    expect(same.statusCode).toBe(200);
    const viaBearer = await t.app.inject({
      method: 'POST',
      url: '/api/_test/user',
      headers: { ...bearer(token), origin: 'https://evil.example' },
    });
    expect(viaBearer.statusCode).toBe(200);
  });
});

describe('error handler', () => {
  it('answers a 5xx without internals and with a request id', async () => {
    const res = await t.app.inject({ url: '/api/_test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: 'Internal server error' });
    expect(res.body).not.toContain('secret');
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.inject({ url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Not found' });
  });

  it('answers malformed JSON with a 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBeTruthy();
  });
});
