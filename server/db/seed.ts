// Idempotent seed: the event row, every challenge, and (with demo data) the demo accounts and teams.
// Running it twice changes nothing.
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from './client';
import type { Role } from '@shared/constants';
import { event, evaluations, judges, problems, submissions, teamMembers, teams, users } from './schema';
import { eventSeed } from './seed-event';
import { problemSeeds } from './seed-data/problems';
import { DEMO_ACCOUNTS } from './seed-accounts';
import { hashPassword, generateCode } from '../lib/crypto';

export async function seed(db: Db, opts: { demo: boolean; admin?: { email: string; password: string } }) {
  await db.transaction(async (tx) => {
    await tx.insert(event).values(eventSeed()).onConflictDoNothing();
    const [ev] = await tx.select().from(event).where(eq(event.id, 1));
    const seeds = problemSeeds(ev!);
    await tx.insert(problems).values(seeds).onConflictDoNothing({ target: problems.slug });
  });
  if (opts.admin)
    await ensureUser(db, { name: 'Organizer', email: opts.admin.email, password: opts.admin.password, role: 'admin' });
  if (opts.demo) await seedDemo(db);
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
    })
    .returning({ id: users.id });
  return { id: row!.id, created: true };
}

interface DemoTeam {
  name: string;
  problemSlug: string | null;
  status: 'pending' | 'approved' | 'rejected';
  daysAgo: number;
  leader: {
    name: string;
    email: string;
    password?: string;
    gender: 'male' | 'female' | 'other';
    phone: string;
    username?: string;
  };
  members: { name: string; email: string; gender: 'male' | 'female' | 'other'; password?: string }[];
  submission?: {
    githubUrl: string;
    demoUrl?: string;
    description: string;
    techStack: string[];
    status: 'submitted' | 'under_review' | 'accepted';
  };
}

const teamAccount = DEMO_ACCOUNTS.find((a) => a.kind === 'team')!;
const adminAccount = DEMO_ACCOUNTS.find((a) => a.kind === 'admin')!;
const judgeAccount = DEMO_ACCOUNTS.find((a) => a.kind === 'judge')!;

const DEMO_TEAMS: DemoTeam[] = [
  {
    name: 'Code Crusaders',
    problemSlug: 'ai-voice-assistant',
    status: 'approved',
    daysAgo: 6,
    leader: {
      name: 'Team Leader',
      email: teamAccount.email,
      password: teamAccount.password,
      gender: 'male',
      phone: '+91 98450 12345',
      username: 'team',
    },
    members: [
      { name: 'Priya Sharma', email: 'priya@example.com', gender: 'female', password: 'member12345' },
      { name: 'Rahul Verma', email: 'rahul@example.com', gender: 'male' },
    ],
    submission: {
      githubUrl: 'https://github.com/code-crusaders/voice-buddy',
      demoUrl: 'https://voice-buddy.example.com',
      description:
        'Voice Buddy is an offline-first voice assistant that helps older adults manage reminders, calls and medication schedules in their own language.',
      techStack: ['TypeScript', 'React', 'Whisper', 'Node.js'],
      status: 'submitted',
    },
  },
  {
    name: 'Neural Ninjas',
    problemSlug: 'cyber-defense-challenge',
    status: 'pending',
    daysAgo: 2,
    leader: {
      name: 'Arjun Mehta',
      email: 'arjun@example.com',
      password: 'member12345',
      gender: 'male',
      phone: '+91 98450 22222',
    },
    members: [{ name: 'Sara Khan', email: 'sara@example.com', gender: 'female' }],
  },
  {
    name: 'Green Giants',
    problemSlug: null,
    status: 'pending',
    daysAgo: 1,
    leader: {
      name: 'Meera Iyer',
      email: 'meera@example.com',
      password: 'member12345',
      gender: 'female',
      phone: '+91 98450 33333',
    },
    members: [
      { name: 'Leela Nair', email: 'leela@example.com', gender: 'female' },
      { name: 'Tom Baker', email: 'tom@example.com', gender: 'male' },
      { name: 'Alex Kim', email: 'alex@example.com', gender: 'other' },
    ],
  },
  {
    name: 'Byte Busters',
    problemSlug: 'blockchain-voting',
    status: 'approved',
    daysAgo: 5,
    leader: {
      name: 'Kiran Rao',
      email: 'kiran@example.com',
      password: 'member12345',
      gender: 'male',
      phone: '+91 98450 44444',
    },
    members: [{ name: 'Ananya Das', email: 'ananya@example.com', gender: 'female', password: 'member12345' }],
    submission: {
      githubUrl: 'https://github.com/byte-busters/ballot-chain',
      description:
        'BallotChain runs verifiable student-union elections on an Ethereum layer 2 with zero-knowledge proofs of eligibility and a plain web client.',
      techStack: ['Solidity', 'Hardhat', 'Next.js', 'zk-SNARKs'],
      status: 'under_review',
    },
  },
  {
    name: 'Null Pointers',
    problemSlug: 'ai-voice-assistant',
    status: 'rejected',
    daysAgo: 4,
    leader: {
      name: 'Dev Patel',
      email: 'dev@example.com',
      password: 'member12345',
      gender: 'male',
      phone: '+91 98450 55555',
    },
    members: [{ name: 'Nisha Gupta', email: 'nisha@example.com', gender: 'female' }],
  },
];

async function seedDemo(db: Db) {
  await ensureUser(db, {
    name: 'Admin',
    email: adminAccount.email,
    password: adminAccount.password,
    role: 'admin',
    username: 'admin',
  });
  const [adminRow] = await db.select({ id: users.id }).from(users).where(eq(users.email, adminAccount.email));
  // A judge (issue 11), with the categories they know, to try the /judge queue.
  const judge = await ensureUser(db, {
    name: 'Demo Judge',
    email: judgeAccount.email,
    password: judgeAccount.password,
    role: 'judge',
    username: 'judge',
  });
  await db
    .insert(judges)
    .values({ userId: judge.id, affiliation: 'Demo University', categories: ['ai', 'blockchain'] })
    .onConflictDoNothing();
  for (const t of DEMO_TEAMS) {
    await db.transaction(async (tx) => {
      const [exists] = await tx
        .select({ id: teams.id })
        .from(teams)
        .where(sql`lower(${teams.name}) = ${t.name.toLowerCase()}`);
      if (exists) return;
      const problemId = t.problemSlug
        ? ((await tx.select({ id: problems.id }).from(problems).where(eq(problems.slug, t.problemSlug)))[0]?.id ?? null)
        : null;
      const createdAt = new Date(Date.now() - t.daysAgo * 24 * 3600 * 1000);
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
      const leader = await ensureUser(tx, { ...t.leader });
      await tx
        .insert(teamMembers)
        .values({ teamId: team!.id, userId: leader.id, role: 'leader', joinedAt: createdAt })
        .onConflictDoNothing();
      for (const m of t.members) {
        const member = await ensureUser(tx, m);
        await tx
          .insert(teamMembers)
          .values({ teamId: team!.id, userId: member.id, role: 'member', joinedAt: createdAt })
          .onConflictDoNothing();
      }
      if (t.submission) {
        const [sub] = await tx
          .insert(submissions)
          .values({
            teamId: team!.id,
            problemId,
            ...t.submission,
            demoUrl: t.submission.demoUrl ?? null,
            submittedAt: createdAt,
            updatedAt: createdAt,
          })
          .returning({ id: submissions.id });
        if (t.submission.status === 'under_review' && adminRow) {
          await tx.insert(evaluations).values({
            submissionId: sub!.id,
            judgeId: adminRow.id,
            innovation: 8,
            technicalExecution: 7,
            userExperience: 6,
            presentation: 7,
            impact: 9,
            notes: 'Strong idea and a clear threat model. Polish the voter onboarding flow.',
          });
        }
      }
    });
  }
}
