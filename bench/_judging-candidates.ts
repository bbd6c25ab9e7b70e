// The ranking methods the judging benchmark compares with the one shared/judging/ranking.ts ships
// (docs/decisions/0002-judging-ranking.md). Not used by the product.
import type { Evaluation } from '../shared/judging/ranking';

type Scores = Map<number, number>;

function byJudge(evaluations: readonly Evaluation[]) {
  const judges = new Map<number, Evaluation[]>();
  for (const e of evaluations) {
    const list = judges.get(e.judgeId as number) ?? [];
    list.push(e);
    judges.set(e.judgeId as number, list);
  }
  return judges;
}

/**
 * Per-judge z-scores, each judge's mean and sd shrunk towards the pooled ones by `k` pseudo-reviews
 * (a judge with one review is not made extreme), averaged per submission.
 */
export function zScoreRanking(evaluations: readonly Evaluation[], k = 3): Scores {
  const all = evaluations.map((e) => e.score);
  const m = all.reduce((s, x) => s + x, 0) / all.length;
  const v = all.reduce((s, x) => s + (x - m) ** 2, 0) / all.length || 1;
  const sums = new Map<number, { s: number; n: number }>();
  for (const list of byJudge(evaluations).values()) {
    const n = list.length;
    const mj = list.reduce((s, e) => s + e.score, 0) / n;
    const vj = list.reduce((s, e) => s + (e.score - mj) ** 2, 0) / n;
    const mean = (n * mj + k * m) / (n + k);
    const sd = Math.sqrt((n * vj + k * v) / (n + k)) || 1;
    for (const e of list) {
      const cur = sums.get(e.submissionId as number) ?? { s: 0, n: 0 };
      sums.set(e.submissionId as number, { s: cur.s + (e.score - mean) / sd, n: cur.n + 1 });
    }
  }
  return new Map([...sums].map(([id, { s, n }]) => [id, s / n]));
}

/**
 * Bradley–Terry on the pairs each judge ordered (a tie counts half to each), fitted by the MM algorithm
 * (Hunter 2004) with one virtual draw against an average opponent so that every strength is finite.
 */
export function bradleyTerryRanking(evaluations: readonly Evaluation[], iterations = 100): Scores {
  const ids = [...new Set(evaluations.map((e) => e.submissionId as number))];
  const index = new Map(ids.map((id, i) => [id, i]));
  const wins = new Float64Array(ids.length).fill(0.5);
  const pairs: [number, number][] = [];
  for (const list of byJudge(evaluations).values()) {
    for (let i = 0; i < list.length; i++) {
      for (let k = i + 1; k < list.length; k++) {
        const a = index.get(list[i].submissionId as number)!;
        const b = index.get(list[k].submissionId as number)!;
        pairs.push([a, b]);
        const d = Math.sign(list[i].score - list[k].score);
        wins[a] += d > 0 ? 1 : d === 0 ? 0.5 : 0;
        wins[b] += d < 0 ? 1 : d === 0 ? 0.5 : 0;
      }
    }
  }
  let p = new Float64Array(ids.length).fill(1);
  for (let it = 0; it < iterations; it++) {
    const denom = new Float64Array(ids.length);
    for (let s = 0; s < ids.length; s++) denom[s] = 1 / (p[s] + 1);
    for (const [a, b] of pairs) {
      denom[a] += 1 / (p[a] + p[b]);
      denom[b] += 1 / (p[a] + p[b]);
    }
    const next = Float64Array.from(wins, (w, s) => w / denom[s]);
    const g = Math.exp(next.reduce((s, x) => s + Math.log(x), 0) / next.length);
    p = next.map((x) => x / g);
  }
  return new Map(ids.map((id, s) => [id, Math.log(p[s])]));
}
