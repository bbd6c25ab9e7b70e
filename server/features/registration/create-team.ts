// The writes of a registration as ONE statement (a prepared one): the count of its address's requests,
// the team, its leader (a new account, or the signed-in user's row updated), its members (pending users),
// the memberships, the invitations, the emails and the audit row. A registration rush spends every CPU millisecond that is not the
// password hash on this: one round trip and one plan instead of a transaction of about fifteen
// statements. A single statement commits atomically on its own, so the registration is still all or
// nothing, and durable when it returns.
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import {
  auditLog,
  events,
  invitations,
  outboxEmails,
  problems,
  sessions,
  teamMembers,
  teams,
  users,
} from '../../db/schema';
import { PreparedStatement } from '../../lib/prepared';
import { countHit } from '../../lib/throttle';
import type { CountedRequest } from './address-limit';

const p = (name: string) => sql.placeholder(name);

/**
 * The statement also counts its request against the address's registration limit (address-limit.ts):
 * the counter row is written whatever happens next, and nothing else is written once the count passes
 * the limit, so all instances together never accept more than the limit.
 * Nothing is written when the edition's row changed since its registration gate was decided, when the chosen challenge is not an active one (or the signed-in leader's account
 * is gone): every write reads the team row, and the team row needs both. People are matched to their new rows by email (unique,
 * lower-cased), as RETURNING promises no order. A member whose email already has an account is neither
 * created nor changed, only invited (the invitation row and its email), so nobody's form alters or
 * reveals someone else's account. Two statements: the one for a signed-in leader updates
 * their row; the other has no UPDATE at all, since a statement-level trigger fires even for an UPDATE
 * of no row: the users trigger would announce a change to users that did not happen (one more NOTIFY
 * for every listening connection to hear).
 */
function teamStatement(signedInLeader: boolean) {
  const leaderUpdate = signedInLeader
    ? sql`signed_in_leader as (
    update ${users} set name = person.name, phone = person.phone,
      -- A gender the form left unanswered keeps the stored one: only its owner changes it (issue 31).
      gender = case when ${p('leaderGenderAnswered')}::boolean then person.gender else ${users.gender} end
    from person, t
    where ${users.id} = ${p('sessionLeaderId')}::int and person.i = 1
    returning ${users.id} as id
  ),`
    : sql``;
  return sql`
  with counted as (${countHit(p('limitKey'), p('limitWindowMs'))}),
  challenge as (
    select (select count from counted) <= ${p('limitMax')}::int
      -- The edition's registration gate was decided on this version of its row (a phase override or a
      -- moved date bumps it): a newer row writes nothing and the caller decides again on it.
      and exists (select 1 from ${events} where ${events.id} = ${p('eventId')}::int
        and ${events.version} = ${p('eventVersion')}::int)
      and (${p('problemId')}::int is null
        or exists (select 1 from ${problems} where ${problems.id} = ${p('problemId')}::int
          and ${problems.eventId} = ${p('eventId')}::int and ${problems.active})) as ok
  ),
  t as (
    insert into ${teams} (event_id, name, problem_id, status, join_code, description)
    select ${p('eventId')}::int, ${p('teamName')}::text, ${p('problemId')}::int, ${p('status')}::text, ${p('joinCode')}::text, ${p('description')}::text
    from challenge where ok
    ${signedInLeader ? sql`and exists (select 1 from ${users} where ${users.id} = ${p('sessionLeaderId')}::int)` : sql``}
    returning id, name
  ),
  person as (
    select * from unnest(${p('names')}::text[], ${p('emails')}::text[], ${p('usernames')}::text[],
      ${p('genders')}::text[], ${p('phones')}::text[]) with ordinality as x(name, email, username, gender, phone, i)
  ),
  ${leaderUpdate}
  created as (
    insert into ${users} (name, email, username, password_hash, role, status, gender, phone)
    select person.name, person.email, person.username, case when person.i = 1 then ${p('passwordHash')}::text end,
      'team', case when person.i = 1 then 'active' else 'pending' end, person.gender, person.phone
    from person, t
    where (${signedInLeader ? sql`person.i > 1` : sql`true`})
      -- A member with an account is only invited. Asked row by row through users_email_lower_idx: as a
      -- NOT EXISTS the planner chose a hash anti-join reading every account, so a rush slowed as people
      -- registered (the registration-burst bench's common-names round: 115 → 153 registrations/s).
      and (person.i = 1 or (select 1 from ${users} where lower(${users.email}) = lower(person.email) limit 1) is null)
    returning id, email
  ),
  people as (
    ${signedInLeader ? sql`select id, 1::bigint as i from signed_in_leader union all` : sql``}
    select created.id, person.i from created join person on lower(person.email) = lower(created.email)
  ),
  leader as (select id from people where i = 1),
  memberships as (
    insert into ${teamMembers} (event_id, team_id, user_id, role, joined)
    select ${p('eventId')}::int, t.id, people.id, case when people.i = 1 then 'leader' else 'member' end, people.i = 1
    from t, people
  ),
  invited as (
    insert into ${invitations} (team_id, email, token_hash, invited_by, expires_at)
    select t.id, x.email, x.token_hash, leader.id, ${p('invitationsExpireAt')}::timestamptz
    from t, leader, unnest(${p('inviteEmails')}::text[], ${p('inviteTokenHashes')}::text[]) as x(email, token_hash)
  ),
  mailed as (
    -- An invitation has two wordings: for an account that signs in with its password (it joins with it,
    -- nothing is set again) and for anyone else. The statement's snapshot says which, race-free.
    insert into ${outboxEmails} ("to", subject, text, html)
    select x.recipient, x.subject, x.text, x.html
    from t, unnest(${p('mailTo')}::text[], ${p('mailSubjects')}::text[], ${p('mailTexts')}::text[],
      ${p('mailHtml')}::text[], ${p('mailFor')}::text[]) as x(recipient, subject, text, html, for_whom)
    where x.for_whom = 'anyone' or (x.for_whom = 'account') = ((
      select 1 from ${users} where lower(${users.email}) = lower(x.recipient)
        and ${users.status} = 'active' and ${users.passwordHash} is not null limit 1) is not null)
  ),
  audited as (
    insert into ${auditLog} (actor_id, action, target, data, event_id)
    select leader.id, 'team.register', 'team:' || t.id, jsonb_build_object('name', t.name, 'size', ${p('size')}::int),
      ${p('eventId')}::int
    from t, leader
  )${
    signedInLeader
      ? sql``
      : sql`,
  -- The new leader is signed in (issue 31) by the same statement: a second one cost a rush another
  -- round trip, parse and plan on the database for each registration.
  signed_in as (
    insert into ${sessions} (user_id, token_hash, expires_at)
    select leader.id, ${p('sessionTokenHash')}::text, ${p('sessionExpiresAt')}::timestamptz from leader
  )`
  }
  select (select id from t) as team_id, (select id from leader) as leader_id, counted.count as hits, counted.retry_after
  from counted`;
}

type Written = { team_id: number | null; leader_id: number | null; hits: number; retry_after: number };
const newLeaderStatement = new PreparedStatement<Written>('registration_create_team', teamStatement(false));
const signedInLeaderStatement = new PreparedStatement<Written>(
  'registration_create_team_signed_in',
  teamStatement(true),
);

export interface TeamWrite {
  /** The edition the team registers for (always the current one: registration.routes). */
  eventId: number;
  /** The version of the edition's row the registration gate was decided on. */
  eventVersion: number;
  team: { name: string; problemId: number | null; joinCode: string; description: string };
  /** 'waitlisted' when the edition's cap is reached (the caller holds the edition's lock), else 'pending'. */
  status: 'pending' | 'waitlisted';
  /** The leader first, then the members. */
  people: { name: string; email: string; username: string; gender: string | null; phone: string | null }[];
  /** The signed-in user who leads the team (their row is updated, not created), else null. */
  sessionLeaderId: number | null;
  /** Whether the signed-in leader answered the gender question: if not, their stored answer stays. */
  leaderGenderAnswered: boolean;
  passwordHash: string | null;
  invitations: { email: string; tokenHash: string }[];
  invitationsExpireAt: Date;
  /** `for`: 'account' = only if the address has an account that signs in, 'new' = only if not. */
  mails: { to: string; subject: string; text: string; html?: string; for: 'anyone' | 'account' | 'new' }[];
  /** The request, counted against its address's registration limit by the statement. */
  limit: CountedRequest;
  /** A new leader's session (the hash of its token, and when it expires), written with the team. */
  session: { tokenHash: string; expiresAt: Date } | null;
}

export type WriteOutcome =
  | { written: true; teamId: number; leaderId: number; hits: number; retryAfter: number }
  /** Nothing written: past the limit (`hits` > max), else an inactive challenge or a gone leader. */
  | { written: false; hits: number; retryAfter: number };

/** Writes it all, or nothing when the address is past its limit, the challenge is not an active one or the signed-in leader is gone. */
export async function writeTeam(db: Tx, w: TeamWrite): Promise<WriteOutcome> {
  const statement = w.sessionLeaderId === null ? newLeaderStatement : signedInLeaderStatement;
  const [row] = await statement.run(db, {
    eventId: w.eventId,
    eventVersion: w.eventVersion,
    teamName: w.team.name,
    problemId: w.team.problemId,
    joinCode: w.team.joinCode,
    description: w.team.description,
    status: w.status,
    names: w.people.map((x) => x.name),
    emails: w.people.map((x) => x.email),
    usernames: w.people.map((x) => x.username),
    genders: w.people.map((x) => x.gender),
    phones: w.people.map((x) => x.phone),
    sessionLeaderId: w.sessionLeaderId,
    passwordHash: w.passwordHash,
    inviteEmails: w.invitations.map((x) => x.email),
    inviteTokenHashes: w.invitations.map((x) => x.tokenHash),
    invitationsExpireAt: w.invitationsExpireAt,
    mailTo: w.mails.map((m) => m.to),
    mailSubjects: w.mails.map((m) => m.subject),
    mailTexts: w.mails.map((m) => m.text),
    mailHtml: w.mails.map((m) => m.html ?? null),
    mailFor: w.mails.map((m) => m.for),
    leaderGenderAnswered: w.leaderGenderAnswered,
    size: w.people.length,
    limitKey: w.limit.key,
    limitWindowMs: w.limit.windowMs,
    limitMax: w.limit.max,
    ...(w.sessionLeaderId === null
      ? { sessionTokenHash: w.session!.tokenHash, sessionExpiresAt: w.session!.expiresAt }
      : {}),
  });
  const hits = Number(row!.hits);
  const retryAfter = Number(row!.retry_after);
  return row!.team_id === null || row!.leader_id === null
    ? { written: false, hits, retryAfter }
    : { written: true, teamId: Number(row!.team_id), leaderId: Number(row!.leader_id), hits, retryAfter };
}
