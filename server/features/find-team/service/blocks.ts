// A person blocks a team or another person: they no longer see each other on the board, cannot send each
// other requests, and the open requests between them end.
import { and, desc, eq } from 'drizzle-orm';
import type { BlockInput } from '@shared/schemas/find-team';
import type { Db } from '../../../db/client';
import { findTeamBlocks, teamMembers, teams, users } from '../../../db/schema';
import { badRequest, notFound } from '../../../lib/errors';
import { closePendingBetween } from './requests';

/** `eventId`: the current edition, whose team of the blocked person has its pending requests closed. */
export async function addBlock(
  db: Db,
  eventId: number,
  actor: { id: number; teamId: number | null },
  input: BlockInput,
) {
  await db.transaction(async (tx) => {
    if ('teamId' in input) {
      const [team] = await tx.select({ id: teams.id }).from(teams).where(eq(teams.id, input.teamId));
      if (!team) throw notFound('This team no longer exists');
      if (team.id === actor.teamId) throw badRequest('You cannot block your own team');
      await tx.insert(findTeamBlocks).values({ userId: actor.id, blockedTeamId: team.id }).onConflictDoNothing();
      await closePendingBetween(tx, [actor.id], [team.id]);
    } else {
      if (input.userId === actor.id) throw badRequest('You cannot block yourself');
      const [person] = await tx
        .select({ id: users.id, teamId: teamMembers.teamId })
        .from(users)
        .leftJoin(teamMembers, and(eq(teamMembers.userId, users.id), eq(teamMembers.eventId, eventId)))
        .where(eq(users.id, input.userId));
      if (!person) throw notFound('This person no longer has an account');
      await tx.insert(findTeamBlocks).values({ userId: actor.id, blockedUserId: person.id }).onConflictDoNothing();
      if (actor.teamId) await closePendingBetween(tx, [person.id], [actor.teamId]);
      if (person.teamId) await closePendingBetween(tx, [actor.id], [person.teamId]);
    }
  });
}

export async function listBlocks(db: Db, userId: number) {
  const found = await db
    .select({
      id: findTeamBlocks.id,
      userName: users.name,
      teamName: teams.name,
    })
    .from(findTeamBlocks)
    .leftJoin(users, eq(users.id, findTeamBlocks.blockedUserId))
    .leftJoin(teams, eq(teams.id, findTeamBlocks.blockedTeamId))
    .where(eq(findTeamBlocks.userId, userId))
    .orderBy(desc(findTeamBlocks.createdAt));
  return {
    items: found.map((b) => ({
      id: b.id,
      label: b.teamName ?? b.userName ?? '',
      kind: b.teamName ? ('team' as const) : ('person' as const),
    })),
  };
}

export async function removeBlock(db: Db, userId: number, id: number) {
  const done = await db
    .delete(findTeamBlocks)
    .where(and(eq(findTeamBlocks.id, id), eq(findTeamBlocks.userId, userId)))
    .returning({ id: findTeamBlocks.id });
  if (!done.length) throw notFound('Block not found');
}
