// The judging ranking's bootstrap on a thread of its own (ranking-worker.js): refitting the model about
// 100 times takes 80 to 400 ms per 100 submissions, time the event loop would otherwise not answer any
// request in. One long-lived thread, started at the first ranking, that does not keep the process alive
// while idle. If it dies, the rankings it owed fail (their requests answer an error) and the next
// ranking starts a new one (server/lib/worker-jobs.ts). The browser runs the judging plan the same way (client/features/judging/plan).
import type { Evaluation, Ranking, RankingOptions } from '@shared/judging';
import { WorkerJobs } from '../../../lib/worker-jobs';

export class RankingThread extends WorkerJobs<
  { evaluations: readonly Evaluation[]; options: RankingOptions },
  Ranking
> {
  constructor() {
    super({
      url: new URL('./ranking-worker.js', import.meta.url),
      name: 'ranking thread',
      failure: 'The ranking failed',
    });
  }

  /** rankSubmissions(evaluations, options), computed on the thread. */
  rank(evaluations: readonly Evaluation[], options: RankingOptions): Promise<Ranking> {
    return this.run({ evaluations, options });
  }
}

/** The process's ranking thread, shared by the apps it runs (tests run several). */
export const rankingThread = new RankingThread();
let holders = 0;

/** An app that may rank holds the thread until it closes; the last one to close ends it. */
export function holdRankingThread(): () => Promise<void> {
  holders++;
  let released = false;
  return async () => {
    if (released) return;
    released = true;
    if (--holders === 0) await rankingThread.close();
  };
}
