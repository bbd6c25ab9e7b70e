// The help queue under event load (issue 34), shared by `npm run bench` (bench/mentoring.ts, full size)
// and a short API test (server/features/mentoring/help-fanout.test.ts): `requests` teams each waiting
// with one open request, `sockets` participants' sockets spread over those teams (and over the app
// instances, when there are two on one PostgreSQL), `mentors` mentors claiming at once. Measured: how
// long after a claim is sent every socket of the requester's team has its `help.claimed`, per socket;
// and the stray count: `help.*` frames about a request reaching a socket of another team (must be 0).
import { testConfig } from '../config';
import { isHelpLiveType } from '@shared/schemas/mentoring';
import { ADMIN, client } from './judging';
import { createTestApp, onPostgres, type TestApp } from './helpers';
import { connect, listen, type TestClient } from './live-sockets';
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

export async function helpFanout(o: FanoutOptions): Promise<FanoutResult> {
  if (o.instances === 2 && !onPostgres) throw new Error('two instances need TEST_DATABASE_URL (PostgreSQL)');
  const live = { ...testConfig().live, maxSocketsPerIp: o.sockets + 200 };
  const apps: TestApp[] = [await createTestApp({ admin: ADMIN, live })];
  if (o.instances === 2)
    apps.push(await createTestApp({ admin: ADMIN, live, databaseUrl: apps[0]!.config.databaseUrl }));
  const sockets: { c: TestClient; teamId: number }[] = [];
  try {
    const app = apps[0]!.app;
    await openQueue(app, await currentEventId(app));
    const api = client(app);
    const teams: Awaited<ReturnType<typeof participant>>[] = [];
    for (let i = 0; i < o.requests; i++) teams.push(await participant(app));
    const mentors: TestMentor[] = [];
    for (let i = 0; i < o.mentors; i++) mentors.push(await createMentor(app));
    const urls = await Promise.all(apps.map((a) => listen(a.app)));
    for (let i = 0; i < o.sockets; i++) {
      const team = teams[i % teams.length]!;
      const c = await connect(`${urls[i % urls.length]}?token=${team.token}`);
      sockets.push({ c, teamId: team.teamId });
    }
    await Promise.all(sockets.map((s) => s.c.next((m) => m.type === 'welcome')));
    const requests = new Map<number, number>(); // request id → team id
    for (const team of teams) {
      const res = await api.send('POST', '/api/help-requests', team.token, helpBody(`Help ${team.teamId}`));
      if (res.statusCode !== 201) throw new Error(`create: ${res.statusCode} ${res.body}`);
      requests.set(res.json().id, team.teamId);
    }
    const byTeam = new Map<number, TestClient[]>();
    for (const s of sockets) byTeam.set(s.teamId, [...(byTeam.get(s.teamId) ?? []), s.c]);
    const waiting = [...requests.keys()];
    const latencies: number[] = [];
    const roundP99: number[] = [];
    let claims = 0;
    for (let round = 0; round < o.rounds && waiting.length >= mentors.length; round++) {
      const batch = waiting.splice(0, mentors.length);
      const samples: number[] = [];
      await Promise.all(
        batch.map(async (id, i) => {
          const teamSockets = byTeam.get(requests.get(id)!) ?? [];
          const t0 = performance.now();
          const arrived = teamSockets.map((c) =>
            c.next((m) => m.type === 'help.claimed' && m.requestId === id, 20_000).then(() => performance.now() - t0),
          );
          const res = await api.send('POST', `/api/help-requests/${id}/claim`, mentors[i]!.token);
          if (res.statusCode !== 200) throw new Error(`claim: ${res.statusCode} ${res.body}`);
          claims++;
          samples.push(...(await Promise.all(arrived)));
          await api.send('POST', `/api/help-requests/${id}/resolve`, mentors[i]!.token);
        }),
      );
      samples.sort((a, b) => a - b);
      roundP99.push(pct(samples, 0.99));
      latencies.push(...samples);
    }
    await new Promise((r) => setTimeout(r, 300));
    // A frame about a request (created, claimed, resolved…) on a socket of another team is a stray. The
    // "line moved" notice (help.queue) names no request; its audience is every waiting team.
    let strays = 0;
    for (const s of sockets)
      for (const m of s.c.messages)
        if (isHelpLiveType(m.type) && m.type !== 'help.queue' && m.teamId !== s.teamId) strays++;
    latencies.sort((a, b) => a - b);
    return { latencies, roundP99, strays, claims, database: onPostgres ? 'postgres' : 'pglite' };
  } finally {
    for (const s of sockets) s.c.ws.terminate();
    for (const a of [...apps].reverse()) await a.close();
  }
}

export { pct };
