// The submission window on the server (issue "The calendar drives the product"): one decision, by the
// server's clock (clockNow), with the edition's row share-locked in the writing transaction, so a phase
// override or a moved deadline waits for the submissions already deciding and none decides on stale
// dates. The decision is the edition's submissions gate (shared/edition-gates.ts), which the pages read too.
import { submissionWindowLine } from '@shared/submission-window';
import type { SubmissionWindowState } from '@shared/schemas/submissions';
import { clockNow } from '../../lib/clock';
import { assertGate, gatesOf, type EventRow } from '../events/index';

export { shareLockEvent } from '../events/index';

/** 409 naming the phase and its dates unless the window is open at `now`. */
export function assertWindowOpen(ev: EventRow, now: Date): void {
  assertGate(gatesOf(ev, now), 'submissions');
}

/** What the dashboard and /submit show: the window, whether it is open, and why not, at the server's clock. */
export function windowState(ev: EventRow, now: Date = clockNow()): SubmissionWindowState {
  const { submissions } = gatesOf(ev, now);
  const gate = submissions.window;
  return {
    opensAt: gate.opensAt.toISOString(),
    deadline: gate.deadline.toISOString(),
    closesAt: gate.closesAt.toISOString(),
    graceMinutes: ev.graceMinutes,
    timeZone: ev.timeZone,
    phase: gate.phase,
    overridden: gate.overridden,
    open: submissions.open,
    reason: gate.reason ?? null,
    message: submissions.message,
    line: submissionWindowLine(ev, now),
    serverNow: now.toISOString(),
  };
}
