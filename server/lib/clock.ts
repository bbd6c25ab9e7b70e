// The server's clock for every calendar decision (phases, the submission deadline, judging gates).
// Production reads the system clock; a test server started with TEST_CLOCK=true may move its clock
// forward or back (the phase walk-through in e2e/ drives an edition through its calendar without
// sleeping). Everything that compares with an edition's dates reads `clockNow()`, never `new Date()`.

let offsetMs = 0;

export function clockNow(): Date {
  return new Date(Date.now() + offsetMs);
}

/** Test servers only (the route that calls this exists only with TEST_CLOCK): pretend it is `at`. */
export function setClock(at: Date | null): void {
  offsetMs = at === null ? 0 : at.getTime() - Date.now();
}
