// The ranking's bootstrap runs beside the event loop (service/ranking-thread.ts): while a large ranking
// computes, timers keep firing. The same ranking computed inline holds the loop for its whole duration
// (not one timer fires), which is what the test compares with (so it fails if the thread stops being used).
import type { Worker } from 'node:worker_threads';
import { afterAll, describe, expect, it } from 'vitest';
import { rankSubmissions, type Evaluation, type RankingOptions } from '@shared/judging';
import { RankingThread } from './service/ranking-thread';

/** A seeded event: `submissions` submissions, each reviewed by `perSubmission` of `judges` judges. */
function event(submissions: number, judges: number, perSubmission: number): Evaluation[] {
  let state = 12345;
  const random = () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
  const leniency = Array.from({ length: judges }, () => random() * 2 - 1);
  const evaluations: Evaluation[] = [];
  for (let s = 1; s <= submissions; s++) {
    const quality = 4 + random() * 4;
    const chosen = new Set<number>();
    while (chosen.size < perSubmission) chosen.add(1 + Math.floor(random() * judges));
    for (const j of chosen) {
      const score = Math.min(10, Math.max(1, quality + leniency[j - 1] + (random() - 0.5)));
      evaluations.push({ submissionId: s, judgeId: 1000 + j, score: Math.round(score * 10) / 10 });
    }
  }
  return evaluations;
}

/**
 * How many times a 1 ms interval fired while `work` ran: none when the work holds the event loop, many
 * when the loop is free to turn. Counted, not timed, so a busy machine cannot make it pass or fail.
 */
async function ticksDuring(work: () => Promise<unknown>): Promise<number> {
  let ticks = 0;
  const timer = setInterval(() => ticks++, 1);
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  return ticks;
}

const options: RankingOptions = { prizePlaces: 3, bootstrap: 100, seed: 1 };
const large = event(600, 40, 4);
const thread = new RankingThread();
afterAll(() => thread.close());

describe('ranking thread', () => {
  it('computes the same ranking as inline, and the event loop keeps answering meanwhile', async () => {
    await thread.rank(event(10, 4, 2), options); // the thread's start (tsx loads the model) is not measured
    let inline: ReturnType<typeof rankSubmissions> | undefined;
    const inlineTicks = await ticksDuring(async () => {
      inline = rankSubmissions(large, options);
    });
    let threaded: ReturnType<typeof rankSubmissions> | undefined;
    const threadTicks = await ticksDuring(async () => {
      threaded = await thread.rank(large, options);
    });
    expect(threaded).toEqual(inline);
    // Inline, the loop does not turn once during the whole computation; on the thread it keeps turning.
    expect(inlineTicks).toBe(0);
    expect(threadTicks).toBeGreaterThanOrEqual(5);
  });

  it('a crashed thread fails what it owed, and the next ranking starts a new one', async () => {
    const owed = thread.rank(large, options);
    // As if the thread died mid-computation.
    await (thread as unknown as { worker: Worker }).worker.terminate();
    await expect(owed).rejects.toThrow(/ranking thread stopped/);
    const small = event(10, 4, 2);
    expect(await thread.rank(small, options)).toEqual(rankSubmissions(small, options));
  });
});
