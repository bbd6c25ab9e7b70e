// The content pages' renderer runs on a thread of its own (render-worker.js), started when a page must be
// drawn and ended after a minute without one. Drawn pages are kept (content-pages.ts), so the renderer is
// needed only after the content changed: its React, its pages and their heap (about 25 MiB loaded in the
// server's own thread) are held only while organizers publish, not by an idle server; and a page's render
// (tens of milliseconds on a slow machine) does not hold the event loop. Does not keep the process alive.
import { Worker } from 'node:worker_threads';
import type { PrerenderedAnswers, RenderedPage } from '@shared/prerendered';

type Reply = { id: number; page: RenderedPage } | { id: number; error: string };

interface Job {
  resolve: (page: RenderedPage) => void;
  reject: (err: Error) => void;
}

/** How long the thread stays without a page to draw before it ends. */
const IDLE_MS = 60_000;

export class RenderThread {
  private worker: Worker | null = null;
  private readonly jobs = new Map<number, Job>();
  private nextId = 1;
  private idle: NodeJS.Timeout | null = null;

  /** `file`: the build's renderer module. */
  constructor(private readonly file: string) {}

  render(pathname: string, answers: PrerenderedAnswers): Promise<RenderedPage> {
    const worker = this.worker ?? this.start();
    if (this.idle) clearTimeout(this.idle);
    this.idle = null;
    return new Promise<RenderedPage>((resolve, reject) => {
      const id = this.nextId++;
      // While the thread owes an answer it keeps the process alive; idle, it does not.
      if (this.jobs.size === 0) worker.ref();
      this.jobs.set(id, { resolve, reject });
      worker.postMessage({ id, pathname, answers });
    });
  }

  /** Ends the thread; pages still owed fail. */
  async close(): Promise<void> {
    if (this.idle) clearTimeout(this.idle);
    const worker = this.worker;
    if (!worker) return;
    this.fail(worker, new Error('The render thread was closed'));
    await worker.terminate();
  }

  private start(): Worker {
    const worker = new Worker(new URL('./render-worker.js', import.meta.url), {
      workerData: { file: this.file },
      execArgv: process.execArgv.filter((a) => a.startsWith('--cpu-prof')),
    });
    worker.unref();
    worker.on('message', (reply: Reply) => this.answer(worker, reply));
    worker.on('error', (err) => this.fail(worker, err));
    worker.on('exit', (code) => this.fail(worker, new Error(`The render thread stopped (exit code ${code})`)));
    this.worker = worker;
    return worker;
  }

  private answer(worker: Worker, reply: Reply) {
    const job = this.jobs.get(reply.id);
    if (!job) return;
    this.jobs.delete(reply.id);
    if (this.jobs.size === 0) {
      worker.unref();
      this.idle = setTimeout(() => void this.close(), IDLE_MS).unref();
    }
    if ('error' in reply) job.reject(new Error(`The page could not be drawn: ${reply.error}`));
    else job.resolve(reply.page);
  }

  /** The thread is gone (crashed, exited or closed): what it owed fails, and the next page starts another. */
  private fail(worker: Worker, err: Error) {
    if (this.worker !== worker) return;
    this.worker = null;
    const owed = [...this.jobs.values()];
    this.jobs.clear();
    for (const job of owed) job.reject(err);
  }
}
