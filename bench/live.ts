// Live channel fan-out: N WebSocket clients on loopback, M chat messages (senders rotate, so no socket
// hits the per-socket rate limit); the time from sending a chat to each client receiving it, against the
// ping/pong round trip of the same run as the baseline. Embedded PGlite by default; with
// BENCH_DATABASE_URL (an existing PostgreSQL database, migrated at start) it also measures delivery from
// one instance to the clients of a second one through LISTEN/NOTIFY.
//
//   node --import tsx bench/live.ts            (standalone)   LIVE_BENCH_CLIENTS=50 LIVE_BENCH_CHATS=200
import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../server/app';
import { testConfig } from '../server/config';
import type { BenchRow } from './run';

const CLIENTS = Math.min(500, Number(process.env.LIVE_BENCH_CLIENTS ?? 50));
const REQUESTED_CHATS = Math.min(2000, Number(process.env.LIVE_BENCH_CHATS ?? 200));
/** Senders rotate; at most 10 messages per socket per phase keeps every socket inside its rate limit. */
const chatsFor = (senders: number) => Math.min(REQUESTED_CHATS, senders * 10);
const CHATS = chatsFor(CLIENTS);
const PINGS = CHATS;

interface Client {
  ws: WebSocket;
  /** Resolvers waiting for a message whose `message` field is the key. */
  waiting: Map<string, (t: number) => void>;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

const stats = (samples: number[]) => {
  const s = [...samples].sort((a, b) => a - b);
  return { p50: percentile(s, 50), p95: percentile(s, 95) };
};

async function connect(url: string): Promise<Client> {
  const ws = new WebSocket(url);
  const client: Client = { ws, waiting: new Map() };
  ws.on('message', (data) => {
    const t = performance.now();
    const m = JSON.parse(data.toString()) as { type: string; message?: string };
    const key = m.type === 'pong' ? 'pong' : m.message;
    if (key === undefined) return;
    const resolve = client.waiting.get(key);
    if (resolve) {
      client.waiting.delete(key);
      resolve(t);
    }
  });
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  return client;
}

const expect = (client: Client, key: string, timeoutMs = 10_000) =>
  new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`live bench: no "${key}" within ${timeoutMs} ms`)), timeoutMs);
    client.waiting.set(key, (t) => {
      clearTimeout(timer);
      resolve(t);
    });
  });

const wsUrl = (app: FastifyInstance) => `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/ws`;
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Ping/pong round trips, one at a time, rotating over the clients. */
async function pingRtt(clients: Client[]): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < PINGS; i++) {
    const c = clients[i % clients.length]!;
    const got = expect(c, 'pong');
    const t0 = performance.now();
    c.ws.send('{"type":"ping"}');
    samples.push((await got) - t0);
  }
  return samples;
}

/** One chat at a time: per-receiver latencies and the time until the last receiver has it. */
async function fanOut(senders: Client[], receivers: Client[], tag: string) {
  const each: number[] = [];
  const last: number[] = [];
  const count = chatsFor(senders.length);
  for (let i = 0; i < count; i++) {
    const sender = senders[i % senders.length]!;
    const key = `${tag}-${i}`;
    const arrivals = receivers.map((r) => expect(r, key));
    const t0 = performance.now();
    sender.ws.send(JSON.stringify({ type: 'chat', message: key }));
    const times = await Promise.all(arrivals);
    for (const t of times) each.push(t - t0);
    last.push(Math.max(...times) - t0);
  }
  return { each, last };
}

export async function run(): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const app = await buildApp(testConfig({ logLevel: 'silent' }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const clients: Client[] = [];
  try {
    for (let i = 0; i < CLIENTS; i++) clients.push(await connect(wsUrl(app)));
    await pause(200);
    // Warm-up (JIT, buffers), not measured.
    await fanOut(clients, clients, 'warm').catch(() => undefined);
    await pause(1000); // let the rate-limit buckets refill
    const ping = stats(await pingRtt(clients));
    await pause(1000);
    const { each, last } = await fanOut(clients, clients, 'chat');
    const fan = stats(each);
    const lastS = stats(last);
    const note = `${CLIENTS} clients, ${CHATS} chats, PGlite; one-way send→receive vs round trip`;
    rows.push(
      {
        name: `live chat fan-out p50 (${CLIENTS} clients)`,
        baseline: 'ping/pong round trip p50',
        value: fan.p50,
        baselineValue: ping.p50,
        unit: 'ms',
        ratio: fan.p50 / ping.p50,
        note,
      },
      {
        name: `live chat fan-out p95 (${CLIENTS} clients)`,
        baseline: 'ping/pong round trip p95',
        value: fan.p95,
        baselineValue: ping.p95,
        unit: 'ms',
        ratio: fan.p95 / ping.p95,
        note,
      },
      {
        name: `live chat to the last of ${CLIENTS} clients p95`,
        baseline: 'ping/pong round trip p95',
        value: lastS.p95,
        baselineValue: ping.p95,
        unit: 'ms',
        ratio: lastS.p95 / ping.p95,
        note: 'time until every client has the message',
      },
    );
  } finally {
    for (const c of clients) c.ws.terminate();
    await app.close();
  }

  const url = process.env.BENCH_DATABASE_URL;
  if (url) rows.push(...(await crossInstance(url)));
  return rows;
}

/** Two instances on one PostgreSQL: chats sent on A, received by clients of B (LISTEN/NOTIFY). */
async function crossInstance(databaseUrl: string): Promise<BenchRow[]> {
  const config = testConfig({ logLevel: 'silent', databaseUrl });
  const a = await buildApp(config);
  const b = await buildApp(config);
  const clientsA: Client[] = [];
  const clientsB: Client[] = [];
  try {
    await a.listen({ port: 0, host: '127.0.0.1' });
    await b.listen({ port: 0, host: '127.0.0.1' });
    const n = Math.max(1, Math.floor(CLIENTS / 2));
    for (let i = 0; i < n; i++) {
      clientsA.push(await connect(wsUrl(a)));
      clientsB.push(await connect(wsUrl(b)));
    }
    await pause(200);
    await fanOut(clientsA, clientsB, 'warm-x').catch(() => undefined);
    await pause(1000);
    const local = stats((await fanOut(clientsA, clientsA, 'local')).each);
    await pause(1000);
    const across = stats((await fanOut(clientsA, clientsB, 'across')).each);
    const note = `${n} clients per instance, ${chatsFor(n)} chats, PostgreSQL`;
    return [
      {
        name: 'live chat to another instance p50',
        baseline: 'same-instance fan-out p50',
        value: across.p50,
        baselineValue: local.p50,
        unit: 'ms',
        ratio: across.p50 / local.p50,
        note,
      },
      {
        name: 'live chat to another instance p95',
        baseline: 'same-instance fan-out p95',
        value: across.p95,
        baselineValue: local.p95,
        unit: 'ms',
        ratio: across.p95 / local.p95,
        note,
      },
    ];
  } finally {
    for (const c of [...clientsA, ...clientsB]) c.ws.terminate();
    await b.close();
    await a.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  run()
    .then((rows) => {
      for (const r of rows)
        console.log(
          `${r.name}: ${r.value.toFixed(2)} ${r.unit} vs ${r.baseline} ${r.baselineValue.toFixed(2)} ${r.unit} → ratio ${r.ratio.toFixed(2)}${r.note ? ` (${r.note})` : ''}`,
        );
      process.exit(0);
    })
    .catch((err) => {
      console.error(err);
      process.exit(1);
    });
}
