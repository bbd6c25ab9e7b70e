// API latency while the SMTP server stalls (accepts connections, never answers) against the same API
// with no SMTP at all, measured in the same run on embedded PGlite, which runs one query at a time: a
// send that held a transaction open would hold every request behind it (issue 10, item 2). Each app has
// its own in-memory database; the stalled one has emails queued so that sends are in flight throughout.
// Rounds alternate between the two apps; the row gives the median of the rounds' p99s and their spread. A
// request with no answer within 10 s counts as 10 s (the API before the fix answered none during a stall).
//   node --import tsx bench/mail-stall.ts          MAIL_STALL_ROUNDS=6
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../server/app';
import { testConfig } from '../server/config';
import { enqueueEmail } from '../server/features/mail/index';
import type { BenchRow } from './run';

const ROUNDS = Number(process.env.MAIL_STALL_ROUNDS ?? 6);
const REQUESTS = 200;
const CONCURRENCY = 10;
const REQUEST_TIMEOUT_MS = 10_000;

interface Stalled {
  port: number;
  open: Set<net.Socket>;
  close(): Promise<void>;
}

function stalledSmtp(): Promise<Stalled> {
  const open = new Set<net.Socket>();
  const server = net.createServer((s) => {
    open.add(s);
    s.on('close', () => open.delete(s));
    s.on('error', () => undefined);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        port: (server.address() as net.AddressInfo).port,
        open,
        close: () =>
          new Promise<void>((r) => {
            for (const s of open) s.destroy();
            server.close(() => r());
          }),
      }),
    ),
  );
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as net.AddressInfo).port}/api/event`;
}

interface Round {
  p99: number;
  /** Requests with no answer within REQUEST_TIMEOUT_MS (counted at that value in the p99). */
  unanswered: number;
  /** Answers other than 200 (under-pressure sheds load with 503 on a saturated machine). */
  not200: number;
}

/** REQUESTS requests from CONCURRENCY sequential clients; every request's time, a missing answer at the timeout. */
async function round(url: string): Promise<Round> {
  const samples: number[] = [];
  let unanswered = 0;
  let not200 = 0;
  let next = 0;
  const client = async () => {
    while (next++ < REQUESTS) {
      const start = performance.now();
      try {
        const res = await fetch(url, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
        await res.arrayBuffer();
        if (res.status !== 200) not200++;
        samples.push(performance.now() - start);
      } catch {
        unanswered++;
        samples.push(REQUEST_TIMEOUT_MS);
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, client));
  samples.sort((x, y) => x - y);
  return { p99: samples[Math.min(samples.length - 1, Math.floor(0.99 * samples.length))]!, unanswered, not200 };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const ms = (x: number) => x.toFixed(0);

export async function run(): Promise<BenchRow[]> {
  const stalled = await stalledSmtp();
  const quiet = await buildApp(testConfig({ logLevel: 'silent' }));
  // Time limits beyond the run, so the sends stay in flight and the emails stay leased throughout.
  const stallingMail = {
    ...testConfig().mail,
    connectionTimeoutMs: 600_000,
    greetingTimeoutMs: 600_000,
    socketTimeoutMs: 600_000,
    sendTimeoutMs: 600_000,
    leaseMs: 1_200_000,
  };
  const stalling = await buildApp(
    testConfig({ logLevel: 'silent', smtpUrl: `smtp://127.0.0.1:${stalled.port}`, mail: stallingMail }),
  );
  try {
    const quietUrl = await listen(quiet);
    const stallingUrl = await listen(stalling);
    await enqueueEmail(
      stalling.db,
      Array.from({ length: 20 }, (_, i) => ({ to: `stalled-${i}@example.com`, subject: 'Stalled', text: 'x' })),
    );
    stalling.mail.kick();
    while (stalled.open.size === 0) await new Promise((r) => setTimeout(r, 20));
    await round(quietUrl); // warm-up of both
    await round(stallingUrl);

    const base: Round[] = [];
    const under: Round[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      base.push(await round(quietUrl));
      under.push(await round(stallingUrl));
      if (stalled.open.size === 0)
        throw new Error('the stalled sends ended: the measurement would not be under a stall');
    }
    const value = median(under.map((r) => r.p99));
    const baselineValue = median(base.map((r) => r.p99));
    const spread = (rs: Round[]) =>
      `${ms(Math.min(...rs.map((r) => r.p99)))}–${ms(Math.max(...rs.map((r) => r.p99)))} ms`;
    const total = (rs: Round[], k: 'unanswered' | 'not200') => rs.reduce((n, r) => n + r[k], 0);
    return [
      {
        name: 'GET /api/event p99 while SMTP stalls (PGlite)',
        baseline: 'same, no SMTP',
        value,
        baselineValue,
        unit: 'ms',
        ratio: value / baselineValue,
        note:
          `median of ${ROUNDS} interleaved rounds of ${REQUESTS} requests; stalled ${spread(under)}, no SMTP ${spread(base)}; ` +
          `unanswered in ${REQUEST_TIMEOUT_MS / 1000} s: ${total(under, 'unanswered')} vs ${total(base, 'unanswered')}, ` +
          `not 200: ${total(under, 'not200')} vs ${total(base, 'not200')}; ${stalled.open.size} sends in flight`,
      },
    ];
  } finally {
    await stalling.close();
    await quiet.close();
    await stalled.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  run().then((rows) => console.table(rows));
}
