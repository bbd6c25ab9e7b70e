// The judging ranking's bootstrap on a thread of its own (ranking-worker.js): refitting the model about
// 100 times takes 80 to 400 ms per 100 submissions, time the event loop would otherwise not answer any
// request in. One long-lived thread, started at the first ranking, that does not keep the process alive
// while idle. If it dies, the rankings it owed fail (their requests answer an error) and the next
// ranking starts a new one. The browser runs the judging plan the same way (client/features/judging/plan).
import { Worker } from 'node:worker_threads';
import type { Evaluation, Ranking, RankingOptions } from '@shared/judging';

type Reply = { id: number; ranking: Ranking } | { id: number; error: string };

interface Job {
  resolve: (ranking: Ranking) => void;
  reject: (err: Error) => void;
}

export class RankingThread {
  private worker: Worker | null = null;
  private readonly jobs = new Map<number, Job>();
  private nextId = 1;

  /** rankSubmissions(evaluations, options), computed on the thread. */
  rank(evaluations: readonly Evaluation[], options: RankingOptions): Promise<Ranking> {
    const worker = this.worker ?? this.start();
    return new Promise<Ranking>((resolve, reject) => {
      const id = this.nextId++;
      // While the thread owes an answer it keeps the process alive; idle, it does not.
      if (this.jobs.size === 0) worker.ref();
      this.jobs.set(id, { resolve, reject });
      worker.postMessage({ id, evaluations, options });
    });
  }

  /** Ends the thread; rankings still owed fail. */
  async close(): Promise<void> {
    const worker = this.worker;
    if (!worker) return;
    this.fail(worker, new Error('The ranking thread was closed'));
    await worker.terminate();
  }

  private start(): Worker {
    const worker = new Worker(new URL('./ranking-worker.js', import.meta.url), {
      // The worker loads TypeScript through tsx itself: it needs none of the process's loaders or
      // preloads, but profiles with the process (node --cpu-prof).
      execArgv: process.execArgv.filter((a) => a.startsWith('--cpu-prof')),
    });
    worker.unref();
    worker.on('message', (reply: Reply) => this.answer(worker, reply));
    worker.on('error', (err) => this.fail(worker, err));
    worker.on('exit', (code) => this.fail(worker, new Error(`The ranking thread stopped (exit code ${code})`)));
    this.worker = worker;
    return worker;
  }

  private answer(worker: Worker, reply: Reply) {
    const job = this.jobs.get(reply.id);
    if (!job) return;
    this.jobs.delete(reply.id);
    if (this.jobs.size === 0) worker.unref();
    if ('error' in reply) job.reject(new Error(`The ranking failed: ${reply.error}`));
    else job.resolve(reply.ranking);
  }

  /** The thread is gone (crashed, exited or closed): what it owed fails, and the next ranking starts another. */
  private fail(worker: Worker, err: Error) {
    if (this.worker !== worker) return;
    this.worker = null;
    const owed = [...this.jobs.values()];
    this.jobs.clear();
    for (const job of owed) job.reject(err);
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
