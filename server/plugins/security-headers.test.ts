// HSTS only over HTTPS, a connect-src limited to our own hosts, and a logout that another site cannot
// trigger with the visitor's cookie.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '@shared/constants';
import { bearer, createTestApp, loginAs, type TestApp } from '../test/helpers';

let t: TestApp;
beforeAll(async () => {
  // inject() comes from 127.0.0.1: trusting loopback makes it a proxy whose X-Forwarded-Proto counts.
  t = await createTestApp({
    seedDemo: true,
    trustProxy: ['127.0.0.1'],
    allowedOrigins: ['https://hack.example.org', 'http://localhost:3000'],
  });
});
afterAll(() => t.close());

const me = (token: string) => t.app.inject({ url: '/api/auth/me', headers: bearer(token) });

describe('Strict-Transport-Security', () => {
  it('is absent on a plain HTTP answer', async () => {
    const res = await t.app.inject({ url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('is sent when a trusted proxy says the request came over HTTPS', async () => {
    const res = await t.app.inject({ url: '/healthz', headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
  });

  it('is not sent on the word of an untrusted peer', async () => {
    const res = await t.app.inject({
      url: '/healthz',
      remoteAddress: '203.0.113.9',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('API answers and documents', () => {
  it("an API answer allows nothing to run or frame it, and carries only the API's headers", async () => {
    const res = await t.app.inject({ url: '/api/event', headers: { 'x-forwarded-proto': 'https' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject({
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'no-referrer',
      'cross-origin-resource-policy': 'same-origin',
    });
    expect(res.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
    expect(res.headers['x-dns-prefetch-control']).toBeUndefined();
    // A refused call is an API answer too.
    const refused = await t.app.inject({ url: '/api/admin/stats' });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it("documents (the API docs page, the app's pages) get helmet's whole set with the app's CSP", async () => {
    for (const url of ['/api/docs', '/healthz']) {
      const res = await t.app.inject({ url });
      expect(res.headers['content-security-policy']).toMatch(/script-src 'self'/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    }
  });
});

describe('Content-Security-Policy connect-src', () => {
  const connectSrc = (csp: string) =>
    csp
      .split(';')
      .find((d) => d.trim().startsWith('connect-src'))!
      .trim();

  it("allows 'self' and the WebSocket origins of our own hosts only", async () => {
    const res = await t.app.inject({ url: '/healthz', headers: { host: 'localhost:3000' } });
    const sources = connectSrc(String(res.headers['content-security-policy'])).split(/\s+/).slice(1);
    expect(sources).toContain("'self'");
    expect(sources).toEqual(
      expect.arrayContaining(['wss://hack.example.org', 'ws://localhost:3000', 'wss://localhost:3000']),
    );
    // No scheme-only source: `ws:` alone would let a script connect to any host.
    for (const s of sources) expect(s).toMatch(/^'self'$|^wss?:\/\/[^/\s]+$/);
  });

  it('does not copy a malformed Host header into the policy', async () => {
    const res = await t.app.inject({ url: '/healthz', headers: { host: "evil.example; script-src 'unsafe-inline'" } });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).not.toContain('evil.example');
    expect(csp).toMatch(/script-src 'self'(;|$)/);
  });
});

describe('POST /api/auth/logout', () => {
  it('refuses a cross-site request carrying only the session cookie, and the session stays', async () => {
    const token = await loginAs(t.app, 'team@example.com', 'team12345');
    for (const headers of [{ origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site' }]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        cookies: { [SESSION_COOKIE]: token },
        headers,
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toMatch(/cross-site/i);
    }
    expect((await me(token)).statusCode).toBe(200);
  });

  it('signs out from our own origin with the cookie, and by bearer token whatever the origin', async () => {
    const viaCookie = await loginAs(t.app, 'team@example.com', 'team12345');
    const same = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      cookies: { [SESSION_COOKIE]: viaCookie },
      headers: { origin: 'https://hack.example.org' },
    });
    expect(same.statusCode).toBe(200);
    expect((await me(viaCookie)).statusCode).toBe(401);

    const viaBearer = await loginAs(t.app, 'team@example.com', 'team12345');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { ...bearer(viaBearer), origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(200);
    expect((await me(viaBearer)).statusCode).toBe(401);
  });
});
