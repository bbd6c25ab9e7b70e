// The reproductions (issue 30, "Archived means closed, everywhere"), as they happened: rows left
// open in the demo edition (a find-a-team invitation, a judge invitation, the team's project) are touched
// after "make current" archives it. Each answers 409 naming the edition; a project that does not exist
// stays 404. archived-writes.test.ts walks every other write route.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { archivedEditionMessage } from '@shared/schemas/events';
import { judgeInvitations, submissions, teamRequests, teams, users } from '../../db/schema';
import { sha256 } from '../../lib/crypto';
import { currentEventId, outboxTo } from '../../test/fixtures';
import { bearer, createTestApp, loginAs, type TestApp } from '../../test/helpers';

let t: TestApp;
let admin: string;
let leader: string;
let demo: { id: number; name: string; slug: string };
let requestId: number;
let judgeToken: string;
let project: { id: number; problemId: number | null };

const send = (method: 'POST' | 'PUT', url: string, token: string | null, payload?: object) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  t = await createTestApp({ seedDemo: true });
  admin = await loginAs(t.app, 'admin@example.com', 'admin12345');
  leader = await loginAs(t.app, 'team@example.com', 'team12345');
  demo = (await t.app.inject({ url: '/api/event' })).json();
  const eventId = await currentEventId(t.app);
  // While the demo edition is current: the leader's team invites someone, and a judge is invited.
  const [team] = await t.app.db
    .select({ id: teams.id })
    .from(teams)
    .where(and(eq(teams.eventId, eventId), eq(teams.name, 'Code Crusaders')));
  const [someone] = await t.app.db.select({ id: users.id }).from(users).where(eq(users.email, 'hana.sato@example.org'));
  const [req] = await t.app.db
    .insert(teamRequests)
    .values({ kind: 'invite', teamId: team!.id, userId: someone!.id, tokenHash: sha256('left-open') })
    .returning({ id: teamRequests.id });
  requestId = req!.id;
  const invited = await send('POST', '/api/admin/judges/invitations', admin, { email: 'left.open@example.net' });
  expect(invited.statusCode).toBe(201);
  const [mail] = await outboxTo(t.app, 'left.open@example.net');
  judgeToken = /\/judge-invite\/([A-Za-z0-9_-]+)/.exec(mail!.text)![1]!;
  [project] = await t.app.db
    .select({ id: submissions.id, problemId: submissions.problemId })
    .from(submissions)
    .where(eq(submissions.teamId, team!.id));
  // Then the next edition is made current, which archives the demo edition.
  await send('POST', '/api/admin/events', admin, { name: 'HackVerse Next', slug: 'hackverse-next' });
  const switched = await send('POST', '/api/admin/events/hackverse-next/make-current', admin, {
    replaces: demo.slug,
  });
  expect(switched.statusCode).toBe(200);
}, 60_000);
afterAll(() => t.close());

describe('after make current archives an edition', () => {
  it('a find-a-team request of it cannot be withdrawn', async () => {
    const res = await send('POST', `/api/find-team/requests/${requestId}/withdraw`, leader);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(archivedEditionMessage(demo.name));
    const [req] = await t.app.db.select().from(teamRequests).where(eq(teamRequests.id, requestId));
    expect(req!.status).toBe('pending');
  });

  it('an old judge invitation makes no judge of it', async () => {
    const res = await send('POST', `/api/judge-invitations/${judgeToken}`, null, {
      name: 'Left Open',
      password: 'left-open-123',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(archivedEditionMessage(demo.name));
    const [inv] = await t.app.db
      .select()
      .from(judgeInvitations)
      .where(eq(judgeInvitations.email, 'left.open@example.net'));
    expect(inv!.acceptedAt).toBeNull();
  });

  it('an admin cannot invite judges to it', async () => {
    const res = await send('POST', `/api/admin/judges/invitations?event=${demo.slug}`, admin, {
      email: 'too.late@example.net',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(archivedEditionMessage(demo.name));
    expect(await outboxTo(t.app, 'too.late@example.net')).toEqual([]);
  });

  it("last year's project is refused as archived, a project that does not exist stays 404", async () => {
    const body = {
      teamName: 'Code Crusaders',
      problemId: project.problemId,
      githubUrl: 'https://github.com/code-crusaders/late-change',
      description: 'A change made after the edition was archived, which must not be stored at all.',
      techStack: 'TypeScript',
    };
    const old = await send('PUT', `/api/submissions/${project.id}`, leader, body);
    expect(old.statusCode).toBe(409);
    expect(old.json().error).toBe(archivedEditionMessage(demo.name));
    const missing = await send('PUT', '/api/submissions/999999', leader, body);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('Submission not found');
    const [row] = await t.app.db.select().from(submissions).where(eq(submissions.id, project.id));
    expect(row!.githubUrl).not.toContain('late-change');
  });
});
