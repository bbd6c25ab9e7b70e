// Team registration (spec §2, §3; DESIGN D4–D6, §6): one statement (create-team.ts) creates the team, its
// leader, its members (pending users) with their invitations, and the emails. The unique indexes on
// lower(email) and lower(team name) are the final word: two registrations racing for one email give
// exactly one team. Teams belong to an edition (DESIGN D13): the name rule and 'one team per person' are
// per edition, so last year's participants register again; an existing account is never created twice
// nor changed by someone else's form (members with an account are invited, not written).
import { absoluteUrl, paths } from '@shared/paths';
import { and, eq, sql } from 'drizzle-orm';
import type { RegisterTeamRequest, RegisterTeamResponse, RegistrationRules } from '@shared/schemas/registration';
import { REGISTRATION_MESSAGES } from '@shared/schemas/registration';
import type { Db, Tx } from '../../db/client';
import { problems, teams, users } from '../../db/schema';
import { generateCode, generatePassword, hashPassword } from '../../lib/crypto';
import { AppError, badRequest, conflict, isUniqueViolation } from '../../lib/errors';
import { rows } from '../../lib/sql';
import { composeEmail, type OutgoingEmail } from '../mail/index';
import { uniqueUsernames, usernameCandidates } from '../auth/index';
import type { EventRow } from '../events/index';
import { draftInvitation } from '../teams/index';
import { writeTeam } from './create-team';
import type { CountedRequest } from './address-limit';

export const REGISTRATION_SUCCESS = "Your team has been registered. We'll contact you with further instructions.";
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

export function rulesOf(ev: EventRow, now = new Date()): RegistrationRules {
  return {
    teamSizeMin: ev.teamSizeMin,
    teamSizeMax: ev.teamSizeMax,
    requireFemaleMember: ev.requireFemaleMember,
    femaleMemberMessage: ev.femaleMemberMessage,
    registrationOpensAt: ev.registrationOpensAt.toISOString(),
    registrationClosesAt: ev.registrationClosesAt.toISOString(),
    open: now >= ev.registrationOpensAt && now < ev.registrationClosesAt,
  };
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

/** The checks that need only the request and the event row, before any write. */
function checkRequest(ev: EventRow, input: RegisterTeamRequest, now: Date) {
  if (now < ev.registrationOpensAt)
    throw new AppError(403, `Registration opens on ${ev.registrationOpensAt.toUTCString()}`);
  if (now >= ev.registrationClosesAt) throw new AppError(403, 'Registration has closed');

  // The team size counts the leader (DESIGN D4).
  const size = input.members.length + 1;
  if (size < ev.teamSizeMin || size > ev.teamSizeMax) {
    const msg = `A team has ${ev.teamSizeMin} to ${ev.teamSizeMax} people, the leader included`;
    throw badRequest(msg, { members: msg });
  }
  // The female-member rule counts the members list only (spec §5, DESIGN D5).
  if (ev.requireFemaleMember && !input.members.some((m) => m.gender === 'female')) {
    throw badRequest(ev.femaleMemberMessage, { members: ev.femaleMemberMessage });
  }
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
async function findConflicts(
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

/** Constraints whose violation means 'try again with another random value', not 'taken by someone'. */
const RETRYABLE = ['users_username_lower_idx', 'teams_join_code_idx'];

export interface Registration {
  db: Db;
  event: EventRow;
  publicUrl: string;
  input: RegisterTeamRequest;
  sessionLeader: SessionLeader | null;
  /** The request's address, counted against its registration limit by the registration statement. */
  limit: CountedRequest;
}

/** What the registration statement said of the request's address: its count and when its window ends. */
export interface AddressCount {
  hits: number;
  retryAfter: number;
}

/**
 * What became of a registration whose statement ran, and so counted the request (`counted`): the team
 * was created, the address was past its limit (nothing written), or nothing was written for `error`.
 * A registration that throws instead ended before the statement committed: it counted nothing.
 */
export type RegistrationOutcome =
  | { outcome: 'created'; response: RegisterTeamResponse; counted: AddressCount }
  | { outcome: 'limited'; counted: AddressCount }
  | { outcome: 'refused'; error: unknown; counted: AddressCount };

export async function registerTeam(r: Registration): Promise<RegistrationOutcome> {
  const { db, event, input, sessionLeader } = r;
  const now = new Date();
  if (sessionLeader?.teamId)
    throw conflict('You are already in a team', { 'leader.email': 'You are already in a team' });
  // A signed-in user registers as themself: the leader's email is the account's (DESIGN D7).
  const request: RegisterTeamRequest = sessionLeader
    ? { ...input, leader: { ...input.leader, email: sessionLeader.email } }
    : input;
  checkRequest(event, request, now);

  // Hash before writing: argon2 takes tens of milliseconds and must not hold row locks.
  const password = sessionLeader ? undefined : generatePassword(12);
  const passwordHash = password ? await hashPassword(password) : undefined;

  for (let attempt = 0; ; attempt++) {
    try {
      return await createTeam({ ...r, input: request, password, passwordHash, lookUpUsernames: attempt > 0 });
    } catch (err) {
      if (err instanceof AppError) throw err;
      if (!isUniqueViolation(err)) throw err;
      // One team per person per edition: a signed-in leader who joined a team meanwhile.
      if (sessionLeader && isUniqueViolation(err, 'team_members_event_user_idx'))
        throw conflict('You are already in a team', { 'leader.email': 'You are already in a team' });
      if (RETRYABLE.some((c) => isUniqueViolation(err, c)) && attempt < 3) continue;
      // The team name or an email is taken (the unique indexes said so, nothing was written): say which.
      const found = await findConflicts(db, event.id, request, sessionLeader?.id ?? null);
      // A member's email that got an account while the statement ran: the next attempt invites them.
      if (!found && attempt < 3) continue;
      throw found ?? conflict('This team or one of its emails was registered at the same moment. Please try again.');
    }
  }
}

/**
 * Writes the team in one statement (create-team.ts). Nothing is looked up first: a taken name or email
 * makes the unique indexes refuse the statement (nothing is written) and registerTeam says which field.
 * Usernames are tried the same way: most people's bare name is free, so the first attempt offers it
 * without asking; when the unique index refuses one, the retry (`lookUpUsernames`) asks which are free.
 */
async function createTeam(
  c: Registration & {
    password: string | undefined;
    passwordHash: string | undefined;
    /** A retry after a username was taken: ask which usernames are free. */
    lookUpUsernames: boolean;
  },
): Promise<RegistrationOutcome> {
  const { db, publicUrl, input, sessionLeader, password, passwordHash, lookUpUsernames } = c;
  const eventId = c.event.id;
  const { leader, team } = input;
  const size = input.members.length + 1;
  const names = [...(sessionLeader ? [] : [leader.name]), ...input.members.map((m) => m.name)];
  const usernames = lookUpUsernames
    ? await uniqueUsernames(db, names)
    : usernameCandidates(names, 1).map((list) => list[0]!);
  const leaderUsername = sessionLeader ? sessionLeader.username : usernames.shift()!;
  // Members are people without a password yet: the invitation lets them set one (DESIGN D6). A member
  // whose email has an account is not written at all: the same invitation lets them join.
  const drafts = input.members.map((m) =>
    draftInvitation({ teamName: team.name, email: m.email, inviteeName: m.name, inviterName: leader.name, publicUrl }),
  );
  const mails: OutgoingEmail[] = drafts.map((d) => d.mail);
  mails.push(
    composeEmail(leader.email, `Your team ${team.name} is registered`, [
      `Hi ${leader.name},`,
      `Your team "${team.name}" is registered and awaiting approval from the hackathon organizers. We'll contact you with further instructions.`,
      `Sign in with your email (${leader.email}) and ${password ? 'the password shown when you registered' : 'your usual sign-in'}.`,
      `Your team members each received an invitation to set their own password. If you lose your password, use 'Forgot password?' on the sign-in page:`,
      absoluteUrl(publicUrl, paths.login),
    ]),
  );
  const written = await writeTeam(db, {
    eventId,
    // The stored description is derived from the real member count, whatever text the client sent.
    team: {
      name: team.name,
      problemId: team.problemId || null, // 0 / null: 'Other / Not decided yet'
      joinCode: generateCode(),
      description: `${team.name} is a team of ${size} members.`,
    },
    people: [
      { name: leader.name, email: leader.email, username: leaderUsername, gender: leader.gender, phone: leader.phone },
      ...input.members.map((m, i) => ({
        name: m.name,
        email: m.email,
        username: usernames[i]!,
        gender: m.gender,
        phone: null,
      })),
    ],
    sessionLeaderId: sessionLeader?.id ?? null,
    passwordHash: passwordHash ?? null,
    invitations: drafts.map((d) => ({ email: d.email, tokenHash: d.tokenHash })),
    invitationsExpireAt: drafts[0]?.expiresAt ?? new Date(),
    mails,
    limit: c.limit,
  });
  const counted = { hits: written.hits, retryAfter: written.retryAfter };
  if (!written.written) {
    if (written.hits > c.limit.max) return { outcome: 'limited', counted };
    // The request is counted: whatever the reason (even a failed look-up), it goes back with the count.
    const error = await whyNotWritten(db, eventId, input, sessionLeader).catch((err: unknown) => err);
    return { outcome: 'refused', error, counted };
  }
  // The emails' insert wakes the mail worker as the statement commits (drizzle/0008, mail/kick.ts).

  const response: RegisterTeamResponse = {
    message: REGISTRATION_SUCCESS,
    team: { id: written.teamId, name: team.name, status: 'pending' },
    leader: password
      ? { username: leaderUsername, email: leader.email, password }
      : { username: leaderUsername, email: leader.email },
  };
  return { outcome: 'created', response, counted };
}

/** Why the statement wrote nothing, below the limit: a taken name or email first, then the challenge. */
async function whyNotWritten(
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
