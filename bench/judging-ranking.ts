// The judging ranking an admin asks for right after judges scored (issue 32): 40 submissions, 8 judges, 3
// reviews each under a weighted rubric (so final scores are weighted means), on PGlite, in process. Each
// round one judge changes an evaluation, then GET /api/admin/judging/ranking is timed twice: at once
// ("first call": it may share the background ranking still running) and once that background ranking has
// settled (an admin screen refetching on the live event). Baseline from the same round: the ranking read
// from the database on the request with its bootstrap already computed (judgingRanking, what every GET cost
// before the answer was kept: ranking-answers.ts). Also shown: the same GET with nothing changed. Medians of
// the rounds with their spread.
//   node --import tsx bench/judging-ranking.ts     RANKING_ROUNDS=15 RANKING_SUBMISSIONS=40
import { eq } from 'drizzle-orm';
import { pathToFileURL } from 'node:url';
import { SPEC_RUBRIC } from '@shared/schemas/event-settings';
import { events, users } from '../server/db/schema';
import { hashPassword } from '../server/lib/crypto';
import { currentEventId, uid } from '../server/test/fixtures';
import { loginAs } from '../server/test/helpers';
import { client, createSubmissions, judgingApp, scores } from '../server/test/judging';
import { judgingRanking } from '../server/features/judging/service/ranking';
import { rankingRefreshed } from '../server/features/judging/service/ranking-answers';
import type { BenchRow } from './run';

const ROUNDS = Number(process.env.RANKING_ROUNDS ?? 15);
const SUBMISSIONS = Number(process.env.RANKING_SUBMISSIONS ?? 40);
const JUDGES = 8;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const spread = (xs: number[]) => `${Math.min(...xs).toFixed(1)}–${Math.max(...xs).toFixed(1)}`;

export async function run(): Promise<BenchRow[]> {
  const { t, admin } = await judgingApp();
  try {
    const api = client(t.app);
    const eventId = await currentEventId(t.app);
    await t.app.db
      .update(events)
      .set({ rubric: SPEC_RUBRIC.map((c, i) => ({ ...c, weight: 10 + 15 * i })) })
      .where(eq(events.id, eventId));
    const hash = await hashPassword('judge-pass-123');
    const judges: string[] = [admin];
    for (let j = 1; j < JUDGES; j++) {
      const tag = uid();
      const email = `ranker-${tag}@example.org`;
      await t.app.db
        .insert(users)
        .values({ name: `Ranker ${tag}`, email, username: `ranker${tag}`, role: 'admin', passwordHash: hash });
      judges.push(await loginAs(t.app, email, 'judge-pass-123'));
    }
    const subs = await createSubmissions(t.app, SUBMISSIONS);
    let seed = 42;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const score = () => 1 + Math.floor(random() * 10);
    const evaluate = async (judge: string, submissionId: number) => {
      const body = { ...scores(score()), innovation: score(), impact: score() };
      const res = await api.send('POST', `/api/submissions/${submissionId}/evaluate`, judge, {
        status: 'under_review',
        scores: body,
      });
      if (res.statusCode !== 200) throw new Error(`evaluate: ${res.statusCode} ${res.body}`);
    };
    for (const [i, s] of subs.entries())
      for (let k = 0; k < 3; k++) await evaluate(judges[(i + k) % JUDGES]!, s.submissionId);
    const get = async () => {
      const t0 = performance.now();
      const res = await api.get('/api/admin/judging/ranking', admin);
      if (res.statusCode !== 200) throw new Error(`ranking: ${res.statusCode} ${res.body}`);
      return performance.now() - t0;
    };
    await rankingRefreshed(t.app.db, eventId);
    await get();
    const first: number[] = [];
    const afterSettle: number[] = [];
    const unchanged: number[] = [];
    const onRequest: number[] = [];
    for (let round = 0; round < ROUNDS + 2; round++) {
      unchanged.push(await get());
      await evaluate(judges[Math.floor(random() * JUDGES)]!, subs[Math.floor(random() * subs.length)]!.submissionId);
      first.push(await get());
      await evaluate(judges[Math.floor(random() * JUDGES)]!, subs[Math.floor(random() * subs.length)]!.submissionId);
      await rankingRefreshed(t.app.db, eventId);
      afterSettle.push(await get());
      const t0 = performance.now();
      await judgingRanking(t.app.db, eventId);
      onRequest.push(performance.now() - t0);
    }
    // The first two rounds warm the JIT of both paths.
    for (const xs of [first, afterSettle, unchanged, onRequest]) xs.splice(0, 2);
    console.log(
      `  S=${SUBMISSIONS}, weighted rubric: first call ${median(first).toFixed(1)} ms (${spread(first)}), after the background ranking ` +
        `${median(afterSettle).toFixed(1)} ms (${spread(afterSettle)}), unchanged ${median(unchanged).toFixed(1)} ms (${spread(unchanged)}); ` +
        `read and built on the request ${median(onRequest).toFixed(1)} ms (${spread(onRequest)})`,
    );
    return [
      {
        name: `judging ranking S=${SUBMISSIONS}, weighted rubric: GET right after an evaluation (first call)`,
        baseline: 'the ranking read and built on the request (bootstrap computed)',
        value: median(first),
        baselineValue: median(onRequest),
        unit: 'ms',
        ratio: median(first) / median(onRequest),
        note: `median of ${ROUNDS} rounds, spread ${spread(first)} ms; target ≤ 50 ms`,
      },
      {
        name: `judging ranking S=${SUBMISSIONS}, weighted rubric: GET once the background ranking settled`,
        baseline: 'the ranking read and built on the request (bootstrap computed)',
        value: median(afterSettle),
        baselineValue: median(onRequest),
        unit: 'ms',
        ratio: median(afterSettle) / median(onRequest),
        note: `median of ${ROUNDS} rounds, spread ${spread(afterSettle)} ms; the same GET with nothing changed ${median(unchanged).toFixed(1)} ms`,
      },
    ];
  } finally {
    await t.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  run().then((rows) =>
    console.table(rows.map(({ name, value, baselineValue, ratio }) => ({ name, value, baselineValue, ratio }))),
  );
}
