// The deadline under a race (issue "The calendar drives the product"; the full load is bench/deadline.ts):
// 60 approved teams submit and update their projects around a deadline two seconds away, on the real
// clock. By the server's clock nothing is accepted after the deadline and nothing refused before it:
// each acceptance carries the instant it was decided (between the request's sending and its answer, and
// before the deadline), each refusal came back after the deadline, and no stored project changed after it.
// Not a timing test: it holds however slow the machine is.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, gte, and } from 'drizzle-orm';
import { events, problems, sessions, submissions } from '../../db/schema';
import { clockNow, setClock } from '../../lib/clock';
import { sha256 } from '../../lib/crypto';
import { bearer, createTestApp, type TestApp } from '../../test/helpers';
import { createTeam, currentEventId } from '../../test/fixtures';

const TEAMS = 60;
let t: TestApp;
let eventId: number;
let problemId: number;
const tokens: string[] = [];

beforeAll(async () => {
  setClock(null);
  t = await createTestApp();
  eventId = await currentEventId(t.app);
  problemId = (await t.app.db.select({ id: problems.id }).from(problems).where(eq(problems.eventId, eventId)))[0]!.id;
  for (let i = 0; i < TEAMS; i++) {
    const fx = await createTeam(t.app, { status: 'approved', name: `Deadline Team ${i}` });
    // A session of the leader's, as signing in would make it (without paying a password hash per team).
    const token = `deadline-${i}-${fx.teamId}-${Math.random().toString(36).slice(2)}`;
    await t.app.db
      .insert(sessions)
      .values({ userId: fx.leader.id, tokenHash: sha256(token), expiresAt: new Date(Date.now() + 3600_000) });
    tokens.push(token);
  }
});
afterAll(() => t.close());

interface Answer {
  status: number;
  sent: number;
  received: number;
  decided?: number;
  error?: string;
}

const body = (team: number, round: number) => ({
  teamName: `Deadline Team ${team}`,
  problemId: String(problemId),
  githubUrl: `https://github.com/deadline/team-${team}-v${round}`,
  demoUrl: '',
  description: 'A project racing the submission deadline, with a description long enough to be accepted.',
  techStack: 'TypeScript',
});

async function send(token: string, payload: object): Promise<Answer> {
  const sent = clockNow().getTime();
  const res = await t.app.inject({ method: 'POST', url: '/api/submissions', headers: bearer(token), payload });
  const received = clockNow().getTime();
  const json = res.json();
  return {
    status: res.statusCode,
    sent,
    received,
    decided: res.statusCode < 300 ? Date.parse(json.updatedAt) : undefined,
    error: json.error,
  };
}

const sleepUntil = (at: number) => new Promise((r) => setTimeout(r, Math.max(0, at - Date.now())));

describe('a deadline raced by 60 teams', () => {
  it('accepts nothing after it and refuses nothing before it, by the server clock', async () => {
    const start = Date.now();
    const deadline = new Date(start + 2500);
    await t.app.db
      .update(events)
      .set({ submissionOpensAt: new Date(start - 3600_000), submissionDeadline: deadline, graceMinutes: 0 })
      .where(eq(events.id, eventId));
    const answers = await Promise.all(
      tokens.map(async (token, i) => {
        // Each team submits in the first 1.5 s, then updates somewhere between 1.5 s and 4 s: around the deadline.
        await sleepUntil(start + Math.random() * 1500);
        const first = await send(token, body(i, 1));
        await sleepUntil(start + 1500 + Math.random() * 2500);
        const update = await send(token, body(i, 2));
        return [first, update];
      }),
    );
    const all = answers.flat();
    const accepted = all.filter((a) => a.status === 200 || a.status === 201);
    const refused = all.filter((a) => a.status === 409);
    expect(all.filter((a) => !accepted.includes(a) && !refused.includes(a))).toEqual([]);
    // The race happened: both sides of the deadline were reached.
    expect(accepted.length).toBeGreaterThan(0);
    expect(refused.length).toBeGreaterThan(0);
    for (const a of accepted) {
      expect(a.decided!).toBeLessThan(deadline.getTime());
      expect(a.decided!).toBeGreaterThanOrEqual(a.sent);
      expect(a.decided!).toBeLessThanOrEqual(a.received);
    }
    for (const a of refused) {
      expect(a.received).toBeGreaterThanOrEqual(deadline.getTime());
      expect(a.error).toMatch(/^The submission deadline \(.+\) has passed$/);
    }
    const late = await t.app.db
      .select({ id: submissions.id })
      .from(submissions)
      .where(and(eq(submissions.eventId, eventId), gte(submissions.updatedAt, deadline)));
    expect(late).toEqual([]);
    // One project per team, whatever arrived.
    const rows = await t.app.db
      .select({ id: submissions.id })
      .from(submissions)
      .where(eq(submissions.eventId, eventId));
    expect(rows.length).toBe(all.filter((a) => a.status === 201).length);
    expect(rows.length).toBeLessThanOrEqual(TEAMS);
  });
});
