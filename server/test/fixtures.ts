// Test data for the API tests. Teams, people and submissions inserted directly (the admin side's tests,
// which must not depend on the registration flow), and a valid registration payload sent through the
// real call (the team journey's tests).
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { RegisterTeamRequest, RegisterTeamResponse } from '@shared/schemas/registration';
import { events, outboxEmails, submissions, teamMembers, teams, users } from '../db/schema';
import { generateCode, hashPassword } from '../lib/crypto';

let passwordHash: Promise<string> | undefined;
export const FIXTURE_PASSWORD = 'fixture-pass-123';

export const unique = (prefix: string) => `${prefix}-${randomBytes(4).toString('hex')}`;

/** The current edition's id (the test seed makes the demo edition current). */
export async function currentEventId(app: FastifyInstance): Promise<number> {
  const row = await app.editions.current();
  if (!row) throw new Error('no current edition: the test app was built without one');
  return row.id;
}

/** An edition's id by its address. */
export async function eventIdOf(app: FastifyInstance, slug: string): Promise<number> {
  const [row] = await app.db.select({ id: events.id }).from(events).where(eq(events.slug, slug));
  if (!row) throw new Error(`no edition ${slug}`);
  return row.id;
}

export interface Fixture {
  teamId: number;
  name: string;
  leader: { id: number; email: string; username: string };
  members: { id: number; email: string }[];
}

/** A team with a leader (who can sign in with FIXTURE_PASSWORD) and `memberCount` members. */
export async function createTeam(
  app: FastifyInstance,
  opts: {
    status?: 'pending' | 'approved' | 'rejected';
    memberCount?: number;
    name?: string;
    problemId?: number | null;
    /** The team's edition: the current one unless said. */
    eventId?: number;
  } = {},
): Promise<Fixture> {
  passwordHash ??= hashPassword(FIXTURE_PASSWORD);
  const hash = await passwordHash;
  const eventId = opts.eventId ?? (await currentEventId(app));
  const name = opts.name ?? unique('Team');
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '');
  return app.db.transaction(async (tx) => {
    const [team] = await tx
      .insert(teams)
      .values({
        eventId,
        name,
        status: opts.status ?? 'pending',
        joinCode: generateCode(10),
        problemId: opts.problemId ?? null,
      })
      .returning({ id: teams.id });
    const people = [];
    for (let i = 0; i <= (opts.memberCount ?? 1); i++) {
      const email = `${slug}-${i}@fixture.test`;
      const [u] = await tx
        .insert(users)
        .values({
          name: `${name} Person ${i}`,
          email,
          username: `${slug}${i}`,
          passwordHash: i === 0 ? hash : null,
          status: i === 0 ? 'active' : 'pending',
          gender: i === 1 ? 'female' : 'male',
        })
        .returning({ id: users.id, email: users.email, username: users.username });
      await tx
        .insert(teamMembers)
        .values({ teamId: team!.id, eventId, userId: u!.id, role: i === 0 ? 'leader' : 'member', joined: i === 0 });
      people.push(u!);
    }
    return { teamId: team!.id, name, leader: people[0]!, members: people.slice(1) };
  });
}

export async function createSubmission(
  app: FastifyInstance,
  teamId: number,
  opts: { problemId?: number | null; status?: 'draft' | 'submitted' } = {},
): Promise<number> {
  const [team] = await app.db.select({ eventId: teams.eventId }).from(teams).where(eq(teams.id, teamId));
  const [row] = await app.db
    .insert(submissions)
    .values({
      teamId,
      eventId: team!.eventId,
      problemId: opts.problemId ?? null,
      githubUrl: `https://github.com/fixture/${unique('repo')}`,
      description: 'A fixture submission with a description long enough to be a real one for the tests.',
      techStack: ['TypeScript'],
      status: opts.status ?? 'submitted',
    })
    .returning({ id: submissions.id });
  return row!.id;
}

export async function outboxTo(app: FastifyInstance, email: string) {
  return app.db
    .select()
    .from(outboxEmails)
    .where(sql`lower(${outboxEmails.to}) = ${email.toLowerCase()}`)
    .orderBy(outboxEmails.id);
}

export async function auditRows(app: FastifyInstance, target: string) {
  const result = (await app.db.execute(
    sql`select action, actor_id, data from audit_log where target = ${target} order by id`,
  )) as unknown as {
    rows: { action: string; actor_id: number | null; data: Record<string, unknown> | null }[];
  };
  return result.rows;
}

/** A challenge of the current edition by its address. */
export async function problemIdBySlug(app: FastifyInstance, slug: string): Promise<number> {
  const eventId = await currentEventId(app);
  const result = (await app.db.execute(
    sql`select id from problems where slug = ${slug} and event_id = ${eventId}`,
  )) as unknown as {
    rows: { id: number }[];
  };
  return result.rows[0]!.id;
}

export async function teamStatus(app: FastifyInstance, teamId: number) {
  const [row] = await app.db.select({ status: teams.status }).from(teams).where(eq(teams.id, teamId));
  return row?.status;
}

// ---- Through the registration call ----

export const uid = () => randomBytes(4).toString('hex');

export function teamPayload(opts: { tag?: string; members?: number } = {}): RegisterTeamRequest {
  const tag = opts.tag ?? uid();
  const n = opts.members ?? 1;
  return {
    team: { name: `Team ${tag}`, problemId: 0, description: `Team ${tag} is a team of ${n + 1} members.` },
    leader: { name: `Leader ${tag}`, email: `leader.${tag}@example.org`, phone: '+1 555 010 2030', gender: 'male' },
    members: Array.from({ length: n }, (_, i) => ({
      name: `Member ${i + 1} ${tag}`,
      email: `member${i + 1}.${tag}@example.org`,
      gender: i === 0 ? ('female' as const) : ('male' as const),
    })),
  };
}

/** Registers a team through the real call and returns the answer (throws unless 201). */
export async function registerTeam(
  app: FastifyInstance,
  payload: RegisterTeamRequest,
  headers?: Record<string, string>,
): Promise<RegisterTeamResponse> {
  const res = await app.inject({ method: 'POST', url: '/api/register-team', payload, headers });
  if (res.statusCode !== 201) throw new Error(`register-team failed: ${res.statusCode} ${res.body}`);
  return res.json();
}
