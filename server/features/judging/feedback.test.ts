// Feedback release (issue 24): teams see the judges' notes and score at once ('immediate') or once the
// winners are published ('with_results'); the email goes to the people who joined the team only, once
// per project (a revision or a second review sends none), and with 'with_results' at publication.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { events, invitations, submissions, teamMembers, users } from '../../db/schema';
import {
  createSubmission,
  createTeam,
  currentEventId,
  FIXTURE_PASSWORD,
  outboxTo,
  type Fixture,
} from '../../test/fixtures';
import { loginAs, type TestApp } from '../../test/helpers';
import { client, createJudge, judgingApp, scores, type TestJudge } from '../../test/judging';

let t: TestApp;
let admin: string;
let api: ReturnType<typeof client>;
let eventId: number;
let judges: TestJudge[];
beforeAll(async () => {
  ({ t, admin } = await judgingApp());
  api = client(t.app);
  eventId = await currentEventId(t.app);
  judges = [await createJudge(t.app), await createJudge(t.app)];
  // Judging opened early (the test's clock is inside the submission window).
  expect(
    (await api.send('PATCH', '/api/admin/judging/settings', admin, { state: 'open', force: true })).statusCode,
  ).toBe(200);
});
afterAll(() => t.close());

const release = (mode: 'immediate' | 'with_results') =>
  t.app.db.update(events).set({ feedbackRelease: mode }).where(eq(events.id, eventId));

/**
 * A team of four on the list: the leader, a member who joined (active), a member listed who never
 * accepted (pending), and an invitee with only an invitation; with one submitted project.
 */
async function team(): Promise<{
  fx: Fixture;
  submissionId: number;
  leader: string;
  joined: string;
  notJoined: string[];
}> {
  const fx = await createTeam(t.app, { status: 'approved', memberCount: 2 });
  const [joined, pending] = fx.members;
  await t.app.db.update(users).set({ status: 'active' }).where(eq(users.id, joined!.id));
  // Joined is a mark of the membership (issue 30), set when the person accepts; the fixture lists them.
  await t.app.db
    .update(teamMembers)
    .set({ joined: true })
    .where(and(eq(teamMembers.teamId, fx.teamId), eq(teamMembers.userId, joined!.id)));
  const invitee = `invitee-${fx.teamId}@fixture.test`;
  await t.app.db.insert(invitations).values({
    teamId: fx.teamId,
    email: invitee,
    tokenHash: `hash-${fx.teamId}`,
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  const submissionId = await createSubmission(t.app, fx.teamId);
  return {
    fx,
    submissionId,
    leader: await loginAs(t.app, fx.leader.email, FIXTURE_PASSWORD),
    joined: joined!.email,
    notJoined: [pending!.email, invitee],
  };
}

/** The judge reviews the submission (handed out first unless it is a revision). */
async function review(judge: TestJudge, submissionId: number, notes: string, n = 6) {
  await api.send('POST', '/api/judge/next', judge.token, { count: 5 });
  const res = await api.send('PUT', `/api/judge/submissions/${submissionId}/evaluation`, judge.token, {
    scores: scores(n),
    notes,
  });
  expect(res.statusCode).toBe(200);
}

const feedbackMails = async (email: string) =>
  (await outboxTo(t.app, email)).filter((m) => m.subject.includes('feedback from the judges'));
const mine = async (token: string, submissionId: number) =>
  (await api.get('/api/teams/current', token)).json().submissions.find((s: { id: number }) => s.id === submissionId);

describe("feedback 'immediate'", () => {
  it('shows notes and score at once; one email per joined person, once per project', async () => {
    await release('immediate');
    const x = await team();
    // Only this project is in the running: both judges are handed it.
    await t.app.db.execute(sql`update submissions set status = 'rejected' where id <> ${x.submissionId}`);
    await review(judges[0]!, x.submissionId, 'Clear pitch; tests are thin.', 6);
    expect(await mine(x.leader, x.submissionId)).toMatchObject({
      feedback: 'Clear pitch; tests are thin.',
      score: 6,
      feedbackHeld: false,
    });
    expect(await feedbackMails(x.fx.leader.email)).toHaveLength(1);
    expect(await feedbackMails(x.joined)).toHaveLength(1);
    for (const email of x.notJoined) expect(await outboxTo(t.app, email)).toHaveLength(0);
    const [mail] = await feedbackMails(x.joined);
    expect(mail!.text).toContain('Clear pitch; tests are thin.');
    const [row] = await t.app.db.select().from(submissions).where(eq(submissions.id, x.submissionId));
    expect(row!.feedbackSentAt).not.toBeNull();

    // A revision and a second judge's review: the dashboard shows them, no second round of email.
    await review(judges[0]!, x.submissionId, 'Clear pitch; tests are thin. Nice demo.', 7);
    await review(judges[1]!, x.submissionId, 'Ship the docs.', 9);
    expect(await mine(x.leader, x.submissionId)).toMatchObject({ score: 8, feedbackHeld: false });
    expect((await mine(x.leader, x.submissionId)).feedback).toContain('Ship the docs.');
    expect(await feedbackMails(x.fx.leader.email)).toHaveLength(1);
    expect(await feedbackMails(x.joined)).toHaveLength(1);
  });
});

describe("feedback 'with_results'", () => {
  it('keeps notes and score until the winners are published; then one email per joined person', async () => {
    await release('with_results');
    const x = await team();
    await t.app.db.execute(sql`update submissions set status = 'rejected' where id <> ${x.submissionId}`);
    await review(judges[0]!, x.submissionId, 'Promising; finish the onboarding.', 6);
    await review(judges[1]!, x.submissionId, 'Good API design.', 8);
    // Mid-judging the team sees neither the notes nor a score, and nobody is emailed.
    expect(await mine(x.leader, x.submissionId)).toMatchObject({ feedback: null, score: null, feedbackHeld: true });
    expect(await feedbackMails(x.fx.leader.email)).toHaveLength(0);
    expect(await feedbackMails(x.joined)).toHaveLength(0);

    // Publication releases it: on the dashboard and by email, once per joined person.
    const ranking = (await api.get('/api/admin/winners/ranking', admin)).json();
    const announced = await api.send('POST', '/api/admin/winners/announce', admin, {
      expectedOverall: ranking.overall.slice(0, 3).map((e: { submissionId: number }) => e.submissionId),
      acknowledgeWarnings: true,
    });
    expect(announced.statusCode).toBe(200);
    expect(await mine(x.leader, x.submissionId)).toMatchObject({ score: 7, feedbackHeld: false });
    expect((await mine(x.leader, x.submissionId)).feedback).toContain('Good API design.');
    for (const email of [x.fx.leader.email, x.joined]) {
      const mails = await feedbackMails(email);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.text).toContain('Promising; finish the onboarding.');
      expect(mails[0]!.text).toContain('Good API design.');
    }
    for (const email of x.notJoined) expect(await feedbackMails(email)).toHaveLength(0);

    // Unpublished, the feedback is held again; published again, nobody gets a second email.
    const off = await api.send('POST', '/api/admin/winners/unpublish', admin, { reason: 'A tie to recheck' });
    expect(off.statusCode).toBe(200);
    expect(await mine(x.leader, x.submissionId)).toMatchObject({ feedback: null, score: null, feedbackHeld: true });
    const again = await api.send('POST', '/api/admin/winners/announce', admin, {
      expectedOverall: ranking.overall.slice(0, 3).map((e: { submissionId: number }) => e.submissionId),
      acknowledgeWarnings: true,
    });
    expect(again.statusCode).toBe(200);
    expect(await feedbackMails(x.fx.leader.email)).toHaveLength(1);
    expect(await feedbackMails(x.joined)).toHaveLength(1);
    await release('immediate');
  });
});
