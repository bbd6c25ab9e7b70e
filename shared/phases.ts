// The edition's phases (issue "The calendar drives the product"): what is allowed follows the dates,
// unless an organizer set an explicit phase (an override, confirmed and audit-logged). One function,
// read by the server's gates and the client's screens alike, so they never disagree.

export const PHASES = ['before_registration', 'registration', 'hacking', 'judging', 'results', 'archived'] as const;
export type Phase = (typeof PHASES)[number];

export const PHASE_LABELS: Record<Phase, string> = {
  before_registration: 'Before registration',
  registration: 'Registration',
  hacking: 'Hacking',
  judging: 'Judging',
  results: 'Results',
  archived: 'Archived',
};

/** What the phase depends on; dates as Date or ISO strings, so both the row and the facts fit. */
export interface CalendarFacts {
  state: 'draft' | 'current' | 'archived';
  registrationOpensAt: Date | string;
  startsAt: Date | string;
  submissionDeadline: Date | string;
  submissionOpensAt?: Date | string | null;
  graceMinutes?: number;
  winnersPublishedAt?: Date | string | null;
  phaseOverride?: string | null;
}

const ms = (d: Date | string) => (typeof d === 'string' ? Date.parse(d) : d.getTime());

/** The submission window: from its own opening (else the start of hacking) to the deadline plus grace. */
export function submissionWindow(ev: CalendarFacts): { opensAt: Date; deadline: Date; closesAt: Date } {
  const opensAt = new Date(ms(ev.submissionOpensAt ?? ev.startsAt));
  const deadline = new Date(ms(ev.submissionDeadline));
  const closesAt = new Date(deadline.getTime() + (ev.graceMinutes ?? 0) * 60_000);
  return { opensAt, deadline, closesAt };
}

export function isPhase(value: unknown): value is Phase {
  return typeof value === 'string' && (PHASES as readonly string[]).includes(value);
}

/** The phase at `now`: archived editions are archived; an override wins; otherwise the dates decide. */
export function editionPhase(ev: CalendarFacts, now: Date | number = Date.now()): Phase {
  if (ev.state === 'archived') return 'archived';
  if (isPhase(ev.phaseOverride)) return ev.phaseOverride;
  const t = typeof now === 'number' ? now : now.getTime();
  if (ev.winnersPublishedAt) return 'results';
  if (t < ms(ev.registrationOpensAt)) return 'before_registration';
  if (t < ms(ev.startsAt)) return 'registration';
  if (t < submissionWindow(ev).closesAt.getTime()) return 'hacking';
  return 'judging';
}
