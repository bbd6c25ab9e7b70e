// Archived means closed, everywhere (issue 30). Walked from the OpenAPI document so that no route is
// missed: every write (POST, PUT, PATCH, DELETE) that can reach an archived edition's rows, by `?event=`,
// by the edition's address or by the id or token of one of its rows, answers 409 naming the edition.
// The seed's hackverse-2026 is archived, with teams, projects, judges and scores; the rows it lacks (a
// pending join request, an unaccepted team or judge invitation) are added below as they were left when
// the edition was archived.
//
// A new write route fails the walk, naming itself, until it refuses the archived edition (and gets a call
// in WALKED) or is placed, with its reason, in one of the lists of writes that cannot reach one (both in
// server/test/archived-walk.ts, the walked calls in archived-walk-calls.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  helpRequests,
  judgeInvitations,
  invitations,
  mentors,
  problems,
  submissions,
  teamMembers,
  teamRequests,
  teams,
  users,
} from '../../db/schema';
import { sha256 } from '../../lib/crypto';
import {
  CURRENT_ONLY,
  JUDGE_TOKEN,
  LISTS,
  MENTOR_TOKEN,
  PAST,
  PAST_NAME,
  REQUEST_TOKEN,
  TEAM_TOKEN,
  type Ids,
  type Who,
} from '../../test/archived-walk';
import { WALKED } from '../../test/archived-walk-calls';
import { eventIdOf } from '../../test/fixtures';
import { bearer, createTestApp, loginAs, type TestApp } from '../../test/helpers';

interface Operation {
  parameters?: { in: string; name: string }[];
}
interface Write {
  key: string;
  takesEvent: boolean;
}

let t: TestApp;
let tokens: Record<Exclude<Who, 'anyone'>, string>;
let ids: Ids;
let writes: Write[];

/** The archived edition's rows the walk aims at, and the pending ones it was archived with. */
async function pastRows(app: TestApp['app']): Promise<Ids> {
  const eventId = await eventIdOf(app, PAST);
  const teamId = async (name: string) =>
    (
      await app.db
        .select({ id: teams.id })
        .from(teams)
        .where(and(eq(teams.eventId, eventId), eq(teams.name, name)))
    )[0]!.id;
  const userId = async (email: string) =>
    (await app.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
  const team = await teamId('Lambda Llamas');
  const otherTeam = await teamId('Quantum Quokkas');
  const [member] = await app.db
    .select({ id: teamMembers.userId })
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, team), eq(teamMembers.role, 'member')));
  const [project] = await app.db
    .select({ id: submissions.id, problemId: submissions.problemId })
    .from(submissions)
    .where(eq(submissions.teamId, team));
  const [problem] = await app.db.select({ id: problems.id }).from(problems).where(eq(problems.eventId, eventId));
  const judge = await userId('judge@example.com');
  const stranger = await userId('hana.sato@example.org');
  const later = new Date(Date.now() + 7 * 24 * 3600_000);
  await app.db
    .insert(invitations)
    .values({ teamId: team, email: 'late.joiner@example.net', tokenHash: sha256(TEAM_TOKEN), expiresAt: later });
  const [judgeUser] = await app.db
    .insert(users)
    .values({
      name: 'Late Judge',
      email: 'late.judge.invited@example.net',
      username: 'late-judge',
      role: 'judge',
      status: 'pending',
    })
    .returning({ id: users.id });
  await app.db.insert(judgeInvitations).values({
    eventId,
    userId: judgeUser!.id,
    email: 'late.judge.invited@example.net',
    tokenHash: sha256(JUDGE_TOKEN),
    expiresAt: later,
  });
  // Hana asks to join the demo leader's team (he decides); his team invites Ken's teammate (he withdraws).
  const [join] = await app.db
    .insert(teamRequests)
    .values({ kind: 'join', teamId: team, userId: stranger, createdBy: stranger, tokenHash: sha256(REQUEST_TOKEN) })
    .returning({ id: teamRequests.id });
  const [invite] = await app.db
    .insert(teamRequests)
    .values({
      kind: 'invite',
      teamId: team,
      userId: await userId('kwame.mensah@example.org'),
      tokenHash: sha256('archived-invite-request-token'),
    })
    .returning({ id: teamRequests.id });
  // The demo mentor mentored last year too; a team's request was left waiting; a mentor invitation open.
  const mentor = await userId('mentor@example.com');
  await app.db.insert(mentors).values({ eventId, userId: mentor }).onConflictDoNothing();
  const [leader] = await app.db
    .select({ id: teamMembers.userId })
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, team), eq(teamMembers.role, 'leader')));
  const [help] = await app.db
    .insert(helpRequests)
    .values({
      eventId,
      teamId: team,
      requesterId: leader!.id,
      title: 'Left waiting',
      description: 'Asked just before the archive',
      descriptionHtml: '<p>Asked just before the archive</p>',
      location: 'Table 1',
    })
    .returning({ id: helpRequests.id });
  const [mentorUser] = await app.db
    .insert(users)
    .values({
      name: 'Late Mentor',
      email: 'late.mentor.invited@example.net',
      username: 'late-mentor',
      role: 'mentor',
      status: 'pending',
    })
    .returning({ id: users.id });
  await app.db.insert(judgeInvitations).values({
    kind: 'mentor',
    eventId,
    userId: mentorUser!.id,
    email: 'late.mentor.invited@example.net',
    tokenHash: sha256(MENTOR_TOKEN),
    expiresAt: later,
  });
  return {
    helpRequest: help!.id,
    team,
    otherTeam,
    member: member!.id,
    submission: project!.id,
    problem: project!.problemId ?? problem!.id,
    judge,
    joinRequest: join!.id,
    inviteRequest: invite!.id,
  };
}

beforeAll(async () => {
  t = await createTestApp({ seedDemo: true });
  tokens = {
    admin: await loginAs(t.app, 'admin@example.com', 'admin12345'),
    team: await loginAs(t.app, 'team@example.com', 'team12345'),
    judge: await loginAs(t.app, 'judge@example.com', 'judge12345'),
    mentor: await loginAs(t.app, 'mentor@example.com', 'mentor12345'),
  };
  ids = await pastRows(t.app);
  const doc = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
  writes = Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([method]) => ['post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, op]) => ({
        key: `${method.toUpperCase()} ${path}`,
        takesEvent: (op.parameters ?? []).some((p) => p.in === 'query' && p.name === 'event'),
      })),
  );
}, 60_000);
afterAll(() => t.close());

describe('an archived edition refuses every write to its rows', () => {
  it('the lists name only routes that exist, each in one place', () => {
    const keys = new Set(writes.map((w) => w.key));
    const listed = [...LISTS.flatMap((l) => [...l]), ...Object.keys(WALKED)];
    for (const key of listed) expect(keys, key).toContain(key);
    expect(new Set(listed).size).toBe(listed.length);
  });

  it('every write is walked or placed in a list with its reason', () => {
    const unplaced = writes.map((w) => w.key).filter((key) => !WALKED[key] && !LISTS.some((l) => l.has(key)));
    expect(unplaced, 'write routes neither walked against an archived edition nor allow-listed').toEqual([]);
  });

  it('the writes that reach only the current edition take no ?event=', () => {
    for (const w of writes.filter((w) => CURRENT_ONLY.has(w.key)))
      expect.soft(w.takesEvent, `${w.key} takes ?event=: walk it against the archived edition`).toBe(false);
  });

  it('each walked write answers 409 naming the archived edition', async () => {
    for (const [key, call] of Object.entries(WALKED)) {
      const method = key.split(' ')[0] as 'POST' | 'PUT' | 'PATCH' | 'DELETE';
      const body = call.body?.(ids);
      const res = await t.app.inject({
        method,
        url: call.url(ids),
        headers: call.who === 'anyone' ? {} : bearer(tokens[call.who]),
        ...(body === undefined ? {} : { payload: body as object }),
      });
      expect.soft(res.statusCode, `${key}: ${res.body.slice(0, 300)}`).toBe(409);
      expect.soft(res.json().error ?? '', `${key} does not name the edition`).toContain(PAST_NAME);
    }
  });

  it('the refusals left every row as it was', async () => {
    // The demo leader's old project, Lambda Llamas' people, the pending invitations and requests.
    const [project] = await t.app.db.select().from(submissions).where(eq(submissions.id, ids.submission));
    expect(project!.description).not.toContain('rewritten a year later');
    const members = await t.app.db.select().from(teamMembers).where(eq(teamMembers.teamId, ids.team));
    expect(members.map((m) => m.userId)).toContain(ids.member);
    const requests = await t.app.db.select().from(teamRequests).where(eq(teamRequests.teamId, ids.team));
    expect(requests.map((r) => r.status)).toEqual(['pending', 'pending']);
    const [judgeInvite] = await t.app.db
      .select()
      .from(judgeInvitations)
      .where(eq(judgeInvitations.tokenHash, sha256(JUDGE_TOKEN)));
    expect(judgeInvite!.acceptedAt).toBeNull();
  });
});
