// The registration's checks: what the request and the edition's rules alone refuse (before any write),
// and why the registration statement wrote nothing (a taken name or leader email, a retired challenge).
import { and, eq, sql } from 'drizzle-orm';
import { compositionOf, compositionShortfall } from '@shared/composition';
import { editionGates } from '@shared/edition-gates';
import type { RegisterTeamRequest } from '@shared/schemas/registration';
import { REGISTRATION_MESSAGES } from '@shared/schemas/registration';
import type { Db, Tx } from '../../db/client';
import { problems, teams, users } from '../../db/schema';
import { AppError, badRequest, conflict } from '../../lib/errors';
import { rows } from '../../lib/sql';
import type { EventRow } from '../events/index';

export const DUPLICATE_IN_FORM = 'This email is used more than once in the form';
/** The leader's email has an account and the caller is not signed in to it: they register from it. */
export const SIGN_IN_FIRST =
  'Is this email registered already? Sign in first, then register your team from your account.';
export const TEAM_NAME_TAKEN = 'This team name is already taken';

/** The signed-in user who registers a team of their own (DESIGN D7). */
export interface SessionLeader {
  id: number;
  email: string;
  username: string;
  teamId: number | null;
}

interface EmailField {
  path: string;
  label: string;
  email: string;
}

function emailFields(input: RegisterTeamRequest): EmailField[] {
  return [
    { path: 'leader.email', label: 'Team leader email', email: input.leader.email },
    ...input.members.map((m, i) => ({
      path: `members.${i}.email`,
      label: `Team member ${i + 1} email`,
      email: m.email,
    })),
  ];
}

/**
 * 409 naming the phase and its dates when the edition takes no registrations at `now` (server clock):
 * the edition's registration gate (shared/edition-gates.ts), dates and the organizers' override alike.
 * The registration statement writes only while the edition row still has the version decided on here.
 */
export function assertRegistrationOpen(ev: EventRow, now: Date) {
  const { registration } = editionGates(ev, now);
  if (!registration.open) throw conflict(registration.message!);
}

/** The checks that need only the request and the event row, before any write. */
export function checkRequest(ev: EventRow, input: RegisterTeamRequest, now: Date) {
  assertRegistrationOpen(ev, now);

  // The team size counts the leader (DESIGN D4).
  const size = input.members.length + 1;
  // No members at all where the edition wants some: the spec's sentence (a team of 1 is fine at min 1).
  if (size === 1 && ev.teamSizeMin > 1)
    throw badRequest(REGISTRATION_MESSAGES.members, { members: REGISTRATION_MESSAGES.members });
  if (size < ev.teamSizeMin || size > ev.teamSizeMax) {
    const msg = `A team has ${ev.teamSizeMin} to ${ev.teamSizeMax} people, the leader included`;
    throw badRequest(msg, { members: msg });
  }
  // The composition rule: the spec's counts the members list only (spec §5, DESIGN D5); an edition may
  // count the whole team, leader included (shared/composition.ts).
  const rule = compositionOf(ev);
  const people = [
    { role: 'leader' as const, gender: input.leader.gender },
    ...input.members.map((m) => ({ role: 'member' as const, gender: m.gender })),
  ];
  if (compositionShortfall(rule, people) > 0) throw badRequest(rule.message, { members: rule.message });
  const seen = new Map<string, EmailField>();
  const fieldErrors: Record<string, string> = {};
  let first: EmailField | undefined;
  for (const f of emailFields(input)) {
    const key = f.email.toLowerCase();
    if (seen.has(key)) {
      fieldErrors[f.path] = DUPLICATE_IN_FORM;
      first ??= f;
    } else seen.set(key, f);
  }
  if (first) throw conflict(`${first.label} is used more than once in the form`, fieldErrors);
}

/**
 * Team name taken in this edition, or an anonymous leader's email that has an account: a 409 naming the
 * first field, with every such field listed. Members' emails never conflict: those with an account are
 * invited (create-team.ts), so the answer says nothing about whether they have one.
 */
export async function findConflicts(
  tx: Tx,
  eventId: number,
  input: RegisterTeamRequest,
  ownUserId: number | null,
): Promise<AppError | null> {
  const fieldErrors: Record<string, string> = {};
  let message: string | null = null;
  const [nameTaken] = await tx
    .select({ id: teams.id })
    .from(teams)
    .where(and(eq(teams.eventId, eventId), sql`lower(${teams.name}) = ${input.team.name.toLowerCase()}`))
    .limit(1);
  if (nameTaken) {
    fieldErrors['team.name'] = TEAM_NAME_TAKEN;
    message = 'Team name is already taken';
  }
  // A signed-in leader registers as themself; only an anonymous leader's email can belong to someone.
  const fields = ownUserId === null ? emailFields(input).slice(0, 1) : [];
  const lowered = fields.map((f) => f.email.toLowerCase());
  // One probe of the unique btree per email: with `lower(email) in (...)` the planner picks the trigram
  // index (admin search), which scans its whole pending list (milliseconds per email after a rush).
  const taken = await rows<{ id: number; email: string }>(
    tx,
    sql`select x.id, x.email from unnest(${sql.param(lowered)}::text[]) as c(email)
        cross join lateral (
          select ${users.id} as id, lower(${users.email}) as email from ${users}
          where lower(${users.email}) = c.email order by lower(${users.email}) limit 1
        ) as x`,
  );
  const takenEmails = new Set(taken.filter((u) => u.id !== ownUserId).map((u) => u.email));
  for (const f of fields) {
    if (!takenEmails.has(f.email.toLowerCase())) continue;
    fieldErrors[f.path] = SIGN_IN_FIRST;
    message ??= SIGN_IN_FIRST;
  }
  return message ? conflict(message, fieldErrors) : null;
}

async function isActiveProblem(db: Db, eventId: number, problemId: number | null): Promise<boolean> {
  if (!problemId) return true; // 0 / null: 'Other / Not decided yet'
  const [row] = await db
    .select({ active: problems.active })
    .from(problems)
    .where(and(eq(problems.id, problemId), eq(problems.eventId, eventId)));
  return row?.active === true;
}

/** Why the statement wrote nothing, below the limit: a taken name or email first, then the challenge. */
export async function whyNotWritten(
  db: Db,
  eventId: number,
  input: RegisterTeamRequest,
  sessionLeader: SessionLeader | null,
): Promise<AppError> {
  const found = await findConflicts(db, eventId, input, sessionLeader?.id ?? null);
  if (found) return found;
  if (!sessionLeader || !(await isActiveProblem(db, eventId, input.team.problemId)))
    return badRequest(REGISTRATION_MESSAGES.problem, { 'team.problemId': REGISTRATION_MESSAGES.problem });
  return new AppError(401, 'Your account is no longer available. Please sign in again.');
}
