// Team registration (spec §2, §3; DESIGN D4–D6, §6): one statement (create-team.ts) creates the team, its
// leader, its members (pending users) with their invitations, and the emails. The unique indexes on
// lower(email) and lower(team name) are the final word: two registrations racing for one email give
// exactly one team. Teams belong to an edition (DESIGN D13): the name rule and 'one team per person' are
// per edition, so last year's participants register again; an existing account is never created twice
// nor changed by someone else's form (members with an account are invited, not written).
import { absoluteUrl, paths } from '@shared/paths';
import { compositionOf } from '@shared/composition';
import { editionGates } from '@shared/edition-gates';
import {
  storedGender,
  type RegisterTeamRequest,
  type RegisterTeamResponse,
  type RegistrationRules,
} from '@shared/schemas/registration';
import type { Db, Tx } from '../../db/client';
import { clockNow } from '../../lib/clock';
import { generateCode, generatePassword, hashPassword } from '../../lib/crypto';
import { AppError, conflict, isUniqueViolation } from '../../lib/errors';
import { composeEmail, type OutgoingEmail } from '../mail/index';
import { newSession, uniqueUsernames, usernameCandidates } from '../auth/index';
import { loadEvent, type EventRow } from '../events/index';
import { draftInvitation, lockPlaces, placesOf } from '../teams/index';
import { recordLeaderConsent } from '../privacy/index';
import { writeTeam, type TeamWrite, type WriteOutcome } from './create-team';
import { assertRegistrationOpen, checkRequest, findConflicts, whyNotWritten, type SessionLeader } from './checks';
import type { CountedRequest } from './address-limit';

export { DUPLICATE_IN_FORM, SIGN_IN_FIRST, TEAM_NAME_TAKEN, type SessionLeader } from './checks';

export const REGISTRATION_SUCCESS = "Your team has been registered. We'll contact you with further instructions.";

/** What a team registered once the cap was reached is told (on screen and by email). */
export function waitlistedMessage(position: number): string {
  return `Your team has been registered and is number ${position} on the waitlist: the event has reached its cap on teams. We'll email you when a place frees.`;
}

/** GET /api/register-team/rules: the edition's rules and whether (and why not) it takes registrations now. */
export async function rulesOf(db: Tx, ev: EventRow, now = clockNow()): Promise<RegistrationRules> {
  const window = editionGates(ev, now).registration;
  const places = ev.teamCap === null ? null : await placesOf(db, ev.id);
  return {
    eventName: ev.name,
    timeZone: ev.timeZone,
    teamSizeMin: ev.teamSizeMin,
    teamSizeMax: ev.teamSizeMax,
    composition: compositionOf(ev),
    registrationOpensAt: ev.registrationOpensAt.toISOString(),
    registrationClosesAt: ev.registrationClosesAt.toISOString(),
    open: window.status === 'open',
    status: window.status,
    closedMessage: window.message,
    eligibility: ev.eligibility,
    minAge: ev.minAge,
    guardianConsentUnder: ev.guardianConsentUnder,
    teamCap: ev.teamCap,
    placesLeft: places && ev.teamCap !== null ? Math.max(0, ev.teamCap - places.placed) : null,
    waitlisted: places?.waitlisted ?? 0,
  };
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
  /** How long the new leader's session lasts (they are signed in once registered). */
  sessionTtlMs: number;
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
  /** `sessionToken`: a new leader's session (the route sets it as sign-in does); none for a signed-in one. */
  | { outcome: 'created'; response: RegisterTeamResponse; counted: AddressCount; sessionToken: string | null }
  | { outcome: 'limited'; counted: AddressCount }
  | { outcome: 'refused'; error: unknown; counted: AddressCount };

export async function registerTeam(r: Registration): Promise<RegistrationOutcome> {
  const { db, event, input, sessionLeader } = r;
  const now = clockNow();
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
      return await createTeam({
        ...r,
        input: request,
        password,
        passwordHash,
        lookUpUsernames: attempt > 0,
        retriesLeft: 2,
      });
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
    /** Decisions left on a newer edition row (the row changing under each attempt). */
    retriesLeft: number;
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
  const leaderMail = (position: number | null): OutgoingEmail =>
    composeEmail(
      leader.email,
      position === null ? `Your team ${team.name} is registered` : `Your team ${team.name} is on the waitlist`,
      [
        `Hi ${leader.name},`,
        position === null
          ? `Your team "${team.name}" is registered and awaiting approval from the hackathon organizers. We'll contact you with further instructions.`
          : `Your team "${team.name}" is registered and is number ${position} on the waitlist: ${c.event.name} has reached its cap on teams. When a place frees, the next team on the waitlist becomes registered and awaits approval; we'll email you when it is yours.`,
        `Sign in with your email (${leader.email}) and ${password ? 'the password shown when you registered' : 'your usual sign-in'}.`,
        ...(input.members.length > 0
          ? ['Each of your team members is invited by email to join the team with their own account.']
          : []),
        `If you lose your password, use 'Forgot password?' on the sign-in page:`,
        absoluteUrl(publicUrl, paths.login),
      ],
    );
  // A new leader is signed in as a sign-in would (issue 31): the account is theirs, made just now with
  // the password this answer shows them. The session is written by the registration's statement.
  const session = sessionLeader ? null : newSession(c.sessionTtlMs);
  const write = (status: TeamWrite['status'], position: number | null): TeamWrite => ({
    eventId,
    eventVersion: c.event.version,
    // The stored description is derived from the real member count, whatever text the client sent.
    team: {
      name: team.name,
      problemId: team.problemId || null, // 0 / null: 'Other / Not decided yet'
      joinCode: generateCode(),
      description: `${team.name} is a team of ${size} members.`,
    },
    status,
    // An unanswered gender is stored as none for a new account (and kept for the signed-in leader's).
    people: [
      {
        name: leader.name,
        email: leader.email,
        username: leaderUsername,
        gender: leader.gender ? storedGender(leader.gender) : null,
        phone: leader.phone,
      },
      ...input.members.map((m, i) => ({
        name: m.name,
        email: m.email,
        username: usernames[i]!,
        gender: m.gender ? storedGender(m.gender) : null,
        phone: null,
      })),
    ],
    sessionLeaderId: sessionLeader?.id ?? null,
    leaderGenderAnswered: leader.gender !== undefined,
    passwordHash: passwordHash ?? null,
    invitations: drafts.map((d) => ({ email: d.email, tokenHash: d.tokenHash })),
    invitationsExpireAt: drafts[0]?.expiresAt ?? new Date(),
    mails: [
      ...drafts.flatMap((d) => [
        { ...d.mail, for: 'new' as const },
        { ...d.accountMail, for: 'account' as const },
      ]),
      { ...leaderMail(position), for: 'anyone' as const },
    ],
    limit: c.limit,
    session: session && { tokenHash: session.tokenHash, expiresAt: session.expiresAt },
  });
  // Without a cap the registration is its one statement. With a cap, the edition's places are locked
  // first (teams/service/waitlist.ts) and counted, so concurrent registrations never pass the cap: past
  // it, the team is waitlisted and told its number. The cap is read from the locked row, not the cache.
  let written: WriteOutcome;
  let position: number | null = null;
  if (c.event.teamCap === null) written = await writeTeam(db, write('pending', null));
  else {
    ({ written, position } = await db.transaction(async (tx) => {
      const ev = await lockPlaces(tx, eventId);
      const places = ev.teamCap === null ? null : await placesOf(tx, eventId);
      const waitlisted = places !== null && ev.teamCap !== null && places.placed >= ev.teamCap;
      const at = waitlisted ? places.waitlisted + 1 : null;
      return { written: await writeTeam(tx, write(waitlisted ? 'waitlisted' : 'pending', at)), position: at };
    }));
  }
  const counted = { hits: written.hits, retryAfter: written.retryAfter };
  if (!written.written) {
    if (written.hits > c.limit.max) return { outcome: 'limited', counted };
    // The edition changed after the gate was decided (an override, a moved date): decide again on its
    // row as it is now, and write on that one when it still takes registrations.
    const fresh = await loadEvent(db, eventId);
    if (fresh.version !== c.event.version) {
      try {
        assertRegistrationOpen(fresh, clockNow());
      } catch (error) {
        return { outcome: 'refused', error, counted };
      }
      if (c.retriesLeft > 0) return createTeam({ ...c, event: fresh, retriesLeft: c.retriesLeft - 1 });
    }
    // The request is counted: whatever the reason (even a failed look-up), it goes back with the count.
    const error = await whyNotWritten(db, eventId, input, sessionLeader).catch((err: unknown) => err);
    return { outcome: 'refused', error, counted };
  }
  // The emails' insert wakes the mail worker as the statement commits (drizzle/0008, mail/kick.ts).
  // The form's "I agree" on record (issue 35): the versions of the edition's terms and privacy pages the
  // leader accepted. Members accept theirs when they first sign in (GET /api/me/consents lists it).
  await recordLeaderConsent(db, written.teamId, eventId);

  const response: RegisterTeamResponse = {
    message: position === null ? REGISTRATION_SUCCESS : waitlistedMessage(position),
    team:
      position === null
        ? { id: written.teamId, name: team.name, status: 'pending' }
        : { id: written.teamId, name: team.name, status: 'waitlisted', waitlistPosition: position },
    leader: password
      ? { username: leaderUsername, email: leader.email, password }
      : { username: leaderUsername, email: leader.email },
  };
  return { outcome: 'created', response, counted, sessionToken: session?.token ?? null };
}
