// The ranking an organiser defends: it undoes judges' leniency, shows what it is unsure about, and never
// crashes on the awkward events (one review, identical scores, nothing reviewed yet).
import { describe, expect, it } from 'vitest';
import { rankSubmissions, rankWithin, type Evaluation } from './ranking';
import { createRng } from './random';

/** Judges of known leniency and scale scoring submissions of known quality (no noise unless asked). */
function evaluations(
  quality: number[],
  judges: { leniency: number; scale?: number; noise?: number }[],
  design: [number, number][],
  seed = 1,
): Evaluation[] {
  const rng = createRng(seed);
  return design.map(([s, j]) => {
    const { leniency, scale = 1, noise = 0 } = judges[j];
    const score = leniency + scale * quality[s] + noise * rng.normal();
    return { submissionId: s, judgeId: `j${j}`, score: Math.round(Math.min(10, Math.max(1, score)) * 10) / 10 };
  });
}

/** Every submission reviewed by `per` judges, rotating so that every pair of judges shares submissions. */
function rotation(submissions: number, judges: number, per: number): [number, number][] {
  const design: [number, number][] = [];
  for (let s = 0; s < submissions; s++) for (let k = 0; k < per; k++) design.push([s, (s + k) % judges]);
  return design;
}

const order = (r: ReturnType<typeof rankSubmissions>) => r.entries.map((e) => e.submissionId);

describe('rankSubmissions', () => {
  it('puts the better submission first when a lenient judge scored the worse one', () => {
    // Submission 0 is better (quality 1 vs 0), but only the harsh judge saw it; the lenient judge saw 1.
    // Both judges also scored submissions 2..9, which reveals their leniency.
    const quality = [1, 0, -1, -0.5, 0, 0.5, 1, -1, 0.3, -0.3];
    const judges = [{ leniency: 4 }, { leniency: 8 }];
    const design: [number, number][] = [
      [0, 0],
      [1, 1],
    ];
    for (let s = 2; s < 10; s++) design.push([s, 0], [s, 1]);
    const ranking = rankSubmissions(evaluations(quality, judges, design));
    const raw = [...ranking.entries].sort((a, b) => b.rawMean! - a.rawMean!);
    expect(raw[0].submissionId).toBe(1);
    const pos = (id: number) => order(ranking).indexOf(id);
    expect(pos(0)).toBeLessThan(pos(1));
    const lenient = ranking.judges.find((j) => j.judgeId === 'j1')!;
    const harsh = ranking.judges.find((j) => j.judgeId === 'j0')!;
    expect(lenient.leniency - harsh.leniency).toBeGreaterThan(3);
  });

  it('reports raw mean, number of reviews, an interval around the normalised score and ranks', () => {
    const quality = Array.from({ length: 12 }, (_, i) => (i - 6) / 3);
    const judges = Array.from({ length: 6 }, (_, j) => ({ leniency: 5 + j * 0.5, noise: 0.5 }));
    const ranking = rankSubmissions(evaluations(quality, judges, rotation(12, 6, 3)));
    expect(ranking.entries).toHaveLength(12);
    ranking.entries.forEach((e, i) => {
      expect(e.rank).toBe(i + 1);
      expect(e.reviews).toBe(3);
      expect(e.unranked).toBe(false);
      expect(e.low!).toBeLessThan(e.normalisedScore!);
      expect(e.high!).toBeGreaterThan(e.normalisedScore!);
      expect(e.normalisedScore!).toBeGreaterThan(0);
      expect(e.normalisedScore!).toBeLessThan(11);
    });
    // The best and the worst submissions are told apart with confidence.
    expect(ranking.entries[0].low!).toBeGreaterThan(ranking.entries[11].high!);
  });

  it('gives the same answer for the same seed', () => {
    const judges = Array.from({ length: 5 }, (_, j) => ({ leniency: 6 + j - 2, noise: 1 }));
    const evals = evaluations([0.2, -1, 1.5, 0, 0.7, -0.4, 0.9, -1.2], judges, rotation(8, 5, 3), 4);
    expect(rankSubmissions(evals, { seed: 7 })).toEqual(rankSubmissions(evals, { seed: 7 }));
    // The database may return evaluations in any order: the answer must not move.
    expect(rankSubmissions([...evals].reverse(), { seed: 7 })).toEqual(rankSubmissions(evals, { seed: 7 }));
  });

  it('ranks a judge with a single review and a submission with a single review without failing', () => {
    const judges = Array.from({ length: 5 }, (_, j) => ({ leniency: 5 + j / 2, noise: 0.5 }));
    const quality = [1, 0, -1, 0.5, -0.5, 0.2, 1.5, -1.5, 0.8, -0.8, 0.1, -0.2, 0];
    const design = rotation(12, 4, 3);
    design.push([12, 4]); // judge 4 reviews only submission 12, which nobody else saw
    const ranking = rankSubmissions(evaluations(quality, judges, design));
    const lone = ranking.entries.find((e) => e.submissionId === 12)!;
    expect(lone.reviews).toBe(1);
    expect(Number.isFinite(lone.normalisedScore)).toBe(true);
    // One review by an unknown judge: the least certain submission of all.
    expect(lone.standardError!).toBeGreaterThan(
      Math.max(...ranking.entries.filter((e) => e !== lone).map((e) => e.standardError!)),
    );
    for (const j of ranking.judges) expect(Number.isFinite(j.leniency) && Number.isFinite(j.weight)).toBe(true);
  });

  it('ties everything when every score is the same', () => {
    const evals = rotation(5, 4, 2).map(([s, j]) => ({ submissionId: s, judgeId: j, score: 7 }));
    const ranking = rankSubmissions(evals, { prizePlaces: 3 });
    expect(ranking.entries.every((e) => e.rank === 1 && e.normalisedScore === 7 && e.rawMean === 7)).toBe(true);
    expect(ranking.entries.slice(0, 4).every((e) => e.tiedWithBelow)).toBe(true);
    expect(ranking.tiedPlaces).toEqual([1, 2, 3]);
  });

  it('lists submissions without reviews last, unranked', () => {
    const evals = [
      { submissionId: 2, judgeId: 1, score: 8 },
      { submissionId: 3, judgeId: 1, score: 5 },
    ];
    const ranking = rankSubmissions(evals, { submissionIds: [1, 2, 3, 4] });
    expect(order(ranking)).toEqual([2, 3, 1, 4]);
    const tail = ranking.entries.slice(2);
    expect(tail.every((e) => e.unranked && e.rank === null && e.reviews === 0 && e.normalisedScore === null)).toBe(
      true,
    );
    expect(ranking.entries[1].tiedWithBelow).toBe(false);
  });

  it('counts only the latest evaluation a judge made of a submission (revisions)', () => {
    const evals = [
      { submissionId: 'a', judgeId: 'x', score: 2 },
      { submissionId: 'b', judgeId: 'x', score: 6 },
      { submissionId: 'a', judgeId: 'x', score: 9 },
    ];
    const ranking = rankSubmissions(evals);
    expect(ranking.entries.map((e) => [e.submissionId, e.rawMean, e.reviews])).toEqual([
      ['a', 9, 1],
      ['b', 6, 1],
    ]);
  });

  it('flags neighbours whose intervals overlap and gives them an even chance of being swapped', () => {
    const evals = [1, 2, 3].flatMap((j) => [
      { submissionId: 'top', judgeId: j, score: 9.5 },
      { submissionId: 'twinA', judgeId: j, score: 7 + j / 10 },
      { submissionId: 'twinB', judgeId: j, score: 7 + j / 10 },
      { submissionId: 'low', judgeId: j, score: 2 },
    ]);
    const ranking = rankSubmissions(evals, { prizePlaces: 2 });
    const [top, a, b, low] = ranking.entries;
    expect(top.submissionId).toBe('top');
    expect([a.rank, b.rank]).toEqual([2, 2]);
    expect(a.tiedWithBelow && b.tiedWithAbove).toBe(true);
    expect(a.swapProbabilityBelow).toBeCloseTo(0.5, 5);
    expect(ranking.tiedPlaces).toEqual([2]);
    expect(low.submissionId).toBe('low');
  });

  it('gives a careless judge, whose scores follow nobody, less weight than careful ones', () => {
    const rng = createRng(3);
    const quality = Array.from({ length: 30 }, () => rng.normal());
    const judges = [
      ...Array.from({ length: 5 }, () => ({ leniency: 6, scale: 1.2, noise: 0.4 })),
      { leniency: 6, scale: 0, noise: 2 },
    ];
    const ranking = rankSubmissions(evaluations(quality, judges, rotation(30, 6, 3), 9), { bootstrap: 0 });
    const careless = ranking.judges.find((j) => j.judgeId === 'j5')!;
    for (const j of ranking.judges.filter((x) => x !== careless)) expect(careless.weight).toBeLessThan(j.weight / 3);
  });

  it('re-ranks within a challenge, keeping scores and recomputing places and ties', () => {
    const evals = [1, 2].flatMap((j) =>
      [9, 8, 5, 3].map((score, s) => ({ submissionId: s, judgeId: j, score: score + (j === 2 ? 0.5 : 0) })),
    );
    const ranking = rankSubmissions(evals);
    const within = rankWithin(ranking, [3, 1], 1);
    expect(within.entries.map((e) => [e.submissionId, e.rank])).toEqual([
      [1, 1],
      [3, 2],
    ]);
    expect(within.entries[0].normalisedScore).toBe(ranking.entries[1].normalisedScore);
  });
});
