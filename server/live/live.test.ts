// The /ws protocol with real `ws` clients against a listening app (PGlite, or PostgreSQL with
// TEST_DATABASE_URL).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { testConfig } from '../config';
import { openDb } from '../db/client';
import { createTestApp, loginAs, onPostgres, type TestApp } from '../test/helpers';
import { DEMO_ACCOUNTS } from '../db/seed-accounts';
import { SESSION_COOKIE } from '@shared/constants';
import {
  LIVE_LIMITS,
  chatMessageSchema,
  errorMessageSchema,
  welcomeMessageSchema,
  type LiveMessage,
} from '@shared/schemas/live';
import type { AddressInfo } from 'node:net';
import { WebSocketServer } from 'ws';
import pino from 'pino';
import { LiveHub, type Connection } from './hub';
import { TokenBucket } from './rate';
import { connect, listen, type TestClient } from '../test/live-sockets';

const isType = (type: string) => (m: LiveMessage) => m.type === type;
const team = DEMO_ACCOUNTS.find((a) => a.email === 'team@example.com')!;

describe('live channel /ws', () => {
  let t: TestApp;
  let url: string;
  let port: number;
  const clients: TestClient[] = [];
  const open = async (opts?: Parameters<typeof connect>[1], u = url) => {
    const c = await connect(u, opts);
    clients.push(c);
    return c;
  };

  beforeAll(async () => {
    t = await createTestApp({ seedDemo: true });
    url = await listen(t.app);
    port = Number(new URL(url).port);
  });
  afterAll(async () => {
    for (const c of clients) c.ws.terminate();
    await t?.close();
  });

  it('greets a new client with a welcome message', async () => {
    const c = await open();
    const welcome = welcomeMessageSchema.parse(await c.next());
    expect(welcome.sender).toBe('Server');
    expect(welcome.message).toMatch(/connected/i);
    expect(welcome.user).toBeUndefined();
    expect(new Date(welcome.timestamp).toISOString()).toBe(welcome.timestamp);
  });

  it('broadcasts a chat message to every connected client, the sender included', async () => {
    const [a, b, c] = await Promise.all([open(), open(), open()]);
    await Promise.all([a, b, c].map((x) => x.next(isType('welcome'))));
    a.send({ type: 'chat', message: '  hello everyone  ', sender: 'User', timestamp: new Date().toISOString() });
    for (const x of [a, b, c]) {
      const m = chatMessageSchema.parse(await x.next(isType('chat')));
      expect(m).toMatchObject({ type: 'chat', message: 'hello everyone', sender: 'User', verified: false });
    }
    // Exactly once each.
    await Promise.all([a, b, c].map((x) => x.none(isType('chat'))));
  });

  it("uses an anonymous client's own sender, bounded, or 'User'", async () => {
    const c = await open();
    c.send({ type: 'chat', message: 'one', sender: 'Ada' });
    expect((await c.next(isType('chat'))).sender).toBe('Ada');
    c.send({ type: 'chat', message: 'two' });
    expect((await c.next(isType('chat'))).sender).toBe('User');
    c.send({ type: 'chat', message: 'three', sender: `  ${'x'.repeat(200)}\u0000` });
    expect((await c.next(isType('chat'))).sender).toBe('x'.repeat(LIVE_LIMITS.senderMax));
  });

  it('answers ping with pong to that client only', async () => {
    const [a, b] = await Promise.all([open(), open()]);
    await Promise.all([a.next(isType('welcome')), b.next(isType('welcome'))]);
    a.send({ type: 'ping', timestamp: new Date().toISOString() });
    const pong = await a.next(isType('pong'));
    expect(pong).toMatchObject({ type: 'pong', sender: 'Server' });
    await b.none(isType('pong'));
  });

  it('answers malformed JSON, unknown types and invalid messages with an error and keeps the socket open', async () => {
    const c = await open();
    await c.next(isType('welcome'));
    const cases: Array<[string | Buffer, string, RegExp]> = [
      ['{not json', 'malformed', /malformed/i],
      ['42', 'malformed', /object/i],
      ['{"message":"no type"}', 'malformed', /type/i],
      ['{"type":"shout","message":"hi"}', 'unknown_type', /unknown message type "shout"/i],
      ['{"type":"chat","message":"   "}', 'invalid', /cannot be empty/i],
      ['{"type":"chat","message":42}', 'invalid', /text/i],
      [
        JSON.stringify({ type: 'chat', message: 'x'.repeat(LIVE_LIMITS.chatMessageMax + 1) }),
        'invalid',
        /cannot exceed/i,
      ],
    ];
    for (const [frame, code, text] of cases) {
      c.send(frame);
      const err = errorMessageSchema.parse(await c.next(isType('error')));
      expect(err.code, String(frame)).toBe(code);
      expect(err.message).toMatch(text);
    }
    c.ws.send(Buffer.from([1, 2, 3]), { binary: true });
    expect((await c.next(isType('error'))).code).toBe('malformed');
    await c.none(isType('chat'));
    c.send({ type: 'ping' });
    await c.next(isType('pong'));
    expect(c.ws.readyState).toBe(c.ws.OPEN);
  });

  it('answers an oversize message with an error, and closes the socket with 1009 when it is far too big', async () => {
    const c = await open();
    await c.next(isType('welcome'));
    c.send({ type: 'chat', message: 'x'.repeat(LIVE_LIMITS.maxPayloadBytes) });
    const err = await c.next(isType('error'));
    expect(err.code).toBe('too_large');
    c.send({ type: 'ping' });
    await c.next(isType('pong'));

    c.send({ type: 'chat', message: 'x'.repeat(LIVE_LIMITS.hardMaxPayloadBytes + 1) });
    expect((await c.closed).code).toBe(1009);
  });

  it('refuses browser connections from origins that are not allowed', async () => {
    await expect(connect(url, { origin: 'http://evil.example' })).rejects.toThrow(/403/);
    await expect(connect(url, { origin: `http://localhost:${port}.evil.example` })).rejects.toThrow(/403/);
    // The configured public origin, the host the client reached, and non-browser clients (no Origin).
    const allowed = await open({ origin: t.config.publicUrl });
    await allowed.next(isType('welcome'));
    const ownHost = await open({ origin: `http://127.0.0.1:${port}` });
    await ownHost.next(isType('welcome'));
  });

  it('refuses floods with an error and closes a socket that keeps flooding', async () => {
    const c = await open();
    await c.next(isType('welcome'));
    for (let i = 0; i < LIVE_LIMITS.burst * 2; i++) c.send({ type: 'ping' });
    const err = await c.next(isType('error'));
    expect(err).toMatchObject({ code: 'rate_limited' });
    await new Promise((r) => setTimeout(r, 300));
    const pongs = c.messages.filter(isType('pong')).length;
    expect(pongs).toBeGreaterThanOrEqual(LIVE_LIMITS.burst);
    expect(pongs).toBeLessThan(LIVE_LIMITS.burst * 2);
    // One error per second at most, not one per refused message.
    expect(c.messages.filter(isType('error')).length).toBe(1);
    expect(c.ws.readyState).toBe(c.ws.OPEN);

    // After a pause the bucket has refilled.
    await new Promise((r) => setTimeout(r, 1000));
    c.send({ type: 'ping' });
    await c.next((m) => m.type === 'pong' && c.messages.indexOf(m) > c.messages.indexOf(err));

    for (let i = 0; i < LIVE_LIMITS.burst + LIVE_LIMITS.abuseAfterRefused + 10; i++) c.send({ type: 'ping' });
    expect((await c.closed).code).toBe(1008);
  });

  it('knows a signed-in client by bearer header, session cookie or ?token=, and uses its name as the sender', async () => {
    const token = await loginAs(t.app, team.email, team.password);
    const me = (
      await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } })
    ).json();
    const name = me.name as string;
    expect(typeof name).toBe('string');

    const viaHeader = await open({ headers: { authorization: `Bearer ${token}` } });
    const viaCookie = await open({ headers: { cookie: `${SESSION_COOKIE}=${token}` }, origin: t.config.publicUrl });
    const viaQuery = await open(undefined, `${url}?token=${encodeURIComponent(token)}`);
    for (const c of [viaHeader, viaCookie, viaQuery]) {
      expect(welcomeMessageSchema.parse(await c.next(isType('welcome'))).user).toBe(name);
    }
    viaQuery.send({ type: 'chat', message: 'from a team', sender: 'Somebody Else' });
    const chat = chatMessageSchema.parse(await viaHeader.next(isType('chat')));
    expect(chat).toMatchObject({ sender: name, verified: true, message: 'from a team' });

    // A wrong token is an anonymous client, not a refusal (the console is public).
    const anon = await open(undefined, `${url}?token=nope`);
    expect((await anon.next(isType('welcome'))).user).toBeUndefined();
  });

  it('app.live.publish reaches every client with the extra fields', async () => {
    const [a, b] = await Promise.all([open(), open()]);
    await Promise.all([a.next(isType('welcome')), b.next(isType('welcome'))]);
    await t.app.live.publish({
      type: 'announcement',
      message: 'Submissions close at midnight',
      sender: 'Organizers',
      id: 7,
      title: 'Deadline',
    });
    for (const c of [a, b]) {
      const m = await c.next(isType('announcement'));
      expect(m).toMatchObject({
        type: 'announcement',
        message: 'Submissions close at midnight',
        sender: 'Organizers',
        id: 7,
        title: 'Deadline',
      });
      expect(typeof m.timestamp).toBe('string');
    }
    await expect(
      t.app.live.publish({ type: 'announcement', message: 'x'.repeat(LIVE_LIMITS.maxPublishBytes) }),
    ).rejects.toThrow(/too large/);
    await expect(t.app.live.publish({ type: '', message: 'x' })).rejects.toThrow();
    await a.none(isType('announcement'));
    expect(t.app.live.clientCount()).toBeGreaterThanOrEqual(2);
  });

  it('answers a plain GET /ws with 426', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/ws' });
    expect(res.statusCode).toBe(426);
  });
});

describe('live channel lifecycle', () => {
  it('closes every socket with 1001 when the app closes', async () => {
    const t = await createTestApp();
    const url = await listen(t.app);
    const clients = await Promise.all([connect(url), connect(url)]);
    await Promise.all(clients.map((c) => c.next(isType('welcome'))));
    const started = Date.now();
    await t.close();
    for (const c of clients) expect((await c.closed).code).toBe(1001);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('drops a client that stops answering heartbeat pings', async () => {
    // The hub on a plain ws server, beating by hand: the timing is the test's, not the machine's.
    const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
    await new Promise((r) => wss.once('listening', r));
    const hub = new LiveHub(pino({ level: 'silent' }));
    const serverSide: Connection[] = [];
    wss.on('connection', (socket) => {
      const conn: Connection = {
        socket,
        userName: null,
        userId: null,
        bucket: new TokenBucket(1, 1),
        refused: 0,
        lastRateErrorAt: 0,
        missed: 0,
      };
      hub.add(conn);
      serverSide.push(conn);
    });
    const url = `ws://127.0.0.1:${(wss.address() as AddressInfo).port}`;
    try {
      const dead = await connect(url, { autoPong: false });
      const alive = await connect(url);
      while (serverSide.length < 2) await new Promise((r) => setTimeout(r, 10));
      const pong = () => new Promise((r) => serverSide[1]!.socket.once('pong', r));
      for (let i = 0; i < 2; i++) {
        const answered = pong();
        hub.beat();
        await answered;
      }
      expect(serverSide.map((c) => c.missed)).toEqual([2, 0]);
      hub.beat();
      expect((await dead.closed).code).toBe(1006); // terminated, no close frame
      expect(alive.ws.readyState).toBe(alive.ws.OPEN);
      expect(hub.size).toBe(1);
      await alive.close();
    } finally {
      await new Promise((r) => wss.close(r));
    }
  });

  it.skipIf(onPostgres)(
    'delivers between apps that share one PGlite (in-process bus)',
    async () => {
      const handle = await openDb({ dataDir: ':memory:' });
      const a = await buildApp(testConfig(), { dbHandle: handle });
      const b = await buildApp(testConfig(), { dbHandle: handle });
      try {
        const [ca, cb] = await Promise.all([connect(await listen(a)), connect(await listen(b))]);
        ca.send({ type: 'chat', message: 'across' });
        expect((await cb.next(isType('chat'))).message).toBe('across');
        expect((await ca.next(isType('chat'))).message).toBe('across');
        await Promise.all([ca.none(isType('chat')), cb.none(isType('chat'))]);
        await b.live.publish({ type: 'announcement', message: 'hi', sender: 'Admin' });
        await ca.next(isType('announcement'));
      } finally {
        await b.close();
        await a.close();
        await handle.close();
      }
      // It builds its own database and two apps inside the test (not in a hook): on a loaded 2-core machine
      // that alone passed the 30 s limit.
    },
    120_000,
  );
});
