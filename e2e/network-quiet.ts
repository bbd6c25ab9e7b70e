// "The page has loaded its data": no request of the page in flight, and none started or finished for a
// quiet spell. That is what `waitForLoadState('networkidle')` waits for, with its spell fixed at 500 ms;
// phone-routes.spec.ts waited that after each of its ~120 pages (two thirds of its time, measured:
// docs/decisions/0023-ci-time.md). Here the spell is shorter, and the caller checks afterwards that no
// request started while it looked at the page (`startedSince`): if one did, the page was still loading,
// and it looks again.
import type { Page, Request } from '@playwright/test';

/**
 * A web worker's own script (Vite names the chunk after its module, `plan-worker-<hash>.js`). When the
 * page terminates the worker before that script has loaded (the judging tab left while its forecast
 * starts), Chromium never reports the request finished or failed: reproduced with a worker terminated
 * 200 ms into a 1.5 s script load, no event in 4 s, where an untouched one reports "finished". Such a
 * request counts as started but does not hold the page "loading": a worker's script carries none of the
 * data the page shows.
 */
const isWorkerScript = (r: Request) =>
  r.resourceType() === 'script' && /-worker-[\w-]+\.js$/.test(new URL(r.url()).pathname);

export interface NetworkWatch {
  /** Resolves once no request is in flight and none started or ended for `quietMs`. */
  quiet(quietMs?: number): Promise<void>;
  /** A mark to pass to startedSince. */
  mark(): number;
  /** Whether a request started after `mark`. */
  startedSince(mark: number): boolean;
}

/** Watches the page's requests from now on (call before the navigation to wait for). */
export function watchNetwork(page: Page): NetworkWatch {
  const inFlight = new Set<Request>();
  let started = 0;
  let lastChange = Date.now();
  page.on('request', (r) => {
    if (!isWorkerScript(r)) inFlight.add(r);
    started++;
    lastChange = Date.now();
  });
  const done = (r: Request) => {
    inFlight.delete(r);
    lastChange = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    async quiet(quietMs = 250) {
      const give = Date.now() + 30_000;
      while (inFlight.size > 0 || Date.now() - lastChange < quietMs) {
        if (Date.now() > give)
          throw new Error(`requests still in flight after 30 s: ${[...inFlight].map((r) => r.url()).join(', ')}`);
        await page.waitForTimeout(25);
      }
    },
    mark: () => started,
    startedSince: (mark) => started !== mark,
  };
}
