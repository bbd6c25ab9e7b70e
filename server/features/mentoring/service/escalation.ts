// Escalation (issue 34): a request waiting longer than the organizers' threshold (the edition's
// help_escalation_minutes, 15 by default) emails the mentors on shift whose skills match it, ONCE,
// through the outbox. The state lives in the request's row (`escalated_at`, set by a conditional update in
// the same transaction that queues the emails), so the job keeps no memory of its own: a restart, or a
// second instance running the same pass, finds what is still due and nothing twice. With nobody on
// shift the request is not marked: the email goes out when the next shift starts.
import type { FastifyBaseLogger } from 'fastify';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { paths, absoluteUrl } from '@shared/paths';
import type { Db } from '../../../db/client';
import { helpRequests, mentors, users } from '../../../db/schema';
import { clockNow } from '../../../lib/clock';
import { RepeatingPass } from '../../../lib/repeating-pass';
import { rows } from '../../../lib/sql';
import { composeEmail, enqueueEmail } from '../../mail/index';
import { mentorsOnShift } from './mentors';

const BATCH = 100;

/** One pass: escalates every request due at `at`; answers how many were escalated (emails queued). */
export async function escalateDue(db: Db, publicUrl: string, at: Date = clockNow()): Promise<number> {
  const due = await rows<{ id: number; event_id: number }>(
    db,
    sql`select r.id, r.event_id from help_requests r join events e on e.id = r.event_id
        where r.status = 'open' and r.escalated_at is null and e.state <> 'archived'
          and r.queued_at <= ${at}::timestamptz - make_interval(mins => e.help_escalation_minutes)
        order by r.queued_at limit ${BATCH}`,
  );
  let escalated = 0;
  for (const r of due) if (await escalateOne(db, r.id, r.event_id, publicUrl, at)) escalated++;
  return escalated;
}

async function escalateOne(db: Db, id: number, eventId: number, publicUrl: string, at: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const onShift = await mentorsOnShift(tx, eventId, at);
    if (onShift.length === 0) return false;
    const marked = await tx
      .update(helpRequests)
      .set({ escalatedAt: at })
      .where(and(eq(helpRequests.id, id), eq(helpRequests.status, 'open'), isNull(helpRequests.escalatedAt)))
      .returning();
    const req = marked[0];
    if (!req) return false; // claimed, cancelled or escalated meanwhile
    const people = await tx
      .select({ email: users.email, name: users.name, skills: mentors.skills })
      .from(mentors)
      .innerJoin(users, eq(users.id, mentors.userId))
      .where(and(eq(mentors.eventId, eventId), inArray(mentors.userId, onShift), eq(users.status, 'active')));
    // Those whose skills match; when the request names none, or nobody on shift matches, everyone on shift
    // (a request past the threshold needs someone, and a near match is better than nobody).
    const matching = people.filter((p) => req.skills.some((s) => p.skills.includes(s)));
    const to = matching.length ? matching : people;
    const waited = Math.round((at.getTime() - req.queuedAt.getTime()) / 60_000);
    await enqueueEmail(
      tx,
      to.map((p) =>
        composeEmail(p.email, `A team has waited ${waited} minutes for help: ${req.title}`, [
          `Hello ${p.name},`,
          `"${req.title}" has waited ${waited} minutes in the help queue${req.skills.length ? ` (skills: ${req.skills.join(', ')})` : ''}.`,
          'You are on shift: open the queue to claim it.',
          absoluteUrl(publicUrl, paths.mentor),
        ]),
      ),
    );
    return to.length > 0;
  });
}

/** Runs a pass every 30 s until stopped (started with the app, stopped on close). */
export const escalationJob = (db: Db, publicUrl: string, log: FastifyBaseLogger, intervalMs = 30_000) =>
  new RepeatingPass(
    async () => {
      await escalateDue(db, publicUrl);
    },
    log,
    'mentoring: escalation pass failed',
    intervalMs,
  );
