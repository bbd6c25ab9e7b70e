// People's Choice (issue 33): one ballot per person, never for one's own team, only inside the window,
// with addresses compared in canonical form, accounts made after the window opened refused, voided
// ballots left out of the tally (and audit-logged), and results hidden from all but admins until the
// winners are published.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { canonicalEmail, VOTING_MESSAGES } from '@shared/schemas/voting';
import { ballots, events, users } from '../../db/schema';
import { freezeClock, setClock } from '../../lib/clock';
import { bearer, createTestApp, loginAs, type TestApp } from '../../test/helpers';
import { auditRows, createSubmission, createTeam, currentEventId, FIXTURE_PASSWORD } from '../../test/fixtures';
import { createJudge } from '../../test/judging';

const SLUG = 'hackverse-2027';
const HOUR = 3_600_000;
let t: TestApp;
let admin: string;
let eventId: number;
const OPENS = new Date(Date.now() + HOUR);
const CLOSES = new Date(Date.now() + 48 * HOUR);
const DURING = new Date(Date.now() + 2 * HOUR);

interface Voter {
  token: string;
  userId: number;
  project: number;
}
/** An approved team with a visible project; its leader signed in, optionally under another address. */
async function voterWithProject(email?: string): Promise<Voter> {
  const team = await createTeam(t.app, { status: 'approved' });
  const project = await createSubmission(t.app, team.teamId);
  if (email) await t.app.db.update(users).set({ email }).where(eq(users.id, team.leader.id));
  const token = await loginAs(t.app, email ?? team.leader.email, FIXTURE_PASSWORD);
  return { token, userId: team.leader.id, project };
}

const put = (token: string, projectIds: number[], slug = SLUG) =>
  t.app.inject({ method: 'PUT', url: `/api/events/${slug}/ballot`, headers: bearer(token), payload: { projectIds } });
const ballotRows = (userId: number) => t.app.db.select().from(ballots).where(eq(ballots.userId, userId));

let a: Voter;
let b: Voter;
let c: Voter;
let d: Voter;

beforeAll(async () => {
  t = await createTestApp({ seedDemo: true });
  admin = await loginAs(t.app, 'admin@example.com', 'admin12345');
  eventId = await currentEventId(t.app);
  const version = (await t.app.inject({ url: `/api/events/${SLUG}`, headers: bearer(admin) })).json().version;
  const res = await t.app.inject({
    method: 'PATCH',
    url: `/api/admin/events/${SLUG}`,
    headers: bearer(admin),
    payload: { version, votingOpensAt: OPENS.toISOString(), votingClosesAt: CLOSES.toISOString(), votesPerPerson: 2 },
  });
  expect(res.statusCode).toBe(200);
  [a, b, c, d] = [
    await voterWithProject(),
    await voterWithProject(),
    await voterWithProject(),
    await voterWithProject(),
  ];
});
afterEach(() => setClock(null));
afterAll(() => t.close());

describe('canonical email addresses', () => {
  it('fold case, "+" tags on every domain, and Gmail dots and googlemail.com', () => {
    expect(canonicalEmail('A.Lee+vote1@GoogleMail.com')).toBe('alee@gmail.com');
    expect(canonicalEmail('a.l.e.e@gmail.com')).toBe('alee@gmail.com');
    expect(canonicalEmail('Ana.Lee+x@Example.org')).toBe('ana.lee@example.org');
    expect(canonicalEmail('ana.lee@example.org')).not.toBe(canonicalEmail('analee@example.org'));
  });
});

describe('a ballot', () => {
  it('is refused before the window opens and after it closes, naming the dates', async () => {
    freezeClock(new Date(OPENS.getTime() - HOUR));
    const early = await put(a.token, [b.project]);
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toMatch(/People's Choice voting for HackVerse 2027 opens on/);
    freezeClock(new Date(CLOSES.getTime() + 1));
    const late = await put(a.token, [b.project]);
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toMatch(/People's Choice voting for HackVerse 2027 closed on/);
    expect(await ballotRows(a.userId)).toHaveLength(0);
  });

  it('names up to N other projects, can be changed, and stays one ballot', async () => {
    freezeClock(DURING);
    const first = await put(a.token, [b.project, c.project]);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ projectIds: [b.project, c.project], votesPerPerson: 2, canVote: true });
    const changed = await put(a.token, [d.project]);
    expect(changed.statusCode).toBe(200);
    const mine = await t.app.inject({ url: `/api/events/${SLUG}/ballot`, headers: bearer(a.token) });
    expect(mine.json()).toMatchObject({ projectIds: [d.project], ownProjectId: a.project, window: { open: true } });
    expect(await ballotRows(a.userId)).toHaveLength(1);
  });

  it("is cast from the list of the visible projects, the voter's own among them", async () => {
    const res = await t.app.inject({ url: `/api/events/${SLUG}/ballot/candidates`, headers: bearer(a.token) });
    const ids = (res.json() as { id: number }[]).map((p) => p.id);
    expect(ids).toEqual(expect.arrayContaining([a.project, b.project, c.project, d.project]));
    const pending = await createTeam(t.app, { status: 'pending' });
    const hidden = await createSubmission(t.app, pending.teamId);
    const again = await t.app.inject({ url: `/api/events/${SLUG}/ballot/candidates`, headers: bearer(a.token) });
    expect((again.json() as { id: number }[]).map((p) => p.id)).not.toContain(hidden);
  });

  it("never names one's own team's project (403), nor too many, twice, or a hidden project (400)", async () => {
    freezeClock(DURING);
    const own = await put(b.token, [a.project, b.project]);
    expect(own.statusCode).toBe(403);
    expect(own.json().error).toBe(VOTING_MESSAGES.ownTeam);
    expect((await put(b.token, [a.project, c.project, d.project])).json().error).toBe(VOTING_MESSAGES.tooMany(2));
    expect((await put(b.token, [a.project, a.project])).json().error).toBe(VOTING_MESSAGES.twice);
    const pending = await createTeam(t.app, { status: 'pending' });
    const hidden = await put(b.token, [await createSubmission(t.app, pending.teamId)]);
    expect([hidden.statusCode, hidden.json().error]).toEqual([400, VOTING_MESSAGES.notInGallery]);
    expect(await ballotRows(b.userId)).toHaveLength(0);
  });

  it('is open to judges of the edition, not to people outside it', async () => {
    freezeClock(DURING);
    const judge = await createJudge(t.app);
    expect((await put(judge.token, [a.project])).statusCode).toBe(200);
    const outsider = await createTeam(t.app, { status: 'approved' });
    await t.app.db.execute(sql`delete from team_members where user_id = ${outsider.leader.id}`);
    const res = await put(await loginAs(t.app, outsider.leader.email, FIXTURE_PASSWORD), [a.project]);
    expect([res.statusCode, res.json().error]).toEqual([403, VOTING_MESSAGES.notVoter('HackVerse 2027')]);
  });

  it('is one per person: a Gmail alias of an address that voted is refused', async () => {
    freezeClock(DURING);
    const ana = await voterWithProject('ana.lee@gmail.com');
    const alias = await voterWithProject('AnaLee+second@googlemail.com');
    expect((await put(ana.token, [a.project])).statusCode).toBe(200);
    const again = await put(alias.token, [a.project]);
    expect([again.statusCode, again.json().error]).toEqual([409, VOTING_MESSAGES.taken]);
    const view = (await t.app.inject({ url: `/api/events/${SLUG}/ballot`, headers: bearer(alias.token) })).json();
    expect(view).toMatchObject({ canVote: false, reason: VOTING_MESSAGES.taken, projectIds: [] });
    const report = (
      await t.app.inject({ url: `/api/admin/events/${SLUG}/ballots/report`, headers: bearer(admin) })
    ).json();
    expect(report.collisions).toContainEqual({
      canonicalEmail: 'analee@gmail.com',
      emails: ['AnaLee+second@googlemail.com', 'ana.lee@gmail.com'].sort(),
    });
  });

  it('is refused to accounts created after the window opened, unless the organizers allow them', async () => {
    freezeClock(DURING);
    const late = await voterWithProject();
    await t.app.db
      .update(users)
      .set({ createdAt: new Date(OPENS.getTime() + 10 * 60_000) })
      .where(eq(users.id, late.userId));
    const refused = await put(late.token, [a.project]);
    expect([refused.statusCode, refused.json().error]).toEqual([403, VOTING_MESSAGES.newAccount('HackVerse 2027')]);
    await t.app.db.update(events).set({ votingNewAccounts: true }).where(eq(events.id, eventId));
    try {
      expect((await put(late.token, [a.project])).statusCode).toBe(200);
    } finally {
      await t.app.db.update(events).set({ votingNewAccounts: false }).where(eq(events.id, eventId));
    }
  });

  it('from twenty connections of one person at once is one ballot', async () => {
    freezeClock(DURING);
    const racer = await voterWithProject();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => put(racer.token, [[a.project, b.project, c.project][i % 3]!])),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const rows = await ballotRows(racer.userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.projectIds).toHaveLength(1);
  });
});

describe('the results', () => {
  it('are hidden from everyone but admins until the winners are published', async () => {
    const url = `/api/events/${SLUG}/ballots/results`;
    expect((await t.app.inject({ url })).statusCode).toBe(404);
    expect((await t.app.inject({ url, headers: bearer(c.token) })).json().error).toBe(VOTING_MESSAGES.hidden);
    const tally = await t.app.inject({ url, headers: bearer(admin) });
    expect(tally.statusCode).toBe(200);
    expect(tally.json().published).toBe(false);
    expect(tally.json().items.find((i: { projectId: number }) => i.projectId === a.project).votes).toBeGreaterThan(0);
    await t.app.db.update(events).set({ winnersPublishedAt: new Date() }).where(eq(events.id, eventId));
    try {
      // The edition's cache hears the change from the database: wait for it.
      let open = await t.app.inject({ url });
      for (let i = 0; i < 100 && open.statusCode !== 200; i++) {
        await new Promise((r) => setTimeout(r, 20));
        open = await t.app.inject({ url });
      }
      expect([open.statusCode, open.json().published]).toEqual([200, true]);
    } finally {
      await t.app.db.update(events).set({ winnersPublishedAt: null }).where(eq(events.id, eventId));
    }
  });

  it('leave out a voided ballot, which the audit log records and its voter can no longer change', async () => {
    freezeClock(DURING);
    const voter = await voterWithProject();
    expect((await put(voter.token, [d.project])).statusCode).toBe(200);
    const votesForD = async () =>
      (await t.app.inject({ url: `/api/events/${SLUG}/ballots/results`, headers: bearer(admin) }))
        .json()
        .items.find((i: { projectId: number }) => i.projectId === d.project)?.votes ?? 0;
    const before = await votesForD();
    const [row] = await ballotRows(voter.userId);
    const voidUrl = `/api/admin/events/${SLUG}/ballots/${row!.id}/void`;
    const short = await t.app.inject({
      method: 'POST',
      url: voidUrl,
      headers: bearer(admin),
      payload: { reason: 'x' },
    });
    expect(short.statusCode).toBe(400);
    const done = await t.app.inject({
      method: 'POST',
      url: voidUrl,
      headers: bearer(admin),
      payload: { reason: 'Account farm from one address' },
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().voidReason).toBe('Account farm from one address');
    expect(await votesForD()).toBe(before - 1);
    expect(await auditRows(t.app, `ballot:${row!.id}`)).toEqual([
      expect.objectContaining({
        action: 'ballot.void',
        data: expect.objectContaining({ reason: 'Account farm from one address' }),
      }),
    ]);
    const retry = await put(voter.token, [c.project]);
    expect([retry.statusCode, retry.json().error]).toEqual([409, VOTING_MESSAGES.voided]);
    const teamTry = await t.app.inject({
      method: 'POST',
      url: voidUrl,
      headers: bearer(c.token),
      payload: { reason: 'mine' },
    });
    expect(teamTry.statusCode).toBe(403);
  });

  it('come with a report of ballots per hour per project and bursts from one address', async () => {
    const res = await t.app.inject({ url: `/api/admin/events/${SLUG}/ballots/report`, headers: bearer(admin) });
    expect(res.statusCode).toBe(200);
    const report = res.json();
    expect(report.perHour.some((r: { projectId: number }) => r.projectId === a.project)).toBe(true);
    // Every test ballot came from app.inject's one address.
    expect(report.addresses[0]).toMatchObject({ ip: '127.0.0.1' });
    expect(report.addresses[0].ballots).toBeGreaterThanOrEqual(3);
    expect(report.ballots.some((x: { voidedAt: string | null }) => x.voidedAt)).toBe(true);
    expect(
      (await t.app.inject({ url: `/api/admin/events/${SLUG}/ballots/report`, headers: bearer(c.token) })).statusCode,
    ).toBe(403);
  });
});
