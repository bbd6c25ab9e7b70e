// Idempotent seed: the event row, every challenge, and (with demo data) the demo accounts and teams, and
// optionally the showcase that makes /admin look like a live event.
// Running it twice changes nothing.
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from './client';
import type { Role } from '@shared/constants';
import { event, evaluations, judges, messages, problems, submissions, teamMembers, teams, users } from './schema';
import { eventSeed } from './seed-event';
import { problemSeeds } from './seed-data/problems';
import { DEMO_ACCOUNTS } from './seed-accounts';
import { DEMO_TEAMS, type DemoTeam } from './seed-data/demo-teams';
import { SHOWCASE_MESSAGES, SHOWCASE_TEAMS } from './seed-data/showcase';
import { hashPassword, generateCode } from '../lib/crypto';

export async function seed(
  db: Db,
  opts: {
    demo: boolean;
    /** With demo: the showcase teams, submissions and messages too (seed-data/showcase.ts). */
    showcase?: boolean;
    admin?: { email: string; password: string };
  },
) {
  await db.transaction(async (tx) => {
    await tx.insert(event).values(eventSeed()).onConflictDoNothing();
    const [ev] = await tx.select().from(event).where(eq(event.id, 1));
    const seeds = problemSeeds(ev!);
    await tx.insert(problems).values(seeds).onConflictDoNothing({ target: problems.slug });
  });
  if (opts.admin)
    await ensureUser(db, { name: 'Organizer', email: opts.admin.email, password: opts.admin.password, role: 'admin' });
  if (opts.demo) await seedDemo(db, opts.showcase ?? false);
}

async function ensureUser(
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

const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;
const adminAccount = DEMO_ACCOUNTS.find((a) => a.kind === 'admin')!;
const judgeAccount = DEMO_ACCOUNTS.find((a) => a.kind === 'judge')!;

async function seedDemo(db: Db, showcase: boolean) {
  // The organizer's account predates every team (registration opened 7 days ago).
  await ensureUser(db, {
    name: 'Admin',
    email: adminAccount.email,
    password: adminAccount.password,
    role: 'admin',
    username: 'admin',
    createdAt: new Date(Date.now() - 10 * DAY),
  });
  const [adminRow] = await db.select({ id: users.id }).from(users).where(eq(users.email, adminAccount.email));
  // A judge (issue 11), with the categories they know, to try the /judge queue.
  const judge = await ensureUser(db, {
    name: 'Demo Judge',
    email: judgeAccount.email,
    password: judgeAccount.password,
    role: 'judge',
    username: 'judge',
    createdAt: new Date(Date.now() - 10 * DAY),
  });
  await db
    .insert(judges)
    .values({ userId: judge.id, affiliation: 'Demo University', categories: ['ai', 'blockchain'] })
    .onConflictDoNothing();
  const teamsToSeed = showcase ? [...DEMO_TEAMS, ...SHOWCASE_TEAMS] : DEMO_TEAMS;
  for (const t of teamsToSeed) await seedTeam(db, t, adminRow?.id);
  if (showcase) await seedMessages(db);
}

/** One team with its people, its submission and its evaluation, unless a team of that name exists. */
async function seedTeam(db: Db, t: DemoTeam, judgeId: number | undefined) {
  await db.transaction(async (tx) => {
    const [exists] = await tx
      .select({ id: teams.id })
      .from(teams)
      .where(sql`lower(${teams.name}) = ${t.name.toLowerCase()}`);
    if (exists) return;
    const problemId = t.problemSlug
      ? ((await tx.select({ id: problems.id }).from(problems).where(eq(problems.slug, t.problemSlug)))[0]?.id ?? null)
      : null;
    const createdAt = new Date(Date.now() - t.daysAgo * DAY);
    const [team] = await tx
      .insert(teams)
      .values({
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
      .values({ teamId: team!.id, userId: leader.id, role: 'leader', joinedAt: createdAt })
      .onConflictDoNothing();
    for (const [i, m] of t.members.entries()) {
      const joinedAt = new Date(Math.min(createdAt.getTime() + (i + 1) * 2 * HOUR, Date.now()));
      const member = await ensureUser(tx, { ...m, createdAt: joinedAt });
      await tx
        .insert(teamMembers)
        .values({ teamId: team!.id, userId: member.id, role: 'member', joinedAt })
        .onConflictDoNothing();
    }
    if (!t.submission) return;
    const { daysAgo, evaluation, ...submission } = t.submission;
    const submittedAt = new Date(Math.max(Date.now() - daysAgo * DAY, createdAt.getTime() + HOUR));
    const [sub] = await tx
      .insert(submissions)
      .values({
        teamId: team!.id,
        problemId,
        ...submission,
        demoUrl: submission.demoUrl ?? null,
        submittedAt,
        updatedAt: submittedAt,
      })
      .returning({ id: submissions.id });
    if (evaluation && judgeId) {
      const judgedAt = new Date(Math.min(submittedAt.getTime() + 6 * HOUR, Date.now()));
      await tx
        .insert(evaluations)
        .values({ submissionId: sub!.id, judgeId, ...evaluation, createdAt: judgedAt, updatedAt: judgedAt });
    }
  });
}

/** A few contact and support messages in the Inbox (once: only when the Inbox is empty). */
async function seedMessages(db: Db) {
  const [any] = await db.select({ id: messages.id }).from(messages).limit(1);
  if (any) return;
  await db
    .insert(messages)
    .values(
      SHOWCASE_MESSAGES.map(({ hoursAgo, ...m }) => ({ ...m, createdAt: new Date(Date.now() - hoursAgo * HOUR) })),
    );
}
