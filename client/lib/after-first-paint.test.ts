// When the boot code starts the app, against a hand-driven browser: paint entries, frames, timers and
// the tab's visibility arrive when each test says.
import { describe, expect, it } from 'vitest';
import { PAINT_WAIT_LIMIT_MS, afterFirstPaint, type PaintEnv } from './after-first-paint';

function fakeBrowser({ hidden = false, paintTiming = true } = {}) {
  const frames: Array<() => void> = [];
  const timers = new Map<number, { callback: () => void; ms: number }>();
  const visibilityListeners = new Set<() => void>();
  const observers: Array<{ callback: PerformanceObserverCallback; observing: boolean; options?: unknown }> = [];
  let nextTimer = 1;
  const doc = {
    visibilityState: (hidden ? 'hidden' : 'visible') as DocumentVisibilityState,
    addEventListener: (type: string, l: () => void) => type === 'visibilitychange' && visibilityListeners.add(l),
    removeEventListener: (type: string, l: () => void) => type === 'visibilitychange' && visibilityListeners.delete(l),
  };
  class Observer {
    static supportedEntryTypes = paintTiming ? ['paint', 'resource'] : ['resource'];
    private readonly entry: { callback: PerformanceObserverCallback; observing: boolean; options?: unknown };
    constructor(callback: PerformanceObserverCallback) {
      this.entry = { callback, observing: false };
      observers.push(this.entry);
    }
    observe(options: unknown) {
      this.entry.observing = true;
      this.entry.options = options;
    }
    disconnect() {
      this.entry.observing = false;
    }
  }
  const env = {
    document: doc,
    PerformanceObserver: Observer,
    requestAnimationFrame: (cb: () => void) => frames.push(cb),
    setTimeout: (callback: () => void, ms: number) => {
      timers.set(nextTimer, { callback, ms });
      return nextTimer++;
    },
    clearTimeout: (id: number) => timers.delete(id),
  } as unknown as PaintEnv;
  return {
    env,
    /** The browser reports paint entries to every observer still observing. */
    paint(...names: string[]) {
      const entries = names.map((name) => ({ name, entryType: 'paint' }));
      for (const o of observers.filter((x) => x.observing))
        o.callback({ getEntries: () => entries } as unknown as PerformanceObserverEntryList, {} as PerformanceObserver);
    },
    runFrames: () => frames.splice(0).forEach((f) => f()),
    runTimers: (upTo = Infinity) => {
      for (const [id, t] of [...timers]) if (t.ms <= upTo && timers.delete(id)) t.callback();
    },
    hide() {
      doc.visibilityState = 'hidden';
      visibilityListeners.forEach((l) => l());
    },
    observing: () => observers.some((o) => o.observing),
    observedWith: () => observers.map((o) => o.options),
    pendingTimers: () => timers.size,
  };
}

describe('afterFirstPaint', () => {
  it('waits for the first contentful paint, not the first frame or the first paint of nothing', () => {
    const b = fakeBrowser();
    let started = 0;
    afterFirstPaint(() => started++, b.env);
    // Asked for the paints already reported too: the boot script may run after the first paint.
    expect(b.observedWith()).toEqual([{ type: 'paint', buffered: true }]);
    b.runFrames();
    b.runTimers(0);
    b.paint('first-paint');
    expect(started).toBe(0);
    b.paint('first-contentful-paint');
    expect(started).toBe(1);
    // Once: later reports, the limit's timer and a hidden tab start nothing more.
    b.paint('first-contentful-paint');
    b.runTimers();
    b.hide();
    expect(started).toBe(1);
    expect(b.observing()).toBe(false);
    expect(b.pendingTimers()).toBe(0);
  });

  it('starts at once in a tab opened in the background, which paints nothing until shown', () => {
    const b = fakeBrowser({ hidden: true });
    let started = 0;
    afterFirstPaint(() => started++, b.env);
    expect(started).toBe(1);
    expect(b.observing()).toBe(false);
  });

  it('starts when the tab is hidden before its first paint', () => {
    const b = fakeBrowser();
    let started = 0;
    afterFirstPaint(() => started++, b.env);
    b.hide();
    expect(started).toBe(1);
    b.paint('first-contentful-paint');
    expect(started).toBe(1);
  });

  it(`starts after ${PAINT_WAIT_LIMIT_MS} ms when no paint is ever reported`, () => {
    const b = fakeBrowser();
    let started = 0;
    afterFirstPaint(() => started++, b.env);
    b.runTimers(PAINT_WAIT_LIMIT_MS - 1);
    expect(started).toBe(0);
    b.runTimers(PAINT_WAIT_LIMIT_MS);
    expect(started).toBe(1);
    expect(b.observing()).toBe(false);
  });

  it('without paint timing, starts in a task after the next frame', () => {
    const b = fakeBrowser({ paintTiming: false });
    let started = 0;
    afterFirstPaint(() => started++, b.env);
    expect(started).toBe(0);
    b.runFrames();
    expect(started).toBe(0);
    b.runTimers(0);
    expect(started).toBe(1);
    b.runTimers();
    expect(started).toBe(1);
    expect(b.pendingTimers()).toBe(0);
  });

  it('without paint timing, starts when hidden before its first frame (a hidden tab runs none)', () => {
    const b = fakeBrowser({ paintTiming: false });
    let started = 0;
    afterFirstPaint(() => started++, b.env);
    b.hide();
    expect(started).toBe(1);
    b.runFrames();
    b.runTimers();
    expect(started).toBe(1);
  });
});
