// The edition's cap on teams and its waitlist (issue 23 'Rules'). Pending + approved teams take the
// places; once they reach events.team_cap a new registration waits, in order of arrival (created_at, id).
// When a place frees (a pending or approved team rejected), the next waiting team becomes 'pending' in
// the same transaction and is emailed. Everything that takes or frees a place first locks the edition's
// row (FOR NO KEY UPDATE: it does not block the foreign-key checks of ordinary writes), so two places
// freeing at once promote two different teams, and a registration never takes a place being handed out.
//
// Organizers do not approve a waitlisted team directly (that would pass the cap they set): they raise the
// cap (the waitlist then moves up through fillFreePlaces) or reject a placed team. Rejecting a waitlisted
// team takes it off the waitlist.
import { absoluteUrl, paths } from '@shared/paths';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { events, teamMembers, teams, users } from '../../../db/schema';
import { writeAudit } from '../../../lib/audit';
import { AppError } from '../../../lib/errors';
import type { EventRow, SettingsSavedHook } from '../../events/index';
import { composeEmail, enqueueEmail } from '../../mail/index';

/** Locks the edition's places until the transaction ends; answers the row as it is now (its cap). */
export async function lockPlaces(tx: Tx, eventId: number): Promise<EventRow> {
  const [row] = await tx.select().from(events).where(eq(events.id, eventId)).for('no key update');
  if (!row) throw new AppError(503, 'The event is not configured yet');
  return row;
}

/** Places taken (pending + approved) and teams waiting, now. */
export async function placesOf(tx: Tx, eventId: number): Promise<{ placed: number; waitlisted: number }> {
  const [r] = await tx
    .select({
      placed: sql<number>`count(*) filter (where ${teams.status} in ('pending', 'approved'))::int`,
      waitlisted: sql<number>`count(*) filter (where ${teams.status} = 'waitlisted')::int`,
    })
    .from(teams)
    .where(eq(teams.eventId, eventId));
  return { placed: Number(r?.placed ?? 0), waitlisted: Number(r?.waitlisted ?? 0) };
}

/** A waitlisted team's number on the waitlist (1 = next), or null when it is not waiting. */
export async function waitlistPosition(tx: Tx, eventId: number, teamId: number): Promise<number | null> {
  const [r] = await tx
    .execute<{ position: number | null }>(
      sql`
    select (select count(*)::int from ${teams} w
      where w.event_id = ${eventId} and w.status = 'waitlisted' and (w.created_at, w.id) <= (t.created_at, t.id)) as position
    from ${teams} t where t.id = ${teamId} and t.status = 'waitlisted'`,
    )
    .then((res) => res.rows);
  return r?.position == null ? null : Number(r.position);
}

function promotedEmail(to: { name: string; email: string }, teamName: string, ev: EventRow, publicUrl: string) {
  return composeEmail(to.email, `A place freed up: ${teamName} is off the waitlist`, [
    `Hello ${to.name},`,
    `Good news: a place freed up at ${ev.name}, and your team ${teamName} is no longer on the waitlist. It is now registered and awaiting approval from the organizers, like every registered team.`,
    'You can follow its status on your team dashboard:',
    absoluteUrl(publicUrl, paths.teamDashboard),
    `Questions? Write to ${ev.contactEmail}.`,
  ]);
}

/**
 * Moves waiting teams into the free places, oldest first, and emails the people who joined them. The
 * caller holds the edition's lock (lockPlaces) and passes the row it answered. Answers the promoted
 * teams' ids. Also for the organizers' settings: raising the cap calls this in the same transaction.
 */
export async function fillFreePlaces(
  tx: Tx,
  ev: EventRow,
  actorId: number | null,
  publicUrl: string,
): Promise<number[]> {
  const { placed, waitlisted } = await placesOf(tx, ev.id);
  if (waitlisted === 0) return [];
  const free = ev.teamCap === null ? waitlisted : Math.max(0, ev.teamCap - placed);
  if (free === 0) return [];
  const next = await tx
    .select({ id: teams.id, name: teams.name })
    .from(teams)
    .where(and(eq(teams.eventId, ev.id), eq(teams.status, 'waitlisted')))
    .orderBy(asc(teams.createdAt), asc(teams.id))
    .limit(free);
  if (next.length === 0) return [];
  const ids = next.map((t) => t.id);
  await tx
    .update(teams)
    .set({ status: 'pending', updatedAt: new Date() })
    .where(and(inArray(teams.id, ids), eq(teams.status, 'waitlisted')));
  // Only people who joined are told (invited people who have not joined hear from their invitation).
  const people = await tx
    .select({ teamId: teamMembers.teamId, name: users.name, email: users.email })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(and(inArray(teamMembers.teamId, ids), eq(teamMembers.joined, true), ne(users.status, 'inactive')));
  const nameOf = new Map(next.map((t) => [t.id, t.name]));
  await enqueueEmail(
    tx,
    people.map((p) => promotedEmail(p, nameOf.get(p.teamId)!, ev, publicUrl)),
  );
  for (const t of next)
    await writeAudit(
      tx,
      actorId,
      'team.promote',
      `team:${t.id}`,
      { name: t.name, from: 'waitlisted', to: 'pending' },
      ev.id,
    );
  return ids;
}

/**
 * Organizers raise the cap (or lift it) in the Event tab: the waitlist moves up in the same save, oldest
 * first, with the same email as a freed place. The save holds the edition's row lock.
 */
export const promoteOnCapRaise: SettingsSavedHook = async (tx, before, after, ctx) => {
  if (before.teamCap === null) return; // no cap before: nobody was waiting for a place
  if (after.teamCap !== null && after.teamCap <= before.teamCap) return;
  await fillFreePlaces(tx, after, ctx.actorId, ctx.publicUrl);
};
