// The help queue under event load (issue 34), shared by `npm run bench` (bench/mentoring.ts, full size)
// and a short API test (server/features/mentoring/help-fanout.test.ts): `requests` teams each waiting
// with one open request, `sockets` participants' sockets spread over those teams (and over the app
// instances, when there are two on one PostgreSQL), `mentors` mentors claiming at once. Measured: how
// long after a claim is sent every socket of the requester's team has its `help.claimed`, per socket;
// and the stray count: `help.*` frames about a request reaching a socket of another team (must be 0).
// The sockets live in a child process (help-sockets-child.ts), as browsers live on their own machines.
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { testConfig } from '../config';
import { ADMIN, client } from './judging';
import { createTestApp, onPostgres, type TestApp } from './helpers';
import { listen } from './live-sockets';
import { createMentor, helpBody, openQueue, participant, type TestMentor } from './mentoring';
import { currentEventId } from './fixtures';

export interface FanoutOptions {
  requests: number;
  mentors: number;
  sockets: number;
  /** Two app instances on one PostgreSQL database (needs TEST_DATABASE_URL). */
  instances: 1 | 2;
  /** Rounds: every mentor claims one request at once, then resolves it. */
  rounds: number;
  /**
   * Rounds run first and not measured (the bench: a server at an event has run for hours, its code
   * compiled and its statements prepared; the first burst of a fresh process measures its start).
   */
  warmupRounds?: number;
}

export interface FanoutResult {
  /** Claim → every socket of the team, ms, one sample per socket per claim. */
  latencies: number[];
  /** p99 of each round. */
  roundP99: number[];
  strays: number;
  claims: number;
  database: 'pglite' | 'postgres';
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
const nowUs = () => Number(process.hrtime.bigint() / 1000n);

type Reply = { ready?: true; claimed?: true; id?: number; at?: number[]; strays?: number; error?: string };

/** The child process holding the sockets, and its answers (a `claimed` answer per request id). */
class SocketProcess {
  private readonly child: ChildProcess;
  private readonly waiting = new Map<string, (r: Reply) => void>();
  private failure: Error | null = null;

  constructor() {
    this.child = fork(path.join(import.meta.dirname, 'help-sockets-child.ts'), [], {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    this.child.on('message', (r: Reply) => {
      if (r.error) this.failure = new Error(`sockets' process: ${r.error}`);
      const key = r.claimed ? `claimed:${r.id}` : r.ready ? 'ready' : r.strays !== undefined ? 'strays' : 'error';
      this.waiting.get(key)?.(r);
      this.waiting.delete(key);
    });
    this.child.on('exit', (code) => {
      this.failure ??= new Error(`the sockets' process exited (${code})`);
      for (const done of this.waiting.values()) done({ error: this.failure.message });
    });
  }

  ask(cmd: object, key: string, timeoutMs = 60_000): Promise<Reply> {
    if (this.failure) return Promise.reject(this.failure);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no answer to ${key} within ${timeoutMs} ms`)), timeoutMs);
      this.waiting.set(key, (r) => {
        clearTimeout(timer);
        if (r.error) reject(new Error(r.error));
        else resolve(r);
      });
      this.child.send(cmd);
    });
  }

  stop() {
    if (this.child.exitCode === null) this.child.send({ cmd: 'stop' });
  }
}

export async function helpFanout(o: FanoutOptions): Promise<FanoutResult> {
  if (o.instances === 2 && !onPostgres) throw new Error('two instances need TEST_DATABASE_URL (PostgreSQL)');
  const live = { ...testConfig().live, maxSocketsPerIp: o.sockets + 200 };
  const apps: TestApp[] = [await createTestApp({ admin: ADMIN, live })];
  if (o.instances === 2)
    apps.push(await createTestApp({ admin: ADMIN, live, databaseUrl: apps[0]!.config.databaseUrl }));
  const sockets = new SocketProcess();
  try {
    const app = apps[0]!.app;
    await openQueue(app, await currentEventId(app));
    const api = client(app);
    const teams: Awaited<ReturnType<typeof participant>>[] = [];
    for (let i = 0; i < o.requests; i++) teams.push(await participant(app));
    const mentors: TestMentor[] = [];
    for (let i = 0; i < o.mentors; i++) mentors.push(await createMentor(app));
    const urls = await Promise.all(apps.map((a) => listen(a.app)));
    const list = Array.from({ length: o.sockets }, (_, i) => {
      const team = teams[i % teams.length]!;
      return { url: `${urls[i % urls.length]}?token=${team.token}`, teamId: team.teamId };
    });
    await sockets.ask({ cmd: 'connect', sockets: list }, 'ready', 120_000);
    const requests = new Map<number, number>(); // request id → team id
    for (const team of teams) {
      const res = await api.send('POST', '/api/help-requests', team.token, helpBody(`Help ${team.teamId}`));
      if (res.statusCode !== 201) throw new Error(`create: ${res.statusCode} ${res.body}`);
      requests.set(res.json().id, team.teamId);
    }
    const waiting = [...requests.keys()];
    const latencies: number[] = [];
    const roundP99: number[] = [];
    let claims = 0;
    const warmup = o.warmupRounds ?? 0;
    for (let round = 0; round < warmup + o.rounds && waiting.length >= mentors.length; round++) {
      const measured = round >= warmup;
      const batch = waiting.splice(0, mentors.length);
      const samples: number[] = [];
      await Promise.all(
        batch.map(async (id, i) => {
          const t0 = nowUs();
          const res = await api.send('POST', `/api/help-requests/${id}/claim`, mentors[i]!.token);
          if (res.statusCode !== 200) throw new Error(`claim: ${res.statusCode} ${res.body}`);
          if (measured) claims++;
          const { at } = await sockets.ask({ cmd: 'claimed', id, teamId: requests.get(id) }, `claimed:${id}`, 20_000);
          samples.push(...at!.map((t) => (t - t0) / 1000));
          await api.send('POST', `/api/help-requests/${id}/resolve`, mentors[i]!.token);
        }),
      );
      if (!measured) continue;
      samples.sort((a, b) => a - b);
      roundP99.push(pct(samples, 0.99));
      latencies.push(...samples);
    }
    await new Promise((r) => setTimeout(r, 300));
    // A frame about a request (created, claimed, resolved…) on a socket of another team is a stray.
    const { strays } = await sockets.ask({ cmd: 'strays' }, 'strays');
    latencies.sort((a, b) => a - b);
    return { latencies, roundP99, strays: strays!, claims, database: onPostgres ? 'postgres' : 'pglite' };
  } finally {
    sockets.stop();
    for (const a of [...apps].reverse()) await a.close();
  }
}

export { pct };
