// The home page's sections below the hero, drawn after the first paint, one per task. Drawn together with
// the hero they made the first render one long task (Lighthouse's trace at 4× CPU slowdown: the hero,
// the challenge tabs, the accordion, the timeline and every section's words in one go), and the words'
// arrival re-rendered all of them at once again. Here each section waits for the page's words
// (GET /api/content/home, answered or failed) and then appears in a task of its own, in page order, so
// no task blocks input for long. Until then a section holds a placeholder of its loading state's size:
// they sit below the hero, out of the first screen, and nothing visible moves.
import { createContext, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { useHome } from './use-home';

export interface RevealQueue {
  subscribe: (listener: () => void) => () => void;
  /** How many sections, in page order, may be drawn. */
  count: () => number;
  /** Starts drawing `total` sections, one per task; a second call does nothing. */
  start: (total: number) => void;
  stop: () => void;
}

export function createRevealQueue(): RevealQueue {
  let shown = 0;
  let started = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<() => void>();
  const set = (n: number) => {
    shown = n;
    listeners.forEach((l) => l());
  };
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    count: () => shown,
    start(total) {
      if (started) return;
      started = true;
      // A tab in the background runs timers once a second at most: draw everything at once there.
      if (typeof document !== 'undefined' && document.visibilityState === 'hidden') return set(total);
      const step = () => {
        set(shown + 1);
        if (shown < total) timer = setTimeout(step, 0);
      };
      timer = setTimeout(step, 0);
    },
    stop() {
      clearTimeout(timer);
    },
  };
}

const QueueContext = createContext<RevealQueue | null>(null);

/** Starts the queue once the page's words have answered (or failed: the sections then show the error). */
function StartWhenSettled({ queue, total }: { queue: RevealQueue; total: number }) {
  const settled = !useHome().isPending;
  useEffect(() => {
    if (settled) queue.start(total);
  }, [settled, queue, total]);
  useEffect(() => () => queue.stop(), [queue]);
  return null;
}

/** Wraps the sections below the hero; `total` is how many <Deferred> it holds. */
export function DeferredSections({ total, children }: { total: number; children: ReactNode }) {
  const [queue] = useState(createRevealQueue);
  return (
    <QueueContext.Provider value={queue}>
      <StartWhenSettled queue={queue} total={total} />
      {children}
    </QueueContext.Provider>
  );
}

/**
 * The `index`-th section (from 0, in page order): a placeholder of `height` (a Tailwind height class, the
 * size of the section's loading state) until its turn, then the section. Only this component re-renders
 * when its turn comes.
 */
export function Deferred({ index, height, children }: { index: number; height: string; children: ReactNode }) {
  const queue = useContext(QueueContext);
  const shown = useSyncExternalStore(
    queue?.subscribe ?? noSubscribe,
    () => (queue ? queue.count() > index : true),
    () => false,
  );
  if (shown) return <>{children}</>;
  return (
    <div aria-hidden="true" className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
      <Skeleton className={`${height} rounded-3xl`} />
    </div>
  );
}

const noSubscribe = () => () => undefined;
