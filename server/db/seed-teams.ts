// The seed's people and teams: accounts made once (one account per person across editions), and a team
// of an edition with its members, its project and a judge's score, each dated by the caller's clock.
import { and, eq, sql } from 'drizzle-orm';
import { type Role, SCORE_KEYS } from '@shared/constants';
import { averageScore } from '@shared/schemas/judging-evaluations';
import type { Db, Tx } from './client';
import { evaluations, problems, submissions, teamMembers, teams, users } from './schema';
import type { DemoTeam } from './seed-data/demo-teams';
import { generateCode, hashPassword } from '../lib/crypto';
import { renderMarkdown } from '../features/content/index';

export const HOUR = 3600 * 1000;
export const DAY = 24 * HOUR;

export async function ensureUser(
  tx: Tx,
  u: {
    name: string;
    email: string;
    password?: string;
    role?: Role;
    status?: 'active' | 'pending';
    gender?: 'male' | 'female' | 'other';
    phone?: string;
    username?: string;
    createdAt?: Date;
  },
): Promise<{ id: number; created: boolean }> {
  const [existing] = await tx
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${u.email.toLowerCase()}`);
  if (existing) return { id: existing.id, created: false };
  const [row] = await tx
    .insert(users)
    .values({
      name: u.name,
      email: u.email,
      username:
        u.username ??
        u.email
          .split('@')[0]!
          .replace(/[^a-z0-9.]/gi, '')
          .toLowerCase(),
      passwordHash: u.password ? await hashPassword(u.password) : null,
      role: u.role ?? 'team',
      status: u.status ?? (u.password ? 'active' : 'pending'),
      gender: u.gender ?? null,
      phone: u.phone ?? null,
      ...(u.createdAt ? { createdAt: u.createdAt } : {}),
    })
    .returning({ id: users.id });
  return { id: row!.id, created: true };
}

/** When things happened to a seeded team: the caller's story (the live demo, or last year's edition). */
export interface TeamClock {
  registeredAt(t: DemoTeam): Date;
  submittedAt(t: DemoTeam, registeredAt: Date): Date;
  judgedAt(submittedAt: Date): Date;
  /** When the i-th member (0-based) joined. */
  joinedAt(registeredAt: Date, i: number): Date;
}

/** One team of an edition with its people, project and evaluation, unless the edition has a team of that name. */
export async function seedTeam(
  db: Db,
  t: DemoTeam,
  opts: { eventId: number; judgeId: number | undefined; clock: TeamClock },
): Promise<{ teamId: number; submissionId: number | null } | null> {
  const { eventId, judgeId, clock } = opts;
  return db.transaction(async (tx) => {
    const [exists] = await tx
      .select({ id: teams.id })
      .from(teams)
      .where(and(eq(teams.eventId, eventId), sql`lower(${teams.name}) = ${t.name.toLowerCase()}`));
    if (exists) return null;
    const problemId = t.problemSlug
      ? ((
          await tx
            .select({ id: problems.id })
            .from(problems)
            .where(and(eq(problems.eventId, eventId), eq(problems.slug, t.problemSlug)))
        )[0]?.id ?? null)
      : null;
    const createdAt = clock.registeredAt(t);
    const [team] = await tx
      .insert(teams)
      .values({
        eventId,
        name: t.name,
        problemId,
        status: t.status,
        joinCode: generateCode(),
        createdAt,
        updatedAt: createdAt,
        description: `${t.name} is a team of ${t.members.length + 1} members.`,
      })
      .returning({ id: teams.id });
    // The leader's account is made with the registration; members join over the next hours.
    const leader = await ensureUser(tx, { ...t.leader, createdAt });
    await tx
      .insert(teamMembers)
      .values({ teamId: team!.id, eventId, userId: leader.id, role: 'leader', joinedAt: createdAt, joined: true })
      .onConflictDoNothing();
    for (const [i, m] of t.members.entries()) {
      const joinedAt = clock.joinedAt(createdAt, i);
      const member = await ensureUser(tx, { ...m, createdAt: joinedAt });
      // Joined as this team's story says (an account found from another edition keeps its own status).
      const joined = (m.status ?? (m.password ? 'active' : 'pending')) === 'active';
      await tx
        .insert(teamMembers)
        .values({ teamId: team!.id, eventId, userId: member.id, role: 'member', joinedAt, joined })
        .onConflictDoNothing();
    }
    if (!t.submission) return { teamId: team!.id, submissionId: null };
    const { daysAgo: _daysAgo, evaluation, ...submission } = t.submission;
    const submittedAt = clock.submittedAt(t, createdAt);
    const [sub] = await tx
      .insert(submissions)
      .values({
        teamId: team!.id,
        eventId,
        problemId,
        ...submission,
        demoUrl: submission.demoUrl ?? null,
        story: submission.story ?? '',
        // Rendered as the team's own save renders it (the organizer pages' renderer and rules).
        storyHtml: submission.story ? renderMarkdown(submission.story) : '',
        submittedAt,
        updatedAt: submittedAt,
      })
      .returning({ id: submissions.id });
    if (evaluation && judgeId) {
      const judgedAt = clock.judgedAt(submittedAt);
      await tx.insert(evaluations).values({
        submissionId: sub!.id,
        judgeId,
        ...evaluation,
        // The spec's five at equal weights: the final score is their plain average (evaluations.score).
        score: averageScore(Object.fromEntries(SCORE_KEYS.map((k) => [k, evaluation[k]]))),
        createdAt: judgedAt,
        updatedAt: judgedAt,
      });
    }
    return { teamId: team!.id, submissionId: sub!.id };
  });
}
