// The reconnecting live client against a real WebSocket server on loopback (the `ws` package stands in
// for the browser's WebSocket and for /ws).
import { afterEach, describe, expect, it } from 'vitest';
import net, { type AddressInfo } from 'node:net';
import WebSocket, { WebSocketServer } from 'ws';
import { LiveClient, backoffDelay, liveUrl, type LiveStatus } from '@/lib/live-client';
import type { LiveMessage } from '@shared/schemas/live';

const Impl = WebSocket as unknown as typeof globalThis.WebSocket;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until(check: () => boolean, ms = 5000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await sleep(10);
  }
}

/** A tiny /ws: greets, echoes chat to everyone, answers ping. */
async function startServer(port = 0) {
  const wss = new WebSocketServer({ port, host: '127.0.0.1' });
  await new Promise((r) => wss.once('listening', r));
  const received: unknown[] = [];
  wss.on('connection', (socket) => {
    socket.send(
      JSON.stringify({ type: 'welcome', message: 'hi', sender: 'Server', timestamp: new Date().toISOString() }),
    );
    socket.on('message', (data) => {
      const m = JSON.parse(data.toString());
      received.push(m);
      if (m.type === 'ping')
        socket.send(JSON.stringify({ type: 'pong', message: 'pong', timestamp: new Date().toISOString() }));
      else for (const c of wss.clients) c.send(JSON.stringify({ ...m, timestamp: new Date().toISOString() }));
    });
  });
  const actualPort = (wss.address() as AddressInfo).port;
  return {
    wss,
    port: actualPort,
    url: `ws://127.0.0.1:${actualPort}/ws`,
    received,
    async stop() {
      for (const c of wss.clients) c.terminate();
      await new Promise((r) => wss.close(r));
    },
  };
}

describe('backoffDelay', () => {
  it('grows exponentially up to the cap, with jitter between half and all of it', () => {
    expect(backoffDelay(0, 1000, 30_000, () => 0)).toBe(500);
    expect(backoffDelay(0, 1000, 30_000, () => 1)).toBe(1000);
    expect(backoffDelay(3, 1000, 30_000, () => 1)).toBe(8000);
    expect(backoffDelay(10, 1000, 30_000, () => 1)).toBe(30_000);
    expect(backoffDelay(10, 1000, 30_000, () => 0)).toBe(15_000);
    const samples = new Set(Array.from({ length: 20 }, () => backoffDelay(2)));
    expect(samples.size).toBeGreaterThan(1);
  });

  it('builds ws:// or wss:// from the page location', () => {
    expect(liveUrl({ protocol: 'http:', host: 'localhost:3000' })).toBe('ws://localhost:3000/ws');
    expect(liveUrl({ protocol: 'https:', host: 'hack.example' })).toBe('wss://hack.example/ws');
  });
});

describe('LiveClient', () => {
  const cleanups: Array<() => unknown> = [];
  afterEach(async () => {
    for (const c of cleanups.splice(0)) await c();
  });

  it('connects, dispatches messages by type, and sends only while open', async () => {
    const server = await startServer();
    cleanups.push(() => server.stop());
    const client = new LiveClient({ url: server.url, WebSocketImpl: Impl });
    cleanups.push(() => client.stop());
    const statuses: LiveStatus[] = [];
    client.onStatus((s) => statuses.push(s));
    const chats: LiveMessage[] = [];
    const all: LiveMessage[] = [];
    client.subscribe('chat', (m) => chats.push(m));
    const off = client.subscribe('*', (m) => all.push(m));

    expect(client.send({ type: 'ping' })).toBe(false);
    client.start();
    await until(() => client.status === 'open');
    expect(statuses).toEqual(['connecting', 'open']);
    await until(() => all.some((m) => m.type === 'welcome'));
    expect(chats).toHaveLength(0);

    expect(client.send({ type: 'chat', message: 'hello', sender: 'User' })).toBe(true);
    await until(() => chats.length === 1);
    expect(chats[0]).toMatchObject({ type: 'chat', message: 'hello', sender: 'User' });

    off();
    client.send({ type: 'ping' });
    await until(() => server.received.length === 2);
    await sleep(100);
    expect(all.some((m) => m.type === 'pong')).toBe(false);
  });

  it('stops while still connecting without an error escaping (a page left during the handshake)', async () => {
    // A server that accepts the connection and never answers the upgrade: the socket stays connecting.
    const silent = net.createServer(() => undefined);
    await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r));
    cleanups.push(() => new Promise<void>((r) => silent.close(() => r())));
    const escaped: unknown[] = [];
    const onUncaught = (err: unknown) => escaped.push(err);
    process.on('uncaughtException', onUncaught);
    cleanups.push(() => process.off('uncaughtException', onUncaught));
    const client = new LiveClient({
      url: `ws://127.0.0.1:${(silent.address() as AddressInfo).port}/ws`,
      WebSocketImpl: Impl,
    });
    client.start();
    expect(client.status).toBe('connecting');
    client.stop();
    await sleep(100);
    expect(escaped).toEqual([]);
    expect(client.status).toBe('closed');
  });

  it('reconnects after the server goes away and comes back, and calls onReconnect', async () => {
    let server = await startServer();
    const port = server.port;
    const delays: number[] = [];
    const client = new LiveClient({
      url: server.url,
      WebSocketImpl: Impl,
      delay: (n) => {
        delays.push(n);
        return 50;
      },
    });
    cleanups.push(() => client.stop());
    let reconnects = 0;
    client.onReconnect(() => reconnects++);
    client.start();
    await until(() => client.status === 'open');
    expect(reconnects).toBe(0);

    await server.stop();
    await until(() => client.status === 'closed' || client.status === 'error');
    await sleep(300); // several failed attempts while the server is down
    expect(client.status).toBe('error');
    expect(delays.length).toBeGreaterThan(1);
    expect(delays.slice(0, 3)).toEqual([0, 1, 2]);

    server = await startServer(port);
    cleanups.push(() => server.stop());
    await until(() => client.status === 'open');
    expect(reconnects).toBe(1);
    // The attempt counter starts over after a successful connection.
    const before = delays.length;
    await server.stop();
    await until(() => delays.length > before);
    expect(delays[before]).toBe(0);
  });

  it('stops reconnecting once stopped', async () => {
    const server = await startServer();
    cleanups.push(() => server.stop());
    let attempts = 0;
    const client = new LiveClient({
      url: server.url,
      WebSocketImpl: Impl,
      delay: () => {
        attempts++;
        return 20;
      },
    });
    client.start();
    await until(() => client.status === 'open');
    client.stop();
    expect(client.status).toBe('closed');
    await sleep(200);
    expect(attempts).toBe(0);
    await until(() => server.wss.clients.size === 0);
  });
});
