// The content pages' renderer runs on a thread of its own (render-worker.js), started when a page must be
// drawn and ended after a minute without one. Drawn pages are kept (content-pages.ts), so the renderer is
// needed only after the content changed: its React, its pages and their heap (about 25 MiB loaded in the
// server's own thread) are held only while organizers publish, not by an idle server; and a page's render
// (tens of milliseconds on a slow machine) does not hold the event loop. Does not keep the process alive.
import type { PrerenderedAnswers, RenderedPage } from '@shared/prerendered';
import { WorkerJobs } from '../lib/worker-jobs';

/** How long the thread stays without a page to draw before it ends. */
const IDLE_MS = 60_000;

export class RenderThread extends WorkerJobs<
  { pathname: string; answers: PrerenderedAnswers; now: number },
  RenderedPage
> {
  /** `file`: the build's renderer module. */
  constructor(file: string) {
    super({
      url: new URL('./render-worker.js', import.meta.url),
      workerData: { file },
      name: 'render thread',
      failure: 'The page could not be drawn',
      idleMs: IDLE_MS,
    });
  }

  /** `now`: the server's clock, which the page's phase and countdowns are drawn at (clock-key.ts). */
  render(pathname: string, answers: PrerenderedAnswers, now: number): Promise<RenderedPage> {
    return this.run({ pathname, answers, now });
  }
}
