// The submission window's words on the team's screens: the line and the refusal (shared with the
// server's 409s), the countdown on the server's clock, and what 'New Submission' / Submit / Update do.
import { describe, expect, it } from 'vitest';
import type { SubmissionWindowState } from '@shared/schemas/submissions';
import { submitState } from '@shared/submit-state';
import {
  formatEditionInstant,
  submissionGate,
  submissionGateMessage,
  submissionWindowLine,
  submissionWindowText,
  type WindowFacts,
} from '@shared/submission-window';
import { countdownTarget, countdownText, serverNow } from '@/components/submission-window-status';

const MINUTE = 60_000;
const ev: WindowFacts = {
  name: 'HackVerse 2027',
  timeZone: 'Asia/Kolkata',
  state: 'current',
  registrationOpensAt: '2027-04-01T00:00:00Z',
  startsAt: '2027-05-15T03:30:00Z', // 15 May, 09:00 IST
  submissionDeadline: '2027-05-17T18:29:00Z', // 17 May, 23:59 IST
  graceMinutes: 15,
};
const deadline = Date.parse(ev.submissionDeadline as string);

describe('the window text', () => {
  it('writes instants in the edition’s zone, with its short name', () => {
    expect(formatEditionInstant('2027-05-17T18:29:00Z', 'Asia/Kolkata')).toBe('17 May, 23:59 IST');
    expect(formatEditionInstant('2027-05-17T18:29:00Z', 'UTC')).toBe('17 May, 18:29 UTC');
    expect(formatEditionInstant('2027-01-10T12:00:00Z', 'America/New_York')).toBe('10 Jan, 07:00 EST');
    expect(formatEditionInstant('2027-07-10T12:00:00Z', 'Europe/London')).toBe('10 Jul, 13:00 BST');
    expect(formatEditionInstant('2027-07-10T12:00:00Z', 'Asia/Singapore')).toBe('10 Jul, 20:00 GMT+8');
  });

  it('says when submissions open, when they close with the grace, and that they closed', () => {
    expect(submissionWindowLine(ev, Date.parse('2027-05-15T03:29:59Z'))).toBe(
      'Submissions open 15 May, 09:00 IST and close 17 May, 23:59 IST (+15 min grace)',
    );
    expect(submissionWindowLine(ev, deadline)).toBe('Submissions close 17 May, 23:59 IST (+15 min grace)');
    expect(submissionWindowLine(ev, deadline + 15 * MINUTE)).toBe(
      'The submission deadline (17 May, 23:59 IST, +15 min grace) has passed',
    );
    expect(submissionWindowLine({ ...ev, graceMinutes: 0 }, deadline - 1)).toBe('Submissions close 17 May, 23:59 IST');
    expect(submissionWindowText(ev)).toBe('from 15 May, 09:00 IST to 17 May, 23:59 IST (+15 min grace)');
  });

  it('follows an override: judging closes, hacking opens, published winners close', () => {
    const inside = Date.parse('2027-05-16T00:00:00Z');
    const judging = submissionGate({ ...ev, phaseOverride: 'judging' }, inside);
    expect(judging).toMatchObject({ open: false, reason: 'phase', overridden: true });
    expect(submissionGateMessage(ev, judging)).toBe(
      'Submissions for HackVerse 2027 are closed: the organizers moved the event to Judging (deadline 17 May, 23:59 IST)',
    );
    expect(submissionGate({ ...ev, phaseOverride: 'hacking' }, deadline + 60 * MINUTE).open).toBe(true);
    expect(submissionWindowLine({ ...ev, phaseOverride: 'hacking' }, deadline + 60 * MINUTE)).toBe(
      'Submissions are open (set by the organizers)',
    );
    // An override to the phase the dates give changes nothing; an early window stays open in registration.
    const early = { ...ev, submissionOpensAt: '2027-04-01T00:00:00Z' };
    expect(submissionGate({ ...early, phaseOverride: 'registration' }, Date.parse('2027-04-10T00:00:00Z')).open).toBe(
      true,
    );
    const results = submissionGate({ ...ev, winnersPublishedAt: '2027-05-16T00:00:00Z' }, inside);
    expect(submissionGateMessage(ev, results)).toBe(
      'Submissions for HackVerse 2027 are closed: the winners have been announced',
    );
    expect(submissionGate({ ...ev, state: 'archived' }, inside)).toMatchObject({ open: false, reason: 'archived' });
  });
});

const state = (over: Partial<SubmissionWindowState> = {}): SubmissionWindowState => ({
  opensAt: '2027-05-15T03:30:00.000Z',
  deadline: '2027-05-17T18:29:00.000Z',
  closesAt: '2027-05-17T18:44:00.000Z',
  graceMinutes: 15,
  timeZone: 'Asia/Kolkata',
  phase: 'hacking',
  overridden: false,
  open: true,
  reason: null,
  message: null,
  line: 'Submissions close 17 May, 23:59 IST (+15 min grace)',
  serverNow: '2027-05-17T18:00:00.000Z',
  ...over,
});

describe('the countdown', () => {
  it('counts on the server’s clock from the moment the answer arrived', () => {
    const w = state();
    expect(serverNow(w, 1_000, 6_000)).toBe(Date.parse(w.serverNow) + 5_000);
    const target = countdownTarget(w)!;
    expect(target).toEqual({ label: 'Closes in', at: Date.parse(w.closesAt) });
    expect(countdownText(target.at - serverNow(w, 0, 0))).toBe('00:44:00');
    expect(countdownText(2 * 86_400_000 + 3_723_000)).toBe('2d 01:02:03');
    expect(countdownText(-5)).toBe('00:00:00');
  });

  it('counts to the opening before it, and to nothing once closed or overridden', () => {
    expect(countdownTarget(state({ open: false, reason: 'not_open_yet' }))?.label).toBe('Opens in');
    expect(countdownTarget(state({ open: false, reason: 'deadline_passed' }))).toBeNull();
    expect(countdownTarget(state({ overridden: true }))).toBeNull();
  });
});

describe('what the team may do', () => {
  const team = (over: object = {}) => ({
    status: 'approved',
    submissions: [] as { id: number; status: 'draft' | 'submitted' | 'under_review' | 'accepted' | 'rejected' }[],
    submissionWindow: { open: true, message: null },
    ...over,
  });

  it('submits its first project, then updates it while it may change', () => {
    expect(submitState(team())).toEqual({ kind: 'submit' });
    const project = { id: 7, status: 'submitted' as const };
    expect(submitState(team({ submissions: [project] }))).toEqual({ kind: 'update', submission: project });
  });

  it('says why not: under review, the window closed, approval', () => {
    expect(submitState(team({ submissions: [{ id: 7, status: 'under_review' }] }))).toMatchObject({
      kind: 'blocked',
      reason:
        'Your team already has a project, under review, and it can no longer be updated: a team submits one project per edition.',
    });
    const closed = { open: false, message: 'The submission deadline (17 May, 23:59 IST) has passed' };
    expect(submitState(team({ submissionWindow: closed }))).toMatchObject({ kind: 'blocked', reason: closed.message });
    expect(submitState(team({ status: 'pending' }))).toMatchObject({
      kind: 'blocked',
      reason: 'Only approved teams can submit projects. Your team is awaiting approval from the hackathon organizers.',
    });
  });
});
