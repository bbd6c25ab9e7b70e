// Casting and reading one's People's Choice ballot (issue 33). A write decides inside one transaction,
// on the edition row it share-locked (the `voting` gate of shared/edition-gates.ts: the window, archived
// editions), who the voter is (a joined participant or a judge of the edition; an account created after
// the window opened only if the organizers allow it), and which projects they may name (visible gallery
// projects of the edition, never their own team's). The ballot itself is one upsert keyed by the
// canonical email: twenty concurrent PUTs of one person update one row; a second account whose address
// is the same person's (a Gmail alias) finds the row belongs to someone else and is refused.
import { sql } from 'drizzle-orm';
import { canonicalEmail, VOTING_MESSAGES, type Ballot, type BallotCandidate } from '@shared/schemas/voting';
import { gatesOf, openGate, type EditionRow } from '../../events/index';
import type { Db, Tx } from '../../../db/client';
import { badRequest, conflict, forbidden } from '../../../lib/errors';
import { clockNow } from '../../../lib/clock';
import { iso, isoOrNull, rows } from '../../../lib/sql';
import { accountOf } from './visitors';

/** The gallery projects a ballot may name: submitted by an approved team, not kept out of the gallery. */
export const VISIBLE_PROJECT = sql`s.status in ('submitted', 'under_review', 'accepted')
  and not s.gallery_opt_out and exists (select 1 from teams t where t.id = s.team_id and t.status = 'approved')`;

/** A signed-in person, or a visitor who verified their address by link (id null). */
export interface Voter {
  id: number | null;
  email: string;
}

interface Standing {
  canVote: boolean;
  reason: string | null;
  ownProjectId: number | null;
}

/** Who the caller is in the edition: a joined member of a team, a judge, or neither; their own project. */
async function standing(tx: Tx, ev: EditionRow, voter: Voter): Promise<Standing> {
  if (voter.id === null) return visitorStanding(tx, ev, voter.email);
  const userId = voter.id;
  const [row] = await rows<{ member: boolean; judge: boolean; created_at: Date; own_project: number | null }>(
    tx,
    sql`select
          exists (select 1 from team_members m where m.event_id = ${ev.id} and m.user_id = u.id and m.joined) as member,
          exists (select 1 from judges j where j.event_id = ${ev.id} and j.user_id = u.id) as judge,
          u.created_at,
          (select s.id from team_members m join submissions s on s.team_id = m.team_id and s.event_id = m.event_id
            where m.event_id = ${ev.id} and m.user_id = u.id limit 1) as own_project
        from users u where u.id = ${userId}`,
  );
  const own = row?.own_project ?? null;
  if (!row || (!row.member && !row.judge))
    return { canVote: false, reason: VOTING_MESSAGES.notVoter(ev.name), ownProjectId: own };
  if (!ev.votingNewAccounts && ev.votingOpensAt && new Date(row.created_at) > ev.votingOpensAt)
    return { canVote: false, reason: VOTING_MESSAGES.newAccount(ev.name), ownProjectId: own };
  return { canVote: true, reason: null, ownProjectId: own };
}

/** A verified visitor votes when the edition lets visitors vote and the address is no account's. */
async function visitorStanding(tx: Tx, ev: EditionRow, email: string): Promise<Standing> {
  if (!ev.votingVisitors) return { canVote: false, reason: VOTING_MESSAGES.notVoter(ev.name), ownProjectId: null };
  if (await accountOf(tx, email)) return { canVote: false, reason: VOTING_MESSAGES.hasAccount, ownProjectId: null };
  return { canVote: true, reason: null, ownProjectId: null };
}

interface BallotRow {
  project_ids: number[];
  updated_at: Date;
  voided_at: Date | null;
  user_id: number | null;
}

async function ownBallot(tx: Tx, eventId: number, email: string): Promise<BallotRow | undefined> {
  const [row] = await rows<BallotRow>(
    tx,
    sql`select project_ids, updated_at, voided_at, user_id from ballots
        where event_id = ${eventId} and canonical_email = ${canonicalEmail(email)}`,
  );
  return row;
}

function answer(ev: EditionRow, s: Standing, b: BallotRow | undefined, voter: Voter, now: Date): Ballot {
  const userId = voter.id;
  const gate = gatesOf(ev, now).voting;
  // A ballot cast under the same address by another account is not this caller's to read.
  const mine = b && b.user_id === userId ? b : undefined;
  return {
    projectIds: mine?.project_ids.map(Number) ?? [],
    votesPerPerson: ev.votesPerPerson,
    updatedAt: mine ? iso(mine.updated_at) : null,
    window: {
      opensAt: isoOrNull(ev.votingOpensAt),
      closesAt: isoOrNull(ev.votingClosesAt),
      open: gate.open,
      message: gate.message,
    },
    visitorEmail: voter.id === null ? voter.email : null,
    canVote: s.canVote && !(b && b.user_id !== userId),
    reason: b && b.user_id !== userId ? VOTING_MESSAGES.taken : s.reason,
    ownProjectId: s.ownProjectId,
    voided: !!mine?.voided_at,
  };
}

export async function readBallot(db: Db, ev: EditionRow, voter: Voter): Promise<Ballot> {
  return db.transaction(async (tx) => {
    const s = await standing(tx, ev, voter);
    return answer(ev, s, await ownBallot(tx, ev.id, voter.email), voter, clockNow());
  });
}

/** The projects named, checked against the edition: distinct, at most N, visible, not one's own (403). */
async function checkProjects(tx: Tx, ev: EditionRow, ids: number[], ownProjectId: number | null) {
  if (new Set(ids).size !== ids.length) throw badRequest(VOTING_MESSAGES.twice);
  if (ids.length > ev.votesPerPerson) throw badRequest(VOTING_MESSAGES.tooMany(ev.votesPerPerson));
  if (ownProjectId !== null && ids.includes(ownProjectId)) throw forbidden(VOTING_MESSAGES.ownTeam);
  if (!ids.length) return;
  const found = await rows<{ id: number }>(
    tx,
    sql`select s.id from submissions s
        where s.event_id = ${ev.id} and s.id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )}) and ${VISIBLE_PROJECT}`,
  );
  if (found.length !== ids.length) throw badRequest(VOTING_MESSAGES.notInGallery);
}

export interface CastContext {
  ip: string;
  deviceHash: string;
}

export async function castBallot(
  db: Db,
  eventId: number,
  voter: Voter,
  projectIds: number[],
  where: CastContext,
): Promise<Ballot> {
  return db.transaction(async (tx) => {
    // The window and the archive: the one gate, on the row this write decides on.
    const { row: ev, gates } = await openGate(tx, eventId, 'voting');
    const s = await standing(tx, ev, voter);
    if (!s.canVote) throw forbidden(s.reason!);
    await checkProjects(tx, ev, projectIds, s.ownProjectId);
    const ids = sql`array[${sql.join(
      projectIds.map((id) => sql`${id}::int`),
      sql`, `,
    )}]::int[]`;
    // One statement: the unique (event, canonical email) index serialises concurrent casts of one person;
    // the update applies only to the caller's own ballot that no organizer voided.
    const [written] = await rows<BallotRow>(
      tx,
      sql`insert into ballots as b (event_id, user_id, canonical_email, project_ids, ip, device_hash)
          values (${ev.id}, ${voter.id}, ${canonicalEmail(voter.email)}, ${ids}, ${where.ip}, ${where.deviceHash})
          on conflict (event_id, canonical_email) do update set
            project_ids = excluded.project_ids, updated_at = now(), ip = excluded.ip,
            device_hash = excluded.device_hash
          where b.user_id is not distinct from excluded.user_id and b.voided_at is null
          returning project_ids, updated_at, voided_at, user_id`,
    );
    if (!written) {
      const existing = await ownBallot(tx, ev.id, voter.email);
      throw existing?.user_id === voter.id ? conflict(VOTING_MESSAGES.voided) : conflict(VOTING_MESSAGES.taken);
    }
    return answer(ev, s, written, voter, gates.at);
  });
}

/** The projects a ballot may name, by team name (the "Your ballot" view until the gallery lists them). */
export async function ballotCandidates(db: Db, ev: EditionRow): Promise<BallotCandidate[]> {
  const found = await rows<{ id: number; team_name: string; challenge: string | null; description: string }>(
    db,
    sql`select s.id, t.name as team_name, p.title as challenge, left(s.description, 200) as description
        from submissions s join teams t on t.id = s.team_id left join problems p on p.id = s.problem_id
        where s.event_id = ${ev.id} and ${VISIBLE_PROJECT}
        order by lower(t.name), s.id`,
  );
  return found.map((r) => ({
    id: Number(r.id),
    teamName: r.team_name,
    challenge: r.challenge,
    description: r.description,
  }));
}
