// The phase × gate table of gates.test.ts (issue 30, decision 0015): for each phase of the demo edition,
// reached by its dates and by the organizers' override, what each gate's route answers: 'open' (feedback:
// 'held' or 'open') or the 409 with its words, naming the phase or the date that closes it.
import type { GateName } from '@shared/edition-gates';

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
// In IST (the demo edition's zone): registration 15 Apr 09:00 → 14 May 09:00, hacking from 15 May
// 09:00, the deadline 17 May 23:59 (no grace).
export const REG_OPENS = new Date('2027-04-15T03:30:00Z');
export const REG_CLOSES = new Date('2027-05-14T03:30:00Z');
export const STARTS = new Date('2027-05-15T03:30:00Z');
export const DEADLINE = new Date('2027-05-17T18:29:00Z');
export const AT = {
  before: REG_OPENS.getTime() - DAY,
  registration: REG_OPENS.getTime() + DAY,
  hacking: STARTS.getTime() + HOUR,
  judging: DEADLINE.getTime() + HOUR,
};
const NAME = 'HackVerse 2027';
const moved = (label: string) => `the organizers moved the event to ${label}`;

const closedOn = `409 Registration for ${NAME} closed on 14 May, 09:00 IST`;
const deadlinePassed = '409 The submission deadline (17 May, 23:59 IST) has passed';
const archived = `409 ${NAME} is archived: its teams, projects, judging and winners can no longer change`;
// People's Choice: the window gates.test.ts sets, from the deadline for two days.
export const VOTING_OPENS = DEADLINE;
export const VOTING_CLOSES = new Date(DEADLINE.getTime() + 2 * DAY);
const votingOpens = `409 People's Choice voting for ${NAME} opens on 17 May, 23:59 IST`;
const windowOpen = '409 Submissions are open until 17 May, 23:59 IST: judging starts when they close';

export interface Row {
  phase: string;
  via: 'dates' | 'override';
  at: number;
  override?: string;
  published?: boolean;
  expect: Record<GateName, string>;
}

export const ROWS: Row[] = [
  {
    phase: 'before_registration',
    via: 'dates',
    at: AT.before,
    expect: {
      registration: `409 Registration for ${NAME} opens on 15 Apr, 09:00 IST`,
      teamChanges: `409 Team changes for ${NAME} are closed: registration opens on 15 Apr, 09:00 IST`,
      submissions: `409 Submissions for ${NAME} open on 15 May, 09:00 IST`,
      judging: windowOpen,
      feedback: 'held',
      voting: votingOpens,
      galleryEdits: 'open',
      helpQueue: `409 The help queue of ${NAME} opens when hacking starts: registration opens on 15 Apr, 09:00 IST`,
    },
  },
  {
    phase: 'before_registration',
    via: 'override',
    at: AT.hacking,
    override: 'before_registration',
    expect: {
      registration: `409 Registration for ${NAME} is closed: ${moved('Before registration')}`,
      teamChanges: `409 Team changes for ${NAME} are closed: ${moved('Before registration')}`,
      submissions: `409 Submissions for ${NAME} are closed: ${moved('Before registration')} (deadline 17 May, 23:59 IST)`,
      judging: `409 Judging of ${NAME} waits for the Judging phase: ${moved('Before registration')}`,
      feedback: 'held',
      voting: votingOpens,
      galleryEdits: 'open',
      helpQueue: `409 The help queue of ${NAME} opens when hacking starts: ${moved('Before registration')}`,
    },
  },
  {
    phase: 'registration',
    via: 'dates',
    at: AT.registration,
    expect: {
      registration: 'open',
      teamChanges: 'open',
      submissions: `409 Submissions for ${NAME} open on 15 May, 09:00 IST`,
      judging: windowOpen,
      feedback: 'held',
      voting: votingOpens,
      galleryEdits: 'open',
      helpQueue: `409 The help queue of ${NAME} opens when hacking starts: the event is in Registration`,
    },
  },
  {
    // The dates say judging: the override opens registration and team changes; submissions follow the dates.
    phase: 'registration',
    via: 'override',
    at: AT.judging,
    override: 'registration',
    expect: {
      registration: 'open',
      teamChanges: 'open',
      submissions: deadlinePassed,
      judging: `409 Judging of ${NAME} waits for the Judging phase: ${moved('Registration')}`,
      feedback: 'held',
      voting: 'open',
      galleryEdits: 'open',
      helpQueue: `409 The help queue of ${NAME} opens when hacking starts: ${moved('Registration')}`,
    },
  },
  {
    phase: 'hacking',
    via: 'dates',
    at: AT.hacking,
    expect: {
      registration: closedOn,
      teamChanges: 'open',
      submissions: 'open',
      judging: windowOpen,
      feedback: 'held',
      voting: votingOpens,
      galleryEdits: 'open',
      helpQueue: 'open',
    },
  },
  {
    phase: 'hacking',
    via: 'override',
    at: AT.judging,
    override: 'hacking',
    expect: {
      registration: closedOn,
      teamChanges: 'open',
      submissions: 'open',
      judging: `409 Projects of ${NAME} can still change: ${moved('Hacking')}, so judging waits until submissions close`,
      feedback: 'held',
      voting: 'open',
      galleryEdits: 'open',
      helpQueue: 'open',
    },
  },
  {
    phase: 'judging',
    via: 'dates',
    at: AT.judging,
    expect: {
      registration: closedOn,
      teamChanges: `409 Team changes for ${NAME} are closed: submissions closed on 17 May, 23:59 IST`,
      submissions: deadlinePassed,
      judging: 'open',
      feedback: 'held',
      voting: 'open',
      galleryEdits: 'open',
      helpQueue: `409 The help queue of ${NAME} is closed: submissions closed on 17 May, 23:59 IST`,
    },
  },
  {
    phase: 'judging',
    via: 'override',
    at: AT.hacking,
    override: 'judging',
    expect: {
      registration: `409 Registration for ${NAME} is closed: ${moved('Judging')}`,
      teamChanges: `409 Team changes for ${NAME} are closed: ${moved('Judging')}`,
      submissions: `409 Submissions for ${NAME} are closed: ${moved('Judging')} (deadline 17 May, 23:59 IST)`,
      judging: 'open',
      feedback: 'held',
      voting: votingOpens,
      galleryEdits: 'open',
      helpQueue: `409 The help queue of ${NAME} is closed: ${moved('Judging')}`,
    },
  },
  {
    // An override to Results does not publish the winners: feedback kept for them stays kept.
    phase: 'results',
    via: 'override',
    at: AT.hacking,
    override: 'results',
    expect: {
      registration: `409 Registration for ${NAME} is closed: ${moved('Results')}`,
      teamChanges: `409 Team changes for ${NAME} are closed: ${moved('Results')}`,
      submissions: `409 Submissions for ${NAME} are closed: ${moved('Results')} (deadline 17 May, 23:59 IST)`,
      judging: `409 Judging of ${NAME} is over: ${moved('Results')}`,
      feedback: 'held',
      voting: votingOpens,
      galleryEdits: 'open',
      helpQueue: `409 The help queue of ${NAME} is closed: ${moved('Results')}`,
    },
  },
  {
    phase: 'archived',
    via: 'override',
    at: AT.hacking,
    override: 'archived',
    expect: {
      registration: archived,
      teamChanges: archived,
      submissions: `409 ${NAME} is archived: its projects can no longer change`,
      judging: archived,
      feedback: 'held',
      voting: archived,
      galleryEdits: archived,
      helpQueue: archived,
    },
  },
  {
    phase: 'results',
    via: 'dates',
    at: AT.judging,
    published: true,
    expect: {
      registration: closedOn,
      teamChanges: `409 Team changes for ${NAME} are closed: the winners have been announced`,
      submissions: `409 Submissions for ${NAME} are closed: the winners have been announced`,
      judging: `409 Judging of ${NAME} is over: the winners have been announced`,
      feedback: 'open',
      voting: 'open',
      galleryEdits: 'open',
      helpQueue: `409 The help queue of ${NAME} is closed: the winners have been announced`,
    },
  },
];
