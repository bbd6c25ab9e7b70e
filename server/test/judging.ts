// Shared set-up of the judging API tests: an app with one organizer and no demo data (so coverage counts
// are exact), judges signed in through the real login, approved teams with one submission each.
import type { FastifyInstance } from 'fastify';
import { judges, users } from '../db/schema';
import { hashPassword } from '../lib/crypto';
import { bearer, createTestApp, loginAs, type TestApp } from './helpers';
import { createSubmission, createTeam, currentEventId, uid } from './fixtures';

export const ADMIN = { email: 'organizer@example.com', password: 'organizer-pass-1' };
const JUDGE_PASSWORD = 'judge-pass-123';
let judgeHash: Promise<string> | undefined;

export async function judgingApp(): Promise<{ t: TestApp; admin: string }> {
  const t = await createTestApp({ admin: ADMIN });
  return { t, admin: await loginAs(t.app, ADMIN.email, ADMIN.password) };
}

export interface TestJudge {
  id: number;
  email: string;
  token: string;
}

/** A `judge` account (with a judges row of the edition, the current one by default), signed in. */
export async function createJudge(
  app: FastifyInstance,
  opts: { email?: string; categories?: string[]; eventId?: number } = {},
): Promise<TestJudge> {
  judgeHash ??= hashPassword(JUDGE_PASSWORD);
  const tag = uid();
  const email = opts.email ?? `judge-${tag}@example.org`;
  const [row] = await app.db
    .insert(users)
    .values({ name: `Judge ${tag}`, email, username: `judge${tag}`, role: 'judge', passwordHash: await judgeHash })
    .returning({ id: users.id });
  const eventId = opts.eventId ?? (await currentEventId(app));
  await app.db.insert(judges).values({ eventId, userId: row!.id, categories: opts.categories ?? [] });
  return { id: row!.id, email, token: await loginAs(app, email, JUDGE_PASSWORD) };
}

/** `n` approved teams with one submitted submission each. */
export async function createSubmissions(
  app: FastifyInstance,
  n: number,
  opts: { problemId?: number | null } = {},
): Promise<{ teamId: number; submissionId: number; memberEmails: string[] }[]> {
  const out = [];
  for (let i = 0; i < n; i++) {
    const fx = await createTeam(app, { status: 'approved', problemId: opts.problemId ?? null });
    const submissionId = await createSubmission(app, fx.teamId, { problemId: opts.problemId ?? null });
    out.push({ teamId: fx.teamId, submissionId, memberEmails: [fx.leader.email, ...fx.members.map((m) => m.email)] });
  }
  return out;
}

export function client(app: FastifyInstance) {
  return {
    get: (url: string, token: string) => app.inject({ url, headers: bearer(token) }),
    send: (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, token: string, payload?: object) =>
      app.inject({ method, url, headers: bearer(token), payload }),
  };
}

export const scores = (n: number) => ({
  innovation: n,
  technicalExecution: n,
  userExperience: n,
  presentation: n,
  impact: n,
});
