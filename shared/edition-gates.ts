// What is open now (DESIGN D17, decision 0015): ONE function decides, from the edition's dates, its
// organizers' phase override and the clock, whether registration, team changes, submissions, judging
// hand-outs and the release of feedback are open, and says why not in words that name the phase. The
// server's gates read it once inside each write, on the edition row that write read; the screens and
// the emails read the same answer, so a page never says "open" while the API refuses.
//
// A later feature (the help queue, voting) is one more entry of RULES: a function of the same context.
import { archivedEditionMessage } from './edition-messages';
import { editionPhase, isPhase, PHASE_LABELS, type CalendarFacts, type Phase } from './phases';
import { registrationWindow, type RegistrationStatus } from './registration-window';
import { submissionGate, submissionGateMessage, type SubmissionGate } from './submission-window';
import { formatZoned, windowOpenMessage } from './judging-window';
import { JUDGING_MESSAGES } from './judging-messages';
import { FEEDBACK_HELD_MESSAGE, feedbackReleased } from './feedback-release';

/** Every edition fact a gate reads (the edition row, or the public facts: dates as Date or ISO strings). */
export interface GateFacts extends CalendarFacts {
  name: string;
  timeZone: string;
  registrationOpen: boolean;
  registrationClosesAt: Date | string;
  feedbackRelease: 'immediate' | 'with_results';
  /** The judging window of the calendar (optional): hand-outs start and stop with it. */
  judgingOpensAt?: Date | string | null;
  judgingClosesAt?: Date | string | null;
  /** The People's Choice window (optional: none set, no vote). */
  votingOpensAt?: Date | string | null;
  votingClosesAt?: Date | string | null;
  /** Teams edit their project page until then (null or absent: until the edition is archived). */
  galleryEditsCloseAt?: Date | string | null;
  /** The organizers' help-queue window (optional; null or absent: the phase decides, issue 34). */
  helpQueueOpensAt?: Date | string | null;
  helpQueueClosesAt?: Date | string | null;
}

/** The judging switch the admin holds (judging_settings): open, and whether it was opened early. */
export interface JudgingSwitch {
  state: 'not_started' | 'open' | 'closed';
  openedEarly: boolean;
}

export type GateReason =
  | 'archived'
  | 'phase'
  | 'not_open_yet'
  | 'closed'
  | 'closed_by_organizers'
  | 'deadline_passed'
  | 'submissions_open'
  | 'judging_not_open'
  | 'judging_window'
  | 'held'
  | 'no_window';

export interface Gate {
  open: boolean;
  reason: GateReason | null;
  /** The refusal, naming the phase and its dates; null when open. */
  message: string | null;
}

export interface Context {
  ev: GateFacts;
  t: number;
  phase: Phase;
  /** The phase was set by the organizers rather than the dates. */
  overridden: boolean;
  submissions: SubmissionGate;
  judging: JudgingSwitch;
}

const ms = (d: Date | string) => (typeof d === 'string' ? Date.parse(d) : d.getTime());
const open: Gate = { open: true, reason: null, message: null };
const refuse = (reason: GateReason, message: string): Gate => ({ open: false, reason, message });

/** Why the phase closes something, in words: who moved it, or which date did. */
export function phaseCause(c: Context): string {
  const at = (d: Date | string) => formatZoned(d, c.ev.timeZone);
  if (c.overridden) return `the organizers moved the event to ${PHASE_LABELS[c.phase]}`;
  switch (c.phase) {
    case 'before_registration':
      return `registration opens on ${at(c.ev.registrationOpensAt)}`;
    case 'judging':
      return `submissions closed on ${at(c.submissions.closesAt)}`;
    case 'results':
      return 'the winners have been announced';
    default:
      return `the event is in ${PHASE_LABELS[c.phase]}`;
  }
}

/**
 * Registration: the organizers' override to Registration opens it whatever the dates (their switch
 * still closes it); an override to another phase closes it, except Hacking, where the dates decide as
 * they do in the hacking phase (late registration until its closing date). Judging and results close it.
 */
function registration(c: Context): Gate & { status: RegistrationStatus } {
  const { ev } = c;
  if (c.phase === 'archived') return { ...refuse('archived', archivedEditionMessage(ev.name)), status: 'closed' };
  const byPhase = () => ({
    ...refuse('phase', `Registration for ${ev.name} is closed: ${phaseCause(c)}`),
    status: 'closed_by_phase' as const,
  });
  if (c.overridden && c.phase !== 'registration' && c.phase !== 'hacking') return byPhase();
  const window = registrationWindow(ev, new Date(c.t), c.overridden && c.phase === 'registration');
  if (window.status !== 'open') {
    const reason = window.status === 'not_yet_open' ? 'not_open_yet' : (window.status as GateReason);
    return { ...refuse(reason, window.message!), status: window.status };
  }
  if (c.phase === 'judging' || c.phase === 'results') return byPhase();
  return { ...open, status: 'open' };
}

/** Team changes (join, accept an invitation, invite, remove, edit): while registration or hacking is on. */
function teamChanges(c: Context): Gate {
  if (c.phase === 'archived') return refuse('archived', archivedEditionMessage(c.ev.name));
  if (c.phase === 'registration' || c.phase === 'hacking') return open;
  return refuse('phase', `Team changes for ${c.ev.name} are closed: ${phaseCause(c)}`);
}

/** Submissions: the window's own rule (shared/submission-window.ts), its words unchanged. */
function submissions(c: Context): Gate {
  if (c.submissions.open) return open;
  const reason = c.submissions.reason === 'archived' ? 'archived' : c.submissions.reason!;
  return refuse(reason, submissionGateMessage(c.ev, c.submissions)!);
}

/**
 * Judging hand-outs: the admin's switch must be open; the phase must be Judging (no project can change
 * any more), unless the admin opened judging early; and the calendar's judging window, when set, starts
 * (unless opened early) and stops them. Results and archived editions hand out nothing.
 */
function judging(c: Context): Gate {
  const { ev } = c;
  const at = (d: Date | string) => formatZoned(d, ev.timeZone);
  if (c.phase === 'archived') return refuse('archived', archivedEditionMessage(ev.name));
  if (c.judging.state !== 'open') return refuse('judging_not_open', JUDGING_MESSAGES.notOpen);
  if (c.phase === 'results') return refuse('phase', `Judging of ${ev.name} is over: ${phaseCause(c)}`);
  if (ev.judgingClosesAt && c.t >= ms(ev.judgingClosesAt))
    return refuse('judging_window', `Judging of ${ev.name} closed on ${at(ev.judgingClosesAt)}`);
  if (c.judging.openedEarly) return open;
  if (c.phase !== 'judging') {
    // The dates still keep projects open: the words judges have always read. Moved by the organizers:
    // the phase they chose is named, since the dates may say the window closed long ago.
    if (!c.overridden) return refuse('submissions_open', windowOpenMessage(c.submissions.closesAt, ev.timeZone));
    if (c.submissions.open)
      return refuse(
        'submissions_open',
        `Projects of ${ev.name} can still change: ${phaseCause(c)}, so judging waits until submissions close`,
      );
    return refuse('phase', `Judging of ${ev.name} waits for the Judging phase: ${phaseCause(c)}`);
  }
  if (ev.judgingOpensAt && c.t < ms(ev.judgingOpensAt))
    return refuse('judging_window', `Judging of ${ev.name} opens on ${at(ev.judgingOpensAt)}`);
  return open;
}

/**
 * Feedback to teams: at once, or once the winners are published (the publication sends the held
 * mails, so an override to Results alone does not release it: decision 0015).
 */
function feedback(c: Context): Gate {
  return feedbackReleased({ ...c.ev, winnersPublishedAt: c.ev.winnersPublishedAt ?? null })
    ? open
    : refuse('held', FEEDBACK_HELD_MESSAGE);
}

/**
 * People's Choice ballots (issue 33): inside the window the organizers set, whatever the phase (a vote
 * often runs through the demo day after submissions closed, and the organizers moved no date by setting
 * it); an archived edition's vote is over, and an edition without a window has no vote.
 */
function voting(c: Context): Gate {
  const { ev } = c;
  const at = (d: Date | string) => formatZoned(d, ev.timeZone);
  if (c.phase === 'archived') return refuse('archived', archivedEditionMessage(ev.name));
  if (!ev.votingOpensAt || !ev.votingClosesAt) return refuse('no_window', `${ev.name} has no People's Choice vote`);
  if (c.t < ms(ev.votingOpensAt))
    return refuse('not_open_yet', `People's Choice voting for ${ev.name} opens on ${at(ev.votingOpensAt)}`);
  if (c.t >= ms(ev.votingClosesAt))
    return refuse('closed', `People's Choice voting for ${ev.name} closed on ${at(ev.votingClosesAt)}`);
  return open;
}

/**
 * Project pages of the gallery (story, video, opt-out, showing feedback): the team edits its page in any
 * phase, until the organizers' close for edits, or until the edition is archived (its gallery read-only).
 */
function galleryEdits(c: Context): Gate {
  const { ev } = c;
  if (c.phase === 'archived') return refuse('archived', archivedEditionMessage(ev.name));
  if (ev.galleryEditsCloseAt && c.t >= ms(ev.galleryEditsCloseAt))
    return refuse(
      'closed',
      `Project pages of ${ev.name} closed for edits on ${formatZoned(ev.galleryEditsCloseAt, ev.timeZone)}`,
    );
  return open;
}

/**
 * The help queue (issue 34): takes requests while hacking is on (from the start to the submission
 * deadline, or wherever the organizers moved the phase), unless the organizers set the queue's own
 * opening or closing, which then decides that end whatever the phase. Archived editions take none.
 */
function helpQueue(c: Context): Gate {
  const { ev } = c;
  const at = (d: Date | string) => formatZoned(d, ev.timeZone);
  if (c.phase === 'archived') return refuse('archived', archivedEditionMessage(ev.name));
  const opensAt = ev.helpQueueOpensAt ?? null;
  const closesAt = ev.helpQueueClosesAt ?? null;
  if (opensAt && c.t < ms(opensAt))
    return refuse('not_open_yet', `The help queue of ${ev.name} opens on ${at(opensAt)}`);
  if (closesAt && c.t >= ms(closesAt))
    return refuse('closed', `The help queue of ${ev.name} closed on ${at(closesAt)}`);
  const before = c.phase === 'before_registration' || c.phase === 'registration';
  if (!opensAt && before)
    return refuse('not_open_yet', `The help queue of ${ev.name} opens when hacking starts: ${phaseCause(c)}`);
  if (!closesAt && !before && c.phase !== 'hacking')
    return refuse('phase', `The help queue of ${ev.name} is closed: ${phaseCause(c)}`);
  return open;
}

const RULES = { registration, teamChanges, submissions, judging, feedback, voting, galleryEdits, helpQueue } as const;
export type GateName = keyof typeof RULES;
export const GATE_NAMES = Object.keys(RULES) as GateName[];

/** What each gate is called on the organizers' phase panel. */
export const GATE_LABELS: Record<GateName, string> = {
  registration: 'Registration',
  teamChanges: 'Team changes',
  submissions: 'Submissions',
  judging: 'Judging hand-outs',
  feedback: 'Feedback to teams',
  voting: "People's Choice voting",
  galleryEdits: 'Project page edits',
  helpQueue: 'Help queue',
};

export interface EditionGates {
  phase: Phase;
  /** The phase the dates alone give. */
  datesPhase: Phase;
  overridden: boolean;
  /** The instant decided on (the server's clock, read once). */
  at: Date;
  registration: ReturnType<typeof registration>;
  teamChanges: Gate;
  submissions: Gate & { window: SubmissionGate };
  judging: Gate;
  feedback: Gate;
  voting: Gate;
  galleryEdits: Gate;
  helpQueue: Gate;
}

/**
 * What is open at `now` for the edition `ev`. `judgingSwitch` is the admin's judging state; without it
 * the judging entry answers as if judging were opened on time (what the calendar alone allows).
 */
export function editionGates(
  ev: GateFacts,
  now: Date | number,
  judgingSwitch: JudgingSwitch = { state: 'open', openedEarly: false },
): EditionGates {
  const t = typeof now === 'number' ? now : now.getTime();
  const overridden = ev.state !== 'archived' && isPhase(ev.phaseOverride);
  const c: Context = {
    ev,
    t,
    phase: editionPhase(ev, t),
    overridden,
    submissions: submissionGate(ev, t),
    judging: judgingSwitch,
  };
  return {
    phase: c.phase,
    datesPhase: editionPhase({ ...ev, phaseOverride: null }, t),
    overridden,
    at: new Date(t),
    registration: RULES.registration(c),
    teamChanges: RULES.teamChanges(c),
    submissions: { ...RULES.submissions(c), window: c.submissions },
    judging: RULES.judging(c),
    feedback: RULES.feedback(c),
    voting: RULES.voting(c),
    galleryEdits: RULES.galleryEdits(c),
    helpQueue: RULES.helpQueue(c),
  };
}

/** Before the Judging phase: opening judging now is opening it early (confirmed, audit-logged). */
export const judgingWouldBeEarly = (g: EditionGates) =>
  g.phase === 'before_registration' || g.phase === 'registration' || g.phase === 'hacking';

/**
 * The projects are frozen: the submission window has closed (deadline + grace, an organizer's move to
 * Judging or later, or archived) and has not merely yet to open. A repository read from then on is the
 * deadline's (repositories pinned at the deadline, issue 33). An override back to Hacking unfreezes them.
 */
export const projectsFrozen = (g: EditionGates) => !g.submissions.open && g.submissions.reason !== 'not_open_yet';
