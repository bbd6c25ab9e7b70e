// A team's listing on the board, set by its leader: whom they look for, which skills, open or closed.
import { and, eq } from 'drizzle-orm';
import type { TeamListingInput } from '@shared/schemas/find-team';
import type { Db, Tx } from '../../../db/client';
import { teamListings, teamMembers } from '../../../db/schema';
import { forbidden, notFound } from '../../../lib/errors';

export const LEADER_ONLY = 'Only the team leader can do that';
export const NO_TEAM = 'You are not in a team yet';

/** The team the actor leads (throws otherwise). */
export async function ledTeam(tx: Tx, actor: { id: number; teamId: number | null }): Promise<number> {
  if (!actor.teamId) throw notFound(NO_TEAM);
  const [row] = await tx
    .select({ role: teamMembers.role })
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, actor.teamId), eq(teamMembers.userId, actor.id)));
  if (!row) throw notFound(NO_TEAM);
  if (row.role !== 'leader') throw forbidden(LEADER_ONLY);
  return actor.teamId;
}

export async function saveListing(db: Db, actor: { id: number; teamId: number | null }, input: TeamListingInput) {
  const teamId = await ledTeam(db, actor);
  const values = {
    open: input.open,
    lookingFor: input.lookingFor,
    skillsWanted: [...new Set(input.skillsWanted)],
    updatedAt: new Date(),
  };
  await db
    .insert(teamListings)
    .values({ teamId, ...values })
    .onConflictDoUpdate({ target: teamListings.teamId, set: values });
  return { open: values.open, lookingFor: values.lookingFor, skillsWanted: values.skillsWanted } as TeamListingInput;
}
