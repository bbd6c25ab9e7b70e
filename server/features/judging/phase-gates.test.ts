// Judging reads the one phase (issue 30, decision 0015): hand-outs wait while the phase lets teams change
// their projects, whatever the dates say; the "can still change" count is the submissions gate's; and the
// calendar's judging window (issue 31) starts and stops hand-outs, an early opening still starting them.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { events, problems } from '../../db/schema';
import { freezeClock, setClock } from '../../lib/clock';
import { bearer, createTestApp, loginAs, type TestApp } from '../../test/helpers';
import { createSubmission, createTeam, currentEventId, FIXTURE_PASSWORD } from '../../test/fixtures';
import { createJudge } from '../../test/judging';

let t: TestApp;
let admin: string;
let eventId: number;
let problemId: number;

const HOUR = 3_600_000;
// In IST: hacking from 15 May 09:00, the deadline 17 May 23:59 (no grace).
const STARTS = new Date('2027-05-15T03:30:00Z');
const DEADLINE = new Date('2027-05-17T18:29:00Z');
const NAME = 'HackVerse 2027';
const EDITION = '/api/admin/events/hackverse-2027';

beforeAll(async () => {
  t = await createTestApp({ seedDemo: true });
  admin = await loginAs(t.app, 'admin@example.com', 'admin12345');
  eventId = await currentEventId(t.app);
  await t.app.db
    .update(events)
    .set({
      registrationOpensAt: new Date(STARTS.getTime() - 30 * 24 * HOUR),
      registrationClosesAt: new Date(STARTS.getTime() - 24 * HOUR),
      startsAt: STARTS,
      endsAt: DEADLINE,
      submissionDeadline: DEADLINE,
      winnersAnnouncedAt: new Date(DEADLINE.getTime() + 14 * 24 * HOUR),
      submissionOpensAt: null,
      graceMinutes: 0,
    })
    .where(eq(events.id, eventId));
  problemId = (await t.app.db.select({ id: problems.id }).from(problems).where(eq(problems.eventId, eventId)))[0]!.id;
});
afterEach(async () => {
  setClock(null);
  await t.app.inject({
    method: 'POST',
    url: `${EDITION}/phase`,
    headers: bearer(admin),
    payload: { phase: null, confirm: true },
  });
  await settings({ state: 'closed' });
  await t.app.db.execute(sql`delete from judge_assignments`);
});
afterAll(() => t.close());

const at = (ms: number) => freezeClock(new Date(ms));
const send = (method: 'POST' | 'PUT' | 'PATCH', url: string, token: string, payload: object) =>
  t.app.inject({ method, url, headers: bearer(token), payload });
const settings = (body: object) => send('PATCH', '/api/admin/judging/settings', admin, body);
const setPhase = (phase: string) => send('POST', `${EDITION}/phase`, admin, { phase, confirm: true });
const next = (token: string) => send('POST', '/api/judge/next', token, { count: 1 });
const queue = async (token: string) => (await t.app.inject({ url: '/api/judge/queue', headers: bearer(token) })).json();

/** An approved team with a submitted project its leader can still edit, signed in. */
async function teamWithProject() {
  const team = await createTeam(t.app, { status: 'approved', problemId });
  const id = await createSubmission(t.app, team.teamId, { problemId });
  return { id, token: await loginAs(t.app, team.leader.email, FIXTURE_PASSWORD) };
}
const edit = (token: string, id: number) =>
  send('PUT', `/api/submissions/${id}`, token, {
    teamName: 'Phase Team',
    problemId: String(problemId),
    githubUrl: `https://github.com/phase/project-${id}`,
    demoUrl: '',
    description: 'A project whose team may or may not change it, as the phase of the edition says at length.',
    techStack: 'TypeScript',
  });

describe('hand-outs follow the phase, not only the dates', () => {
  it('window closed by the dates, judging opened, then the override to Hacking: no hand-outs, a notice, edits allowed', async () => {
    const project = await teamWithProject();
    const judge = await createJudge(t.app);
    at(DEADLINE.getTime() + HOUR);
    // Opened after the close: an ordinary opening, and judges are handed work.
    const opened = await settings({ state: 'open' });
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({ openedEarly: false, window: { open: false, changeable: 0, notice: null } });
    expect((await next(judge.token)).statusCode).toBe(200);
    expect((await edit(project.token, project.id)).statusCode).toBe(409);

    expect((await setPhase('hacking')).statusCode).toBe(200);
    const why = `Projects of ${NAME} can still change: the organizers moved the event to Hacking, so judging waits until submissions close`;
    const refused = await next(judge.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(why);
    expect((await queue(judge.token)).notice).toEqual({ reason: 'window_open', message: why });
    // The team may change its project, as the phase says.
    expect((await edit(project.token, project.id)).statusCode).toBe(200);
    // The admin's view counts that project among those that can still change.
    const view = (await t.app.inject({ url: '/api/admin/judging/settings', headers: bearer(admin) })).json();
    expect(view.window.open).toBe(true);
    expect(view.window.changeable).toBeGreaterThanOrEqual(1);
    expect(view.window.notice).toBe(
      `Submissions are open (set by the organizers): ${view.window.changeable} projects can still change`,
    );
  });

  it('the override to Judging while the dates are in hacking: submissions close and judging opens without force', async () => {
    const project = await teamWithProject();
    await teamWithProject();
    at(STARTS.getTime() + HOUR);
    // By the dates, projects can change: opening judging is early.
    const early = await settings({ state: 'open' });
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toMatch(/^Submissions stay open until 17 May, 23:59 IST: \d+ projects can still change/);

    expect((await setPhase('judging')).statusCode).toBe(200);
    expect((await edit(project.token, project.id)).json().error).toBe(
      `Submissions for ${NAME} are closed: the organizers moved the event to Judging (deadline 17 May, 23:59 IST)`,
    );
    const view = (await t.app.inject({ url: '/api/admin/judging/settings', headers: bearer(admin) })).json();
    expect(view.window).toMatchObject({ open: false, changeable: 0, notice: null });
    const opened = await settings({ state: 'open' });
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({ state: 'open', openedEarly: false });
    const judge = await createJudge(t.app);
    expect((await next(judge.token)).statusCode).toBe(200);
  });
});

describe('the judging window in the calendar', () => {
  it('is edited with the other dates, refused out of order, and public', async () => {
    const read = (await t.app.inject({ url: '/api/events/hackverse-2027', headers: bearer(admin) })).json();
    const bad = await send('PATCH', EDITION, admin, {
      version: read.version,
      judgingOpensAt: new Date(DEADLINE.getTime() + 5 * HOUR).toISOString(),
      judgingClosesAt: new Date(DEADLINE.getTime() + 2 * HOUR).toISOString(),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toEqual({ judgingClosesAt: 'Judging closes must not be before judging opens' });
    const early = await send('PATCH', EDITION, admin, {
      version: read.version,
      judgingOpensAt: new Date(DEADLINE.getTime() - HOUR).toISOString(),
    });
    expect(early.json().fieldErrors).toEqual({
      judgingOpensAt: 'Judging opens must not be before submission deadline',
    });
    const saved = await send('PATCH', EDITION, admin, {
      version: read.version,
      judgingOpensAt: new Date(DEADLINE.getTime() + 2 * HOUR).toISOString(),
      judgingClosesAt: new Date(DEADLINE.getTime() + 5 * HOUR).toISOString(),
    });
    expect(saved.statusCode).toBe(200);
    const pub = (await t.app.inject({ url: '/api/event' })).json();
    expect(pub).toMatchObject({
      judgingOpensAt: new Date(DEADLINE.getTime() + 2 * HOUR).toISOString(),
      judgingClosesAt: new Date(DEADLINE.getTime() + 5 * HOUR).toISOString(),
    });
    const phase = (await t.app.inject({ url: `${EDITION}/phase`, headers: bearer(admin) })).json();
    expect(phase.dates).toMatchObject({ judgingOpensAt: pub.judgingOpensAt, judgingClosesAt: pub.judgingClosesAt });
  });

  it('hand-outs start and stop with it; judging opened early still hands out at once', async () => {
    await teamWithProject();
    const judge = await createJudge(t.app);
    at(DEADLINE.getTime() + HOUR);
    expect((await settings({ state: 'open' })).statusCode).toBe(200);
    const before = await next(judge.token);
    expect(before.statusCode).toBe(409);
    expect(before.json().error).toBe(`Judging of ${NAME} opens on 18 May, 01:59 IST`);
    expect((await queue(judge.token)).notice).toEqual({ reason: 'judging_window', message: before.json().error });

    at(DEADLINE.getTime() + 3 * HOUR);
    expect((await next(judge.token)).statusCode).toBe(200);
    expect((await queue(judge.token)).notice).toBeNull();

    at(DEADLINE.getTime() + 5 * HOUR);
    const after = await next(judge.token);
    expect(after.statusCode).toBe(409);
    expect(after.json().error).toBe(`Judging of ${NAME} closed on 18 May, 04:59 IST`);

    // Opened early (confirmed) while projects can change: judges are handed work at once, before the
    // calendar's opening too.
    await settings({ state: 'closed' });
    at(STARTS.getTime() + HOUR);
    expect((await settings({ state: 'open' })).statusCode).toBe(409);
    const forced = await settings({ state: 'open', force: true });
    expect(forced.json()).toMatchObject({ state: 'open', openedEarly: true });
    expect((await next(judge.token)).statusCode).toBe(200);
  });
});
