// When the boot code (main.tsx) starts the app: once the prerendered page's first contentful paint is on
// screen. The app's start sends some twenty script requests and runs the data layer; the page needs none
// of it to be read, so none of it should compete with the frame that shows it; and an app render that came
// first replaced the prerendered heading before it was painted, moving the largest paint to the app's own.
//
// A frame callback and a timer (what this replaced) run after the browser has drawn the frame but before
// the frame is presented: Lighthouse's traces had the app's script requests start up to 50 ms before
// the first contentful paint's time in about one load of three, and its model of a phone then counted
// every one of them as needed for that paint (FCP and LCP, the heading being both, 1.5-2.1 s instead of
// 1.15 s; decision 0004). The paint entry is reported once the frame is presented.

/** The parts of the browser this needs; tests hand in their own. */
export interface PaintEnv {
  document: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;
  PerformanceObserver?: Pick<typeof PerformanceObserver, 'supportedEntryTypes'> &
    (new (callback: PerformanceObserverCallback) => Pick<PerformanceObserver, 'observe' | 'disconnect'>);
  requestAnimationFrame: (callback: () => void) => unknown;
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: never) => void;
}

/**
 * The longest the app waits for a first contentful paint. A page always paints its prerendered header
 * and heading well within it; this is for a browser that paints and never says so.
 */
export const PAINT_WAIT_LIMIT_MS = 3000;

/** Calls `start` once: after the first contentful paint was presented, or at once in a hidden tab. */
export function afterFirstPaint(start: () => void, env: PaintEnv = globalThis as unknown as PaintEnv): void {
  const { document } = env;
  // A tab opened in the background paints nothing (and runs no frames) until shown: start at once.
  if (document.visibilityState === 'hidden') return start();
  let started = false;
  let observer: Pick<PerformanceObserver, 'disconnect'> | undefined;
  const onHidden = () => {
    if (document.visibilityState === 'hidden') go();
  };
  function go() {
    if (started) return;
    started = true;
    observer?.disconnect();
    env.clearTimeout(limit as never);
    document.removeEventListener('visibilitychange', onHidden);
    start();
  }
  // Set first, so that whatever fails below, the app still starts.
  const limit = env.setTimeout(go, PAINT_WAIT_LIMIT_MS);
  // Hidden before it painted: no paint (and no frame) will come until the visitor returns.
  document.addEventListener('visibilitychange', onHidden);
  const Observer = env.PerformanceObserver;
  if (Observer?.supportedEntryTypes?.includes('paint')) {
    const paints = new Observer((list) => {
      if (list.getEntries().some((e) => e.name === 'first-contentful-paint')) go();
    });
    observer = paints;
    // buffered: a paint reported before this line (the boot script ran late) is delivered too.
    paints.observe({ type: 'paint', buffered: true });
  } else {
    // No paint timing: a task after the next frame is the nearest sign of a frame drawn.
    env.requestAnimationFrame(() => env.setTimeout(go, 0));
  }
}
