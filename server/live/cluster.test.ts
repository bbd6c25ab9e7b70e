// Two app instances on one PostgreSQL database: live messages travel between them by LISTEN/NOTIFY.
// Runs only with TEST_DATABASE_URL (the PostgreSQL pass of the suite).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { createTestApp, loginAs, onPostgres, type TestApp } from '../test/helpers';
import { createTeam, FIXTURE_PASSWORD } from '../test/fixtures';
import { LIVE_CLOSE } from '@shared/schemas/live';
import type { LiveMessage } from '@shared/schemas/live';
import { connect, listen, type TestClient } from '../test/live-sockets';

const isChat = (text: string) => (m: LiveMessage) => m.type === 'chat' && m.message === text;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.skipIf(!onPostgres)('live channel across two instances (PostgreSQL LISTEN/NOTIFY)', () => {
  let a: TestApp;
  let b: TestApp;
  let ca: TestClient;
  let cb: TestClient;
  let cb2: TestClient;
  let ub: string;

  beforeAll(async () => {
    a = await createTestApp();
    // Same database: createTestApp does not make (nor drop) one when a URL is given.
    b = await createTestApp({ databaseUrl: a.config.databaseUrl });
    expect(a.app.live.instanceId).not.toBe(b.app.live.instanceId);
    const ua = await listen(a.app);
    ub = await listen(b.app);
    [ca, cb, cb2] = await Promise.all([connect(ua), connect(ub), connect(ub)]);
    await Promise.all([ca, cb, cb2].map((c) => c.next((m) => m.type === 'welcome')));
  });

  afterAll(async () => {
    for (const c of [ca, cb, cb2]) c?.ws.terminate();
    // B first: A's close drops the database.
    await b?.close();
    await a?.close();
  });

  it('delivers a chat sent on instance A to the clients of instance B, once each', async () => {
    ca.send({ type: 'chat', message: 'from A', sender: 'User' });
    for (const c of [ca, cb, cb2]) expect(await c.next(isChat('from A'))).toMatchObject({ sender: 'User' });
    await Promise.all([ca, cb, cb2].map((c) => c.none((m) => m.type === 'chat', 400)));

    cb.send({ type: 'chat', message: 'from B' });
    for (const c of [ca, cb, cb2]) await c.next(isChat('from B'));
  });

  it('delivers app.live.publish of either instance everywhere', async () => {
    await b.app.live.publish({
      type: 'announcement',
      message: 'Hello from B',
      sender: 'Organizers',
      id: 1,
      title: 'News',
    });
    for (const c of [ca, cb, cb2]) {
      expect(await c.next((m) => m.type === 'announcement')).toMatchObject({
        message: 'Hello from B',
        id: 1,
        title: 'News',
      });
    }
    await a.app.live.publish({ type: 'announcement', message: 'Hello from A', sender: 'Organizers' });
    for (const c of [ca, cb, cb2]) await c.next((m) => m.type === 'announcement' && m.message === 'Hello from A');
    await ca.none((m) => m.type === 'announcement', 400);
  });

  it('reconnects the listener after its connection is killed', async () => {
    const admin = new pg.Client({ connectionString: a.config.databaseUrl });
    await admin.connect();
    try {
      const killed = await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and application_name = 'hackathon-live'`,
      );
      expect(killed.rowCount).toBe(2);
    } finally {
      await admin.end();
    }
    const deadline = Date.now() + 15_000;
    await sleep(100);
    while (!(a.app.live.busConnected() && b.app.live.busConnected())) {
      if (Date.now() > deadline) throw new Error('listener did not reconnect');
      await sleep(50);
    }
    ca.send({ type: 'chat', message: 'after reconnect' });
    await cb.next(isChat('after reconnect'));
    cb.send({ type: 'chat', message: 'and back' });
    await ca.next(isChat('and back'));
  });

  it('a logout on instance A closes the signed-in socket on instance B', async () => {
    // The same demo-less database: a fixture leader signs in through A, keeps a socket on B.
    const team = await createTeam(a.app, { status: 'approved' });
    const token = await loginAs(a.app, team.leader.email, FIXTURE_PASSWORD);
    const onB = await connect(ub, { headers: { authorization: `Bearer ${token}` } });
    expect((await onB.next((m) => m.type === 'welcome')).user).toBe(`${team.name} Person 0`);
    const res = await a.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    expect((await onB.closed).code).toBe(LIVE_CLOSE.sessionEnded);
    expect(cb.ws.readyState).toBe(cb.ws.OPEN);
  });
});
