// /ws on event day (issue 10 item 7): a socket loses its identity when its session ends or its user
// changes team; one address can hold only so many sockets; a broadcast reaches hundreds of sockets in
// order while being written in slices; a client that stops reading is dropped instead of growing the
// server's memory. Real `ws` clients against a listening app (PGlite, or PostgreSQL with TEST_DATABASE_URL).
import http, { type IncomingHttpHeaders } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_CLOSE, type LiveMessage } from '@shared/schemas/live';
import { testConfig } from '../config';
import { createSession } from '../features/auth/index';
import { createTeam } from '../test/fixtures';
import { bearer, createTestApp, loginAs, type TestApp } from '../test/helpers';
import { SESSION_ENDED_REASON } from './identity';
import { connect, listen, type TestClient } from '../test/live-sockets';

const isType = (type: string) => (m: LiveMessage) => m.type === type;
const live = (overrides: Partial<ReturnType<typeof testConfig>['live']>) => ({ ...testConfig().live, ...overrides });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A WebSocket handshake by hand, to read the refusal's status, headers and body. */
function upgradeAttempt(wsUrl: string): Promise<{ status: number; headers: IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get(wsUrl.replace('ws:', 'http:'), {
      headers: {
        connection: 'Upgrade',
        upgrade: 'websocket',
        'sec-websocket-version': '13',
        'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==',
      },
    });
    req.on('upgrade', (_res, socket) => {
      socket.destroy();
      reject(new Error('the upgrade was accepted'));
    });
    req.on('response', (res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
  });
}

async function waitFor(check: () => boolean, what: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(20);
  }
}

describe('live sockets follow their session', () => {
  let t: TestApp;
  let url: string;
  const clients: TestClient[] = [];
  const open = async (token?: string) => {
    const c = await connect(url, token ? { headers: { authorization: `Bearer ${token}` } } : {});
    clients.push(c);
    await c.next(isType('welcome'));
    return c;
  };
  const expectSessionEnded = async (c: TestClient) => {
    expect(await c.closed).toEqual({ code: LIVE_CLOSE.sessionEnded, reason: SESSION_ENDED_REASON });
  };

  beforeAll(async () => {
    t = await createTestApp({ seedDemo: true });
    url = await listen(t.app);
  });
  afterAll(async () => {
    for (const c of clients) c.ws.terminate();
    await t?.close();
  });

  it('logout closes that session’s sockets; other sessions and anonymous sockets stay', async () => {
    const token = await loginAs(t.app, 'team@example.com', 'team12345');
    const other = await loginAs(t.app, 'team@example.com', 'team12345');
    const [mine, otherDevice, anonymous] = await Promise.all([open(token), open(other), open()]);
    mine.send({ type: 'chat', message: 'before logout' });
    expect(await anonymous.next(isType('chat'))).toMatchObject({ verified: true, message: 'before logout' });

    const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    await expectSessionEnded(mine);
    // The client reconnects as whoever it now is: anonymous, unverified.
    const again = await open(token);
    again.send({ type: 'chat', message: 'after logout' });
    expect(await anonymous.next(isType('chat'))).toMatchObject({ verified: false, message: 'after logout' });
    expect(otherDevice.ws.readyState).toBe(otherDevice.ws.OPEN);
    expect(anonymous.ws.readyState).toBe(anonymous.ws.OPEN);
  });

  it('an admin password reset closes every socket of that user', async () => {
    const team = await createTeam(t.app, { status: 'approved' });
    const admin = await loginAs(t.app, 'admin@example.com', 'admin12345');
    const [a, b] = await Promise.all([
      open(await loginAs(t.app, team.leader.email, 'fixture-pass-123')),
      open(await loginAs(t.app, team.leader.email, 'fixture-pass-123')),
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/users/${team.leader.id}/reset-password`,
      headers: bearer(admin),
      payload: { newPassword: 'a-brand-new-password' },
    });
    expect(res.statusCode).toBe(200);
    await Promise.all([expectSessionEnded(a), expectSessionEnded(b)]);
  });

  it('regenerating a team’s credentials closes the leader’s sockets', async () => {
    const team = await createTeam(t.app, { status: 'approved' });
    const admin = await loginAs(t.app, 'admin@example.com', 'admin12345');
    const leader = await open(await loginAs(t.app, team.leader.email, 'fixture-pass-123'));
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/teams/${team.teamId}/credentials`,
      headers: bearer(admin),
    });
    expect(res.statusCode).toBe(200);
    await expectSessionEnded(leader);
  });

  it('removal from a team closes the removed member’s sockets, not the leader’s', async () => {
    const team = await createTeam(t.app, { status: 'approved', memberCount: 2 });
    const leaderToken = await loginAs(t.app, team.leader.email, 'fixture-pass-123');
    const memberToken = await t.app.db.transaction((tx) => createSession(tx, team.members[0]!.id, 60_000));
    const [leader, member] = await Promise.all([open(leaderToken), open(memberToken)]);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/teams/current/members/${team.members[0]!.id}`,
      headers: bearer(leaderToken),
    });
    expect(res.statusCode).toBe(200);
    await expectSessionEnded(member);
    await leader.none(() => false, 1200); // two identity checks later
    expect(leader.ws.readyState).toBe(leader.ws.OPEN);
  });
});

describe('sockets per client address', () => {
  let t: TestApp;
  let url: string;
  const clients: TestClient[] = [];
  beforeAll(async () => {
    // The test's requests come from 127.0.0.1: as a trusted proxy, its X-Forwarded-For names other clients.
    t = await createTestApp({ live: live({ maxSocketsPerIp: 5 }), trustProxy: ['127.0.0.1'] });
    url = await listen(t.app);
  });
  afterAll(async () => {
    for (const c of clients) c.ws.terminate();
    await t?.close();
  });

  it('refuses one more socket than the cap with 429 and a reason, and accepts again once one closes', async () => {
    for (let i = 0; i < 5; i++) clients.push(await connect(url));
    await expect(connect(url)).rejects.toThrow(/429/);
    const res = await upgradeAttempt(url);
    expect(res.status).toBe(429);
    expect(JSON.parse(res.body).error).toBe('Too many live connections from your network address (at most 5)');
    expect(res.headers['retry-after']).toBeTruthy();

    await clients.pop()!.close();
    await waitFor(() => t.app.live.clientCount() === 4, 'the closed socket to be counted out');
    clients.push(await connect(url));
    expect(t.app.live.clientCount()).toBe(5);
  });

  it('counts addresses apart: the cap is per address, not global', async () => {
    const opened: TestClient[] = [];
    for (const ip of ['198.51.100.1', '198.51.100.1', '198.51.100.2']) {
      opened.push(await connect(url, { headers: { 'x-forwarded-for': ip } }));
    }
    clients.push(...opened);
    // 127.0.0.1 is at its cap (previous test); the other addresses are not.
    await expect(connect(url)).rejects.toThrow(/429/);
    clients.push(await connect(url, { headers: { 'x-forwarded-for': '198.51.100.1' } }));
  });
});

describe('broadcast fan-out', () => {
  let t: TestApp;
  let url: string;
  const clients: TestClient[] = [];
  beforeAll(async () => {
    // Small slices and buffer, so 200 sockets take many slices and a stalled reader is found quickly.
    t = await createTestApp({ live: live({ sliceSize: 16, maxBufferedBytes: 64 * 1024 }) });
    url = await listen(t.app);
  });
  afterAll(async () => {
    for (const c of clients) c.ws.terminate();
    await t?.close();
  });

  it('delivers every message to each of 200 sockets, once and in order', async () => {
    for (let i = 0; i < 200; i++) clients.push(await connect(url));
    await Promise.all(clients.map((c) => c.next(isType('welcome'))));
    for (let i = 0; i < 5; i++)
      await t.app.live.publish({ type: 'announcement', message: `news ${i}`, sender: 'Admin' });
    for (const c of clients) {
      for (let i = 0; i < 5; i++) expect((await c.next(isType('announcement'))).message).toBe(`news ${i}`);
    }
    await Promise.all(clients.map((c) => c.none(isType('announcement'), 200)));
  }, 60_000);

  it('drops a client that stops reading once its unsent data passes the limit; the others get everything', async () => {
    for (const c of clients.splice(0)) c.ws.terminate();
    await waitFor(() => t.app.live.clientCount() === 0, 'the sockets to close');
    const healthy = await connect(url);
    const stalled = await connect(url);
    clients.push(healthy, stalled);
    await Promise.all([healthy.next(isType('welcome')), stalled.next(isType('welcome'))]);
    // The stalled client's process stops reading: its kernel buffers fill, then the server's.
    (stalled.ws as unknown as { _socket: { pause(): void } })._socket.pause();
    const text = 'x'.repeat(3000);
    let sent = 0;
    while (t.app.live.clientCount() === 2 && sent < 20_000) {
      await t.app.live.publish({ type: 'announcement', message: text, sender: 'Admin', n: sent++ });
      if (sent % 50 === 0) await sleep(1);
    }
    expect(t.app.live.clientCount()).toBe(1);
    // The healthy client kept up and got every message.
    await healthy.next((m) => m.type === 'announcement' && m.n === sent - 1, 30_000);
    expect(healthy.messages.filter(isType('announcement'))).toHaveLength(sent);
  }, 60_000);
});
