// The help queue at event size (issue 34): 300 waiting teams with one open request each, 50 mentors
// claiming at once (then resolving), 1,000 participants' sockets over those teams. Measured: claim sent →
// every socket of the requester's team has its `help.claimed` (one sample per socket per claim; target
// p99 ≤ 250 ms), on one instance (PGlite, or PostgreSQL when TEST_DATABASE_URL is set) and across two
// instances on PostgreSQL; and the stray count (frames about a request on another team's socket: 0).
// The sockets run in a process of their own (server/test/help-sockets-child.ts), as browsers do on their
// own machines; the claims go through the server in this process.
//   node --import tsx bench/mentoring.ts     MENTORING_ROUNDS=3 MENTORING_SOCKETS=1000
import { helpFanout, pct } from '../server/test/help-fanout';
import { onPostgres } from '../server/test/helpers';
import type { BenchRow } from './run';

const ROUNDS = Number(process.env.MENTORING_ROUNDS ?? 3);
const SOCKETS = Number(process.env.MENTORING_SOCKETS ?? 1000);
const TARGET_MS = 250;
const ms = (x: number) => x.toFixed(1);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function row(instances: 1 | 2): Promise<BenchRow> {
  const r = await helpFanout({
    requests: 300,
    mentors: 50,
    sockets: SOCKETS,
    instances,
    rounds: ROUNDS,
    warmupRounds: 1,
  });
  const p99 = pct(r.latencies, 0.99);
  return {
    name: `help.claimed to the requester's sockets, p99 (${r.database}, ${instances} instance${instances > 1 ? 's' : ''})`,
    baseline: 'target',
    value: p99,
    baselineValue: TARGET_MS,
    unit: 'ms',
    ratio: p99 / TARGET_MS,
    note:
      `${r.claims} claims by 50 mentors at once (after a round not measured), ${SOCKETS} sockets over 300 teams; per-round p99 ${r.roundP99.map(ms).join(', ')} ms ` +
      `(median ${ms(median(r.roundP99))}); p50 ${ms(pct(r.latencies, 0.5))} ms; strays ${r.strays} (must be 0)`,
  };
}

export async function run(): Promise<BenchRow[]> {
  const rows = [await row(1)];
  if (onPostgres) rows.push(await row(2));
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  run().then((rows) => {
    for (const r of rows) console.log(`${r.name}: ${ms(r.value)} ms (target ${TARGET_MS}) — ${r.note}`);
    process.exit(0);
  });
}
