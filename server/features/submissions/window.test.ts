// The submission window (issue "The calendar drives the product"): a project is accepted only inside
// the edition's window, by the server's clock: from its opening (the start of hacking by default) to the
// deadline plus grace; each refusal is a 409 naming the phase and its dates, in the edition's zone. An
// organizer's phase override moves the gate. One project per team: a second POST updates it, or says why not.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { events, problems, submissions } from '../../db/schema';
import { freezeClock, setClock } from '../../lib/clock';
import { bearer, createTestApp, loginAs, type TestApp } from '../../test/helpers';
import { createTeam, currentEventId, FIXTURE_PASSWORD } from '../../test/fixtures';

let t: TestApp;
let admin: string;
let eventId: number;
let problemId: number;

// 15 May 2027, 09:00 IST: hacking starts; 17 May, 23:59 IST: the deadline; 15 minutes of grace.
const STARTS = new Date('2027-05-15T03:30:00Z');
const DEADLINE = new Date('2027-05-17T18:29:00Z');
const MINUTE = 60_000;

beforeAll(async () => {
  t = await createTestApp({ seedDemo: true });
  admin = await loginAs(t.app, 'admin@example.com', 'admin12345');
  eventId = await currentEventId(t.app);
  await t.app.db
    .update(events)
    .set({
      registrationOpensAt: new Date(STARTS.getTime() - 30 * 24 * 60 * MINUTE),
      registrationClosesAt: new Date(STARTS.getTime() - 24 * 60 * MINUTE),
      startsAt: STARTS,
      endsAt: DEADLINE,
      submissionDeadline: DEADLINE,
      submissionOpensAt: null,
      graceMinutes: 15,
    })
    .where(eq(events.id, eventId));
  problemId = (await t.app.db.select({ id: problems.id }).from(problems).where(eq(problems.eventId, eventId)))[0]!.id;
});
afterEach(() => setClock(null));
afterAll(() => t.close());

const project = (n = 1) => ({
  teamName: 'Window Team',
  problemId: String(problemId),
  githubUrl: `https://github.com/window/project-${n}`,
  demoUrl: '',
  description: 'A project that arrives at a precise moment of the submission window, described at length.',
  techStack: 'TypeScript',
});

async function approvedTeam() {
  const fx = await createTeam(t.app, { status: 'approved' });
  return { ...fx, token: await loginAs(t.app, fx.leader.email, FIXTURE_PASSWORD) };
}
const post = (token: string, body = project()) =>
  t.app.inject({ method: 'POST', url: '/api/submissions', headers: bearer(token), payload: body });
const put = (token: string, id: number, body = project(2)) =>
  t.app.inject({ method: 'PUT', url: `/api/submissions/${id}`, headers: bearer(token), payload: body });
const at = (ms: number) => freezeClock(new Date(ms));
const setPhase = (phase: string | null, extra: object = { confirm: true }) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/events/hackverse-2027/phase',
    headers: bearer(admin),
    payload: { phase, ...extra },
  });

describe('the submission window', () => {
  it('refuses before it opens, naming the edition and the opening in its time zone', async () => {
    const team = await approvedTeam();
    at(STARTS.getTime() - 1000);
    const res = await post(team.token);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('Submissions for HackVerse 2027 open on 15 May, 09:00 IST');
    const current = (await t.app.inject({ url: '/api/teams/current', headers: bearer(team.token) })).json();
    expect(current.canSubmit).toBe(false);
    expect(current.submissionWindow).toMatchObject({
      open: false,
      reason: 'not_open_yet',
      line: 'Submissions open 15 May, 09:00 IST and close 17 May, 23:59 IST (+15 min grace)',
      serverNow: new Date(STARTS.getTime() - 1000).toISOString(),
    });
  });

  it('opens at the start of hacking to the millisecond, and an early opening date opens it earlier', async () => {
    const team = await approvedTeam();
    at(STARTS.getTime());
    expect((await post(team.token)).statusCode).toBe(201);
    const early = await approvedTeam();
    await t.app.db
      .update(events)
      .set({ submissionOpensAt: new Date(STARTS.getTime() - 7 * 24 * 60 * MINUTE) })
      .where(eq(events.id, eventId));
    try {
      at(STARTS.getTime() - 60 * MINUTE);
      expect((await post(early.token)).statusCode).toBe(201);
    } finally {
      await t.app.db.update(events).set({ submissionOpensAt: null }).where(eq(events.id, eventId));
    }
  });

  it('accepts within the grace period and records the instant it decided', async () => {
    const team = await approvedTeam();
    at(DEADLINE.getTime() + 14 * MINUTE + 59_000);
    const res = await post(team.token);
    expect(res.statusCode).toBe(201);
    expect(res.json().submittedAt).toBe(new Date(DEADLINE.getTime() + 14 * MINUTE + 59_000).toISOString());
    const current = (await t.app.inject({ url: '/api/teams/current', headers: bearer(team.token) })).json();
    expect(current.submissionWindow).toMatchObject({
      open: true,
      line: 'Submissions close 17 May, 23:59 IST (+15 min grace)',
      closesAt: new Date(DEADLINE.getTime() + 15 * MINUTE).toISOString(),
    });
  });

  it('refuses a submission and an update once the grace period is over, naming the deadline', async () => {
    const team = await approvedTeam();
    at(DEADLINE.getTime() - MINUTE);
    const created = (await post(team.token)).json();
    at(DEADLINE.getTime() + 15 * MINUTE);
    const late = await post(team.token);
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe('The submission deadline (17 May, 23:59 IST, +15 min grace) has passed');
    const update = await put(team.token, created.id);
    expect(update.statusCode).toBe(409);
    expect(update.json().error).toBe(late.json().error);
    const [row] = await t.app.db.select().from(submissions).where(eq(submissions.id, created.id));
    expect(row!.githubUrl).toBe(project().githubUrl);
    const current = (await t.app.inject({ url: '/api/teams/current', headers: bearer(team.token) })).json();
    expect(current).toMatchObject({ canSubmit: false, submissionWindow: { open: false, reason: 'deadline_passed' } });
  });

  it('without grace, closes at the deadline itself', async () => {
    await t.app.db.update(events).set({ graceMinutes: 0 }).where(eq(events.id, eventId));
    try {
      const team = await approvedTeam();
      at(DEADLINE.getTime() - 1);
      expect((await post(team.token)).statusCode).toBe(201);
      at(DEADLINE.getTime());
      const [own] = await t.app.db.select().from(submissions).where(eq(submissions.teamId, team.teamId));
      const res = await put(team.token, own!.id);
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toBe('The submission deadline (17 May, 23:59 IST) has passed');
    } finally {
      await t.app.db.update(events).set({ graceMinutes: 15 }).where(eq(events.id, eventId));
    }
  });
});

describe('the phase override moves the gate', () => {
  it("'judging' closes submissions inside the window; 'hacking' opens them after it; null follows the dates", async () => {
    const team = await approvedTeam();
    at(STARTS.getTime() + 60 * MINUTE);
    expect((await setPhase('judging')).statusCode).toBe(200);
    try {
      const res = await post(team.token);
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toBe(
        'Submissions for HackVerse 2027 are closed: the organizers moved the event to Judging (deadline 17 May, 23:59 IST)',
      );
      expect((await setPhase(null)).json()).toMatchObject({ phase: 'hacking', override: null });
      expect((await post(team.token)).statusCode).toBe(201);

      at(DEADLINE.getTime() + 60 * MINUTE);
      expect((await post(team.token, project(2))).statusCode).toBe(409);
      expect((await setPhase('hacking')).json()).toMatchObject({ phase: 'hacking', datesPhase: 'judging' });
      expect((await post(team.token, project(3))).statusCode).toBe(200);
    } finally {
      await setPhase(null);
    }
  });
});

describe('one project per team per edition', () => {
  it('a second POST updates the project while it may change, and says why not once it is under review', async () => {
    const team = await approvedTeam();
    at(STARTS.getTime() + MINUTE);
    const first = await post(team.token);
    expect(first.statusCode).toBe(201);
    const second = await post(team.token, project(2));
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ id: first.json().id, githubUrl: 'https://github.com/window/project-2' });
    expect(await t.app.db.select().from(submissions).where(eq(submissions.teamId, team.teamId))).toHaveLength(1);

    await t.app.db.update(submissions).set({ status: 'under_review' }).where(eq(submissions.id, first.json().id));
    const third = await post(team.token, project(3));
    expect(third.statusCode).toBe(409);
    expect(third.json().error).toBe(
      'Your team already has a project, under review, and it can no longer be updated: a team submits one project per edition.',
    );
    const rows = await t.app.db.select().from(submissions).where(eq(submissions.teamId, team.teamId));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.githubUrl).toBe('https://github.com/window/project-2');
  });

  it('two posts at once make one project', async () => {
    const team = await approvedTeam();
    at(STARTS.getTime() + MINUTE);
    const answers = await Promise.all([post(team.token, project(1)), post(team.token, project(2))]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 201]);
    expect(await t.app.db.select().from(submissions).where(eq(submissions.teamId, team.teamId))).toHaveLength(1);
  });
});
