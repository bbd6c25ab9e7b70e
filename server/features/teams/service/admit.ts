// Admitting one more person into a team, for callers outside the team's own screens (find-a-team's join
// requests and invitations). The same locking as the invitation link and the join code: the team row is
// locked while people are counted, so concurrent admissions never pass capacity, and
// team_members (event_id, user_id) is unique, so one person never lands in two teams of an edition. The
// team's own edition decides (its rules, its members), and an archived one takes nobody (DESIGN D13).
import { and, count, eq } from 'drizzle-orm';
import { compositionOf, compositionShortfall, newcomerFits, type Person } from '@shared/composition';
import type { Tx } from '../../../db/client';
import { teamMembers, teams, users } from '../../../db/schema';
import { AppError, conflict, notFound } from '../../../lib/errors';
import { assertOpen, loadEvent } from '../../events/index';

export const TEAM_GONE = 'This team no longer exists';

/** The event's composition rule, in counts only: nobody's gender leaves this function. */
export async function teamComposition(tx: Tx, teamId: number) {
  const [team] = await tx.select({ eventId: teams.eventId }).from(teams).where(eq(teams.id, teamId));
  if (!team) throw notFound(TEAM_GONE);
  const ev = await loadEvent(tx, team.eventId);
  const rows = await tx
    .select({ role: teamMembers.role, gender: users.gender })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(eq(teamMembers.teamId, teamId));
  // The edition's rule (shared/composition.ts): the spec's counts the members list only (DESIGN D5).
  const rule = compositionOf(ev);
  const people: Person[] = rows.map((r) => ({ role: r.role, gender: r.gender }));
  return {
    memberCount: rows.length,
    min: ev.teamSizeMin,
    max: ev.teamSizeMax,
    ruleMet: compositionShortfall(rule, people) === 0,
    ruleMessage: rule.min > 0 ? rule.message : null,
    /** Whether someone of this gender may take a place (the rest must leave room for whom the rule needs). */
    fits: (gender: string | null) => newcomerFits(rule, people, { role: 'member', gender }, ev.teamSizeMax),
  };
}

/** 409 when `gender` joining would leave too few places for the people the edition's rule still needs. */
export async function assertNewcomerFits(tx: Tx, teamId: number, gender: string | null) {
  const c = await teamComposition(tx, teamId);
  if (!c.fits(gender))
    throw conflict(`The remaining places must go to people who meet the event's rule: ${c.ruleMessage}`);
}

/**
 * Adds `userId` to `teamId` as a member inside the caller's transaction. Refuses a full team, a rejected
 * team, a person already in a team, and the last free place going to someone with whom the team could
 * never meet the event's composition rule. `joined` marks the membership (the person joined, rather
 * than being listed); by default, whether the account is active (someone who never set a password has
 * not joined anything yet). A move between teams carries the mark over.
 */
export async function admitMember(tx: Tx, teamId: number, userId: number, joined?: boolean) {
  const [team] = await tx
    .select({ id: teams.id, name: teams.name, status: teams.status, eventId: teams.eventId })
    .from(teams)
    .where(eq(teams.id, teamId))
    .for('update');
  if (!team) throw notFound(TEAM_GONE);
  assertOpen(await loadEvent(tx, team.eventId));
  if (team.status === 'rejected') throw conflict('This team can no longer accept members');
  const [person] = await tx
    .select({ status: users.status, gender: users.gender, teamId: teamMembers.teamId })
    .from(users)
    .leftJoin(teamMembers, and(eq(teamMembers.userId, users.id), eq(teamMembers.eventId, team.eventId)))
    .where(eq(users.id, userId));
  if (!person) throw notFound('This person no longer has an account');
  if (person.status === 'inactive') throw new AppError(403, 'This account is disabled');
  if (person.teamId) throw conflict(person.teamId === teamId ? 'Already in this team' : 'Already in another team');
  const c = await teamComposition(tx, teamId);
  const n = await memberCount(tx, teamId);
  if (n >= c.max) throw conflict(`This team is full (${n}/${c.max})`);
  if (!c.fits(person.gender))
    throw conflict(`The remaining places must go to people who meet the event's rule: ${c.ruleMessage}`);
  await tx
    .insert(teamMembers)
    .values({ eventId: team.eventId, teamId, userId, role: 'member', joined: joined ?? person.status === 'active' });
  const [leader] = await tx
    .select({ id: users.id, name: users.name, email: users.email })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.role, 'leader')));
  return { team: { id: team.id, name: team.name }, leader: leader ?? null };
}

/** How many people a team has (the leader is one of its members rows). */
export async function memberCount(tx: Tx, teamId: number): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(teamMembers).where(eq(teamMembers.teamId, teamId));
  return row?.n ?? 0;
}
