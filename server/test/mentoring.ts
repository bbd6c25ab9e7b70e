// Shared set-up of the mentoring API tests (issue 34): an app with one organizer and no demo data, the
// current edition's help queue opened by the organizers' override (its hacking is weeks away), mentors
// signed in through the real login with shifts around now, and participants of teams.
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { events, mentors, mentorShifts, users } from '../db/schema';
import { hashPassword } from '../lib/crypto';
import { createTeam, currentEventId, FIXTURE_PASSWORD, uid } from './fixtures';
import { createTestApp, loginAs, type TestApp } from './helpers';
import { ADMIN } from './judging';

const MENTOR_PASSWORD = 'mentor-pass-123';
let mentorHash: Promise<string> | undefined;
const HOUR = 3_600_000;

export async function mentoringApp(): Promise<{ t: TestApp; admin: string; eventId: number }> {
  const t = await createTestApp({ admin: ADMIN });
  const eventId = await currentEventId(t.app);
  await openQueue(t.app, eventId);
  return { t, admin: await loginAs(t.app, ADMIN.email, ADMIN.password), eventId };
}

/** The organizers open the edition's queue now (helpQueueOpensAt in the past). */
export async function openQueue(app: FastifyInstance, eventId: number) {
  await app.db
    .update(events)
    .set({ helpQueueOpensAt: new Date(Date.now() - HOUR) })
    .where(eq(events.id, eventId));
}

export interface TestMentor {
  id: number;
  email: string;
  token: string;
}

/** A `mentor` account of the edition (on shift now unless `shifts` says otherwise), signed in. */
export async function createMentor(
  app: FastifyInstance,
  opts: { eventId?: number; skills?: string[]; shifts?: [number, number][]; role?: 'mentor' | 'judge' } = {},
): Promise<TestMentor> {
  mentorHash ??= hashPassword(MENTOR_PASSWORD);
  const tag = uid();
  const email = `mentor-${tag}@example.org`;
  const [row] = await app.db
    .insert(users)
    .values({
      name: `Mentor ${tag}`,
      email,
      username: `mentor${tag}`,
      role: opts.role ?? 'mentor',
      passwordHash: await mentorHash,
    })
    .returning({ id: users.id });
  const eventId = opts.eventId ?? (await currentEventId(app));
  await app.db.insert(mentors).values({ eventId, userId: row!.id, skills: opts.skills ?? [] });
  const shifts = opts.shifts ?? [[-1, 4]];
  if (shifts.length)
    await app.db.insert(mentorShifts).values(
      shifts.map(([a, b]) => ({
        eventId,
        userId: row!.id,
        startsAt: new Date(Date.now() + a * HOUR),
        endsAt: new Date(Date.now() + b * HOUR),
      })),
    );
  return { id: row!.id, email, token: await loginAs(app, email, MENTOR_PASSWORD) };
}

/** A team's leader (a joined member), signed in, and the team's id. */
export async function participant(app: FastifyInstance, eventId?: number) {
  const team = await createTeam(app, { status: 'approved', eventId });
  return {
    teamId: team.teamId,
    userId: team.leader.id,
    token: await loginAs(app, team.leader.email, FIXTURE_PASSWORD),
  };
}

export const helpBody = (title = 'Stuck on CORS', skills: string[] = ['Backend']) => ({
  title,
  description: 'The browser blocks our call.',
  skills,
  location: 'Table 4',
});
