// A worker thread that answers jobs, shared by the judging ranking's thread and the content pages'
// renderer: started at the first job, it keeps the process alive only while it owes an answer. If it dies,
// the jobs it owed fail and the next job starts a new one. With `idleMs`, it ends once it has had no job
// for that long (a thread needed only now and then should not hold its heap for the process's life).
//
// The worker receives `{ id, ...request }` and answers `{ id, result }` or `{ id, error }`.
import { Worker } from 'node:worker_threads';

type Reply<Result> = { id: number; result: Result } | { id: number; error: string };

interface Job<Result> {
  resolve: (result: Result) => void;
  reject: (err: Error) => void;
}

export interface WorkerJobsOptions {
  /** The worker's module: `new URL('./x-worker.js', import.meta.url)` in the caller's own file. */
  url: URL;
  workerData?: unknown;
  /** Names the thread in its errors: "The ranking thread stopped (exit code 1)". */
  name: string;
  /** Begins a failed job's error: "The ranking failed: …". */
  failure: string;
  /** Ends the thread after this long without a job; absent, it lives until closed. */
  idleMs?: number;
}

export class WorkerJobs<Request extends object, Result> {
  private worker: Worker | null = null;
  private readonly jobs = new Map<number, Job<Result>>();
  private nextId = 1;
  private idle: NodeJS.Timeout | null = null;

  constructor(private readonly options: WorkerJobsOptions) {}

  /** The worker's answer to `request`. */
  protected run(request: Request): Promise<Result> {
    const worker = this.worker ?? this.start();
    if (this.idle) clearTimeout(this.idle);
    this.idle = null;
    return new Promise<Result>((resolve, reject) => {
      const id = this.nextId++;
      // While the thread owes an answer it keeps the process alive; idle, it does not.
      if (this.jobs.size === 0) worker.ref();
      this.jobs.set(id, { resolve, reject });
      worker.postMessage({ ...request, id });
    });
  }

  /** Ends the thread; jobs still owed fail. */
  async close(): Promise<void> {
    if (this.idle) clearTimeout(this.idle);
    this.idle = null;
    const worker = this.worker;
    if (!worker) return;
    this.fail(worker, new Error(`The ${this.options.name} was closed`));
    await worker.terminate();
  }

  private start(): Worker {
    const worker = new Worker(this.options.url, {
      workerData: this.options.workerData,
      // A worker loads what it needs itself (tsx, a built module): none of the process's loaders or
      // preloads, but it profiles with the process (node --cpu-prof).
      execArgv: process.execArgv.filter((a) => a.startsWith('--cpu-prof')),
    });
    worker.unref();
    worker.on('message', (reply: Reply<Result>) => this.answer(worker, reply));
    worker.on('error', (err) => this.fail(worker, err));
    worker.on('exit', (code) => this.fail(worker, new Error(`The ${this.options.name} stopped (exit code ${code})`)));
    this.worker = worker;
    return worker;
  }

  private answer(worker: Worker, reply: Reply<Result>) {
    const job = this.jobs.get(reply.id);
    if (!job) return;
    this.jobs.delete(reply.id);
    if (this.jobs.size === 0) {
      worker.unref();
      if (this.options.idleMs !== undefined)
        this.idle = setTimeout(() => void this.close(), this.options.idleMs).unref();
    }
    if ('error' in reply) job.reject(new Error(`${this.options.failure}: ${reply.error}`));
    else job.resolve(reply.result);
  }

  /** The thread is gone (crashed, exited or closed): what it owed fails, and the next job starts another. */
  private fail(worker: Worker, err: Error) {
    if (this.worker !== worker) return;
    this.worker = null;
    const owed = [...this.jobs.values()];
    this.jobs.clear();
    for (const job of owed) job.reject(err);
  }
}
