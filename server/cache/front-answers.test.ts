// The answers written before Fastify (front-answers.ts), over real HTTP (app.inject goes the whole way):
// the same bytes and headers as the route's own answer, never a stale one, Fastify's log lines, and the
// kept session's /me.
import http from 'node:http';
import { Writable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { SESSION_COOKIE } from '@shared/constants';
import { problems } from '../db/schema';
import { createTestApp, loginAs, type TestApp } from '../test/helpers';
import { createPeople, PEOPLE_PASSWORD } from '../test/people';

const SLUG = 'ai-voice-assistant';
let lines: string[] = [];
const sink = new Writable({
  write(chunk: Buffer, _enc, done) {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    done();
  },
});

let t: TestApp;
let base = '';
beforeAll(async () => {
  // The tests' requests come from 127.0.0.1, named as the proxy: X-Forwarded-Proto is believed.
  t = await createTestApp({ seedDemo: true, trustProxy: ['127.0.0.1'], logLevel: 'info' }, undefined, {
    logStream: sink,
  });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());
beforeEach(() => {
  lines = [];
});

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A GET over a connection of its own, the body as it came (compressed or not). */
const get = (url: string, headers: Record<string, string> = {}) =>
  new Promise<Answer>((resolve, reject) => {
    http
      .get(`${base}${url}`, { headers, agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });

/** The headers that say the same thing whichever way the answer went (not the date, id or connection). */
function lasting(headers: Record<string, unknown>) {
  const { date: _d, 'x-request-id': _id, connection: _c, 'keep-alive': _k, ...rest } = headers;
  return rest;
}

/** The route's own answer to the same request: app.inject never takes the early way. */
const whole = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });

describe('public reads answered before Fastify', () => {
  it('a repeated read gets the bytes and headers of the route, in every encoding and as a 304', async () => {
    // Every challenge's card: over 1 KB, so compressed; not read before in this file.
    const url = '/api/problems';
    const early = vi.spyOn(t.app.publicCache, 'answerEarly');
    try {
      const first = await get(url);
      expect(first.body.length).toBeGreaterThan(1024);
      const etag = String(first.headers.etag);
      const cases: Array<Record<string, string>> = [
        {},
        { 'accept-encoding': 'gzip' },
        { 'accept-encoding': 'gzip, br' },
        { 'if-none-match': etag },
        // Behind the named proxy, over HTTPS: HSTS, as the route's answer carries it.
        { 'x-forwarded-proto': 'https' },
      ];
      for (const headers of cases) {
        const fast = await get(url, headers);
        const route = await whole(url, headers);
        expect(fast.status, JSON.stringify(headers)).toBe(route.statusCode);
        expect(lasting(fast.headers), JSON.stringify(headers)).toEqual(lasting(route.headers));
        expect(fast.body.equals(route.rawPayload), JSON.stringify(headers)).toBe(true);
      }
      // The first went the whole way (nothing kept for this URL yet); every other was answered early.
      expect(early.mock.results.map((r) => r.value !== undefined)).toEqual([false, ...cases.map(() => true)]);
      const [plain, gzip, br, notModified, https] = await Promise.all(cases.map((h) => get(url, h)));
      expect(JSON.parse(gunzipSync(gzip!.body).toString())).toEqual(JSON.parse(plain!.body.toString()));
      expect(JSON.parse(brotliDecompressSync(br!.body).toString())).toEqual(JSON.parse(plain!.body.toString()));
      expect(br!.headers['content-encoding']).toBe('br');
      expect([notModified!.status, notModified!.body.length]).toEqual([304, 0]);
      expect(https!.headers['strict-transport-security']).toMatch(/max-age=/);
      expect(plain!.headers['strict-transport-security']).toBeUndefined();
      expect(plain!.headers).toMatchObject({
        'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
        'x-content-type-options': 'nosniff',
        'cache-control': 'no-cache',
      });
    } finally {
      early.mockRestore();
    }
  });

  it('gives every answer its own request id, or the one the caller sent', async () => {
    await get('/api/event');
    const [a, b] = [await get('/api/event'), await get('/api/event')];
    expect(a.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(b.headers['x-request-id']).not.toBe(a.headers['x-request-id']);
    expect((await get('/api/event', { 'x-request-id': 'proxy-42' })).headers['x-request-id']).toBe('proxy-42');
  });

  it('never answers early once the answer changed, nor for another method or an unknown URL', async () => {
    const early = vi.spyOn(t.app.publicCache, 'answerEarly');
    try {
      const before = JSON.parse((await get(`/api/problems/${SLUG}`)).body.toString()) as { title: string };
      await get(`/api/problems/${SLUG}`);
      await t.app.db
        .update(problems)
        .set({ title: `${before.title} (early)` })
        .where(eq(problems.slug, SLUG));
      const after = await get(`/api/problems/${SLUG}`);
      expect((JSON.parse(after.body.toString()) as { title: string }).title).toBe(`${before.title} (early)`);
      expect(early.mock.results.map((r) => r.value !== undefined)).toEqual([false, true, false]);
      await t.app.db.update(problems).set({ title: before.title }).where(eq(problems.slug, SLUG));
      const head = await new Promise<number>((resolve, reject) =>
        http
          .request(`${base}/api/problems/${SLUG}`, { method: 'HEAD', agent: false }, (res) => resolve(res.statusCode!))
          .on('error', reject)
          .end(),
      );
      expect(head).toBe(200);
      expect(early).toHaveBeenCalledTimes(3); // a HEAD is never looked up
      expect((await get(`/api/problems/${SLUG}?unknown=1`)).status).toBe(200);
      expect(early.mock.results.slice(3).map((r) => r.value !== undefined)).toEqual([false]);
    } finally {
      early.mockRestore();
    }
  });

  it('is logged as Fastify logs the whole way: the request, then its status and time, under one id', async () => {
    await get('/api/event');
    lines = [];
    const fast = await get('/api/event');
    await vi.waitFor(() => expect(lines.some((l) => l.includes('request completed'))).toBe(true));
    const id = fast.headers['x-request-id'];
    const [incoming, completed] = lines.map((l) => JSON.parse(l) as Record<string, never>);
    expect(incoming).toMatchObject({
      reqId: id,
      msg: 'incoming request',
      req: { method: 'GET', url: '/api/event', remoteAddress: '127.0.0.1' },
    });
    expect(completed).toMatchObject({ reqId: id, msg: 'request completed', res: { statusCode: 200 } });
    expect(typeof completed!.responseTime).toBe('number');
  });
});

describe('/api/auth/me answered before Fastify', () => {
  it('a kept session gets the answer and headers of the route; anything else goes the whole way', async () => {
    const [p] = await createPeople(t.app, 1, 'earlyme');
    const token = await loginAs(t.app, p!.email, PEOPLE_PASSWORD);
    const auth = { authorization: `Bearer ${token}` };
    const find = vi.spyOn(t.app.sessionLookup, 'find');
    const peek = vi.spyOn(t.app.sessionLookup, 'peek');
    try {
      const first = await get('/api/auth/me', auth);
      const second = await get('/api/auth/me', auth);
      // The first went through the route's guard (nothing kept yet); the second never reached it.
      expect(peek.mock.results.map((r) => r.value === undefined)).toEqual([true, false]);
      expect(find).toHaveBeenCalledTimes(1);
      expect(second.status).toBe(200);
      expect(second.body.equals(first.body)).toBe(true);
      expect(JSON.parse(second.body.toString())).toMatchObject({ email: p!.email });
      expect(lasting(second.headers)).toEqual(lasting(first.headers));
      expect(second.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
      // A cookie-only caller and a query string go the whole way, with the same answer.
      const byCookie = await get('/api/auth/me', { cookie: `${SESSION_COOKIE}=${token}` });
      const withQuery = await get('/api/auth/me?x=1', auth);
      expect([byCookie.body.toString(), withQuery.body.toString()]).toEqual([
        first.body.toString(),
        first.body.toString(),
      ]);
      expect(find).toHaveBeenCalledTimes(3);
      // An unknown bearer token is refused by the route as before.
      expect((await get('/api/auth/me', { authorization: 'Bearer not-a-session' })).status).toBe(401);
    } finally {
      find.mockRestore();
      peek.mockRestore();
    }
  });
});
