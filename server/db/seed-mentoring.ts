// The demo's mentoring (issue 34, seed-data/mentoring.ts): the demo mentor account and three more
// mentors of the demo edition with shifts around the seed time, and help requests in each state (open,
// claimed, resolved with and without a rating, cancelled) with the mentors' actions behind them. The demo
// edition's help queue opens at the seed (the organizers' override: its hacking starts in 60 days), so
// the queue is live in the demo. Idempotent: mentors by email, shifts and requests only when none exist.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from './client';
import { events, helpActions, helpRatings, helpRequests, mentors, mentorShifts, teamMembers, teams } from './schema';
import { DEMO_HELP_REQUESTS, DEMO_MENTORS } from './seed-data/mentoring';
import { ensureUser, HOUR } from './seed-teams';
import { descriptionHtml } from '../features/mentoring/index';

const MINUTE = 60_000;

export async function seedDemoMentoring(db: Db, eventId: number, now = Date.now()) {
  // The queue is open from the seed on (unless an organizer set the window already).
  await db
    .update(events)
    .set({ helpQueueOpensAt: new Date(now - 6 * HOUR) })
    .where(
      and(eq(events.id, eventId), sql`${events.helpQueueOpensAt} is null and ${events.helpQueueClosesAt} is null`),
    );

  const mentorIds: number[] = [];
  for (const m of DEMO_MENTORS) {
    const user = await ensureUser(db, {
      name: m.name,
      email: m.email,
      password: m.password,
      role: 'mentor',
      status: 'active',
      // A username of their own: the showcase has namesakes (lena.fischer@example.de is 'lena.fischer').
      username: m.password ? 'mentor' : `${m.email.split('@')[0]}.mentor`,
      createdAt: new Date(now - 5 * 24 * HOUR),
    });
    mentorIds.push(user.id);
    await db
      .insert(mentors)
      .values({
        eventId,
        userId: user.id,
        affiliation: m.affiliation,
        skills: m.skills,
        meetingKind: m.meeting.kind,
        videoUrl: m.meeting.videoUrl ?? null,
        discordHandle: m.meeting.discordHandle ?? null,
      })
      .onConflictDoNothing();
    const [has] = await db
      .select({ id: mentorShifts.id })
      .from(mentorShifts)
      .where(and(eq(mentorShifts.eventId, eventId), eq(mentorShifts.userId, user.id)))
      .limit(1);
    if (!has)
      await db.insert(mentorShifts).values(
        m.shifts.map(([a, b]) => ({
          eventId,
          userId: user.id,
          startsAt: new Date(now + a * HOUR),
          endsAt: new Date(now + b * HOUR),
        })),
      );
  }

  const [any] = await db
    .select({ id: helpRequests.id })
    .from(helpRequests)
    .where(eq(helpRequests.eventId, eventId))
    .limit(1);
  if (any) return;
  // The edition's teams with their leader (who asks), oldest first.
  const leaders = await db
    .select({ teamId: teams.id, userId: teamMembers.userId })
    .from(teams)
    .innerJoin(teamMembers, and(eq(teamMembers.teamId, teams.id), eq(teamMembers.role, 'leader')))
    .where(and(eq(teams.eventId, eventId), eq(teamMembers.joined, true)))
    .orderBy(teams.id);
  if (leaders.length === 0) return;

  await db.transaction(async (tx) => {
    for (const r of DEMO_HELP_REQUESTS) {
      const who = leaders[r.team % leaders.length]!;
      const createdAt = new Date(now - r.minutesAgo * MINUTE);
      const s = r.state;
      const at = (minutes: number) => new Date(createdAt.getTime() + minutes * MINUTE);
      const mentorId = 'mentor' in s ? mentorIds[s.mentor]! : null;
      const [row] = await tx
        .insert(helpRequests)
        .values({
          eventId,
          teamId: who.teamId,
          requesterId: who.userId,
          title: r.title,
          description: r.description,
          descriptionFormat: r.format ?? 'plain',
          descriptionHtml: descriptionHtml(r.description, r.format ?? 'plain'),
          tried: r.tried,
          skills: r.skills,
          location: r.location,
          status: s.status,
          mentorId,
          createdAt,
          queuedAt: createdAt,
          firstClaimedAt: 'mentor' in s ? at(s.afterMinutes) : null,
          claimedAt: 'mentor' in s ? at(s.afterMinutes) : null,
          resolvedAt: s.status === 'resolved' ? at(s.afterMinutes + s.tookMinutes) : null,
          cancelledAt: s.status === 'cancelled' ? at(s.afterMinutes) : null,
        })
        .returning({ id: helpRequests.id });
      const requestId = row!.id;
      if ('mentor' in s) {
        await tx.insert(helpActions).values({ requestId, eventId, mentorId, action: 'claim', at: at(s.afterMinutes) });
      }
      if (s.status === 'resolved') {
        const resolvedAt = at(s.afterMinutes + s.tookMinutes);
        await tx.insert(helpActions).values({ requestId, eventId, mentorId, action: 'resolve', at: resolvedAt });
        if (s.stars)
          await tx.insert(helpRatings).values({
            requestId,
            eventId,
            mentorId,
            raterId: who.userId,
            stars: s.stars,
            comment: s.comment ?? '',
            createdAt: new Date(resolvedAt.getTime() + 2 * MINUTE),
          });
      }
    }
  });
}
