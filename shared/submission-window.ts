// The submission window as every side states it (issue "The calendar drives the product"): whether a
// project may be submitted or updated at an instant, the refusal's words (the server's 409s), and the
// lines the team dashboard, /submit and the FAQ's {{submissionWindow}} show. Dates are written in the
// edition's own time zone ("15 May, 23:59 IST") by one formatter, so the server's message and the
// page's line never disagree. The gate follows the phase (shared/phases.ts): an organizer's override to
// 'hacking' opens submissions, to 'judging' or later closes them; otherwise the window's dates decide.
import { formatInZone as formatEditionInstant, zoneAbbreviation } from './zoned-time';
import { editionPhase, isPhase, PHASE_LABELS, submissionWindow, type CalendarFacts, type Phase } from './phases';

export interface WindowFacts extends CalendarFacts {
  name: string;
  /** IANA zone the organizers set the dates in. */
  timeZone: string;
}

type Instant = Date | string | number;
const toDate = (at: Instant) => (at instanceof Date ? at : new Date(at));

// The one formatter of times (shared/zoned-time.ts), under the names this module's callers know.
export { zoneAbbreviation, formatEditionInstant };

export type GateReason = 'not_open_yet' | 'deadline_passed' | 'phase' | 'archived';

export interface SubmissionGate {
  open: boolean;
  /** Why not (absent when open). */
  reason?: GateReason;
  phase: Phase;
  /** The phase was set by the organizers rather than the dates. */
  overridden: boolean;
  opensAt: Date;
  deadline: Date;
  closesAt: Date;
}

/**
 * May a project be submitted or updated at `now`? Archived: never. An override to 'hacking' opens the
 * window whatever the dates; to 'before_registration', 'judging', 'results' or 'archived' closes it;
 * published winners close it. Otherwise (and for an override to 'registration') the window's dates
 * decide, to the millisecond:
 * open from `opensAt` (inclusive) until `closesAt` = deadline + grace (exclusive).
 */
export function submissionGate(ev: CalendarFacts, now: Instant): SubmissionGate {
  const t = toDate(now).getTime();
  const window = submissionWindow(ev);
  const phase = editionPhase(ev, t);
  const overridden = ev.state !== 'archived' && isPhase(ev.phaseOverride);
  const base = { phase, overridden, ...window };
  if (ev.state === 'archived' || phase === 'archived') return { ...base, open: false, reason: 'archived' };
  if (overridden && phase === 'hacking') return { ...base, open: true };
  // Before registration nothing is open, whatever the dates (decision 0015).
  if (phase === 'results' || (overridden && (phase === 'judging' || phase === 'before_registration')))
    return { ...base, open: false, reason: 'phase' };
  if (t < window.opensAt.getTime()) return { ...base, open: false, reason: 'not_open_yet' };
  if (t >= window.closesAt.getTime()) return { ...base, open: false, reason: 'deadline_passed' };
  return { ...base, open: true };
}

const graceNote = (ev: CalendarFacts) => ((ev.graceMinutes ?? 0) > 0 ? ` (+${ev.graceMinutes} min grace)` : '');

/** The refusal of a submission or update outside the window, naming the phase and its dates; null when open. */
export function submissionGateMessage(ev: WindowFacts, gate: SubmissionGate): string | null {
  if (gate.open) return null;
  const at = (d: Date) => formatEditionInstant(d, ev.timeZone);
  switch (gate.reason) {
    case 'not_open_yet':
      return `Submissions for ${ev.name} open on ${at(gate.opensAt)}`;
    case 'deadline_passed':
      return `The submission deadline (${at(gate.deadline)}${(ev.graceMinutes ?? 0) > 0 ? `, +${ev.graceMinutes} min grace` : ''}) has passed`;
    case 'phase':
      return gate.overridden
        ? `Submissions for ${ev.name} are closed: the organizers moved the event to ${PHASE_LABELS[gate.phase]} (deadline ${at(gate.deadline)})`
        : `Submissions for ${ev.name} are closed: the winners have been announced`;
    default:
      return `${ev.name} is archived: its projects can no longer change`;
  }
}

/**
 * One line for the dashboard and /submit: "Submissions close 15 May, 23:59 IST (+15 min grace)", or
 * when they open, or that they closed, as the gate at `now` says.
 */
export function submissionWindowLine(ev: WindowFacts, now: Instant): string {
  const gate = submissionGate(ev, now);
  const at = (d: Date) => formatEditionInstant(d, ev.timeZone);
  const closes = `${at(gate.deadline)}${graceNote(ev)}`;
  if (gate.open)
    return gate.overridden ? 'Submissions are open (set by the organizers)' : `Submissions close ${closes}`;
  if (gate.reason === 'not_open_yet') return `Submissions open ${at(gate.opensAt)} and close ${closes}`;
  return submissionGateMessage(ev, gate) ?? '';
}

/**
 * The window in one sentence, independent of the moment (the FAQ's {{submissionWindow}}): "from 15 Apr,
 * 09:00 IST to 15 May, 23:59 IST (+15 min grace)".
 */
export function submissionWindowText(ev: WindowFacts): string {
  const { opensAt, deadline } = submissionWindow(ev);
  return `from ${formatEditionInstant(opensAt, ev.timeZone)} to ${formatEditionInstant(deadline, ev.timeZone)}${graceNote(ev)}`;
}
