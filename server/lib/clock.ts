// The server's clock for every calendar decision (phases, the submission deadline, judging gates).
// Production reads the system clock; a test server started with TEST_CLOCK=true may move its clock
// forward or back (the phase walk-through in e2e/ drives an edition through its calendar without
// sleeping). Everything that compares with an edition's dates reads `clockNow()`, never `new Date()`.

let offsetMs = 0;
let frozenAt: number | null = null;

export function clockNow(): Date {
  return new Date(frozenAt ?? Date.now() + offsetMs);
}

/** Test servers only (the route that calls this exists only with TEST_CLOCK): pretend it is `at`, and run on from there. */
export function setClock(at: Date | null): void {
  frozenAt = null;
  offsetMs = at === null ? 0 : at.getTime() - Date.now();
}

/** API tests only: the clock stops at `at` (decisions to the millisecond); setClock moves it again. */
export function freezeClock(at: Date): void {
  frozenAt = at.getTime();
}

// The jobs whose work comes due with time (the privacy job's erasures, the help queue's escalation) run a
// pass as soon as a test server's clock is moved (POST /api/test/clock), as they would have once the real
// clock reached that time; otherwise a browser test waited for their next pass, up to a minute.
const clockMoveWatchers = new Set<() => void>();

/** Calls `watcher` each time the test clock route moves the clock; answers how to stop. */
export function onClockMoved(watcher: () => void): () => void {
  clockMoveWatchers.add(watcher);
  return () => clockMoveWatchers.delete(watcher);
}

/** The test clock route, after moving the clock. */
export function announceClockMove(): void {
  for (const watcher of clockMoveWatchers) watcher();
}
