// The admins' anomaly report (issue 33): what rigging looks like from the outside. A campaign shows as
// a project's ballots bunched in one hour; a script as many ballots from one address or one device;
// a sock-puppet farm as ballots of accounts created the day they voted; aliases of one mailbox as
// several accounts with one canonical address (the unique index let only one of them vote).
import { sql } from 'drizzle-orm';
import { VOTING_MESSAGES, type BallotsReport, type ReportBallot } from '@shared/schemas/voting';
import type { EditionRow } from '../../events/index';
import type { Db } from '../../../db/client';
import { conflict, notFound } from '../../../lib/errors';
import { writeAudit } from '../../../lib/audit';
import { iso, isoOrNull, rows } from '../../../lib/sql';

interface BallotDbRow {
  id: number;
  voter_name: string | null;
  email: string | null;
  canonical_email: string;
  project_ids: number[];
  ip: string | null;
  device_hash: string | null;
  created_at: Date;
  updated_at: Date;
  account_created_at: Date | null;
  voided_at: Date | null;
  void_reason: string | null;
}

const toBallot = (r: BallotDbRow): ReportBallot => ({
  id: Number(r.id),
  voterName: r.voter_name,
  email: r.email,
  canonicalEmail: r.canonical_email,
  projectIds: r.project_ids.map(Number),
  ip: r.ip,
  device: r.device_hash ? r.device_hash.slice(0, 10) : null,
  createdAt: iso(r.created_at),
  updatedAt: iso(r.updated_at),
  accountCreatedAt: isoOrNull(r.account_created_at),
  voidedAt: isoOrNull(r.voided_at),
  voidReason: r.void_reason,
});

/**
 * The canonical form of users.email in SQL, the same rule as shared canonicalEmail: lower-case, '+tag'
 * dropped, Gmail's dots dropped and googlemail.com read as gmail.com.
 */
const CANONICAL_USER_EMAIL = sql`(case
  when split_part(lower(u.email), '@', 2) in ('gmail.com', 'googlemail.com')
    then replace(regexp_replace(split_part(lower(u.email), '@', 1), '\\+.*$', ''), '.', '') || '@gmail.com'
  else regexp_replace(split_part(lower(u.email), '@', 1), '\\+.*$', '') || '@' || split_part(lower(u.email), '@', 2)
  end)`;

/** Several ballots from one address or one device: a burst worth a look (a venue's NAT also shows). */
const BURST = 3;

export async function ballotsReport(db: Db, ev: EditionRow): Promise<BallotsReport> {
  const all = await rows<BallotDbRow>(
    db,
    sql`select b.id, u.name as voter_name, u.email, b.canonical_email, b.project_ids, b.ip, b.device_hash,
               b.created_at, b.updated_at, u.created_at as account_created_at, b.voided_at, b.void_reason
        from ballots b left join users u on u.id = b.user_id
        where b.event_id = ${ev.id} order by b.updated_at desc, b.id desc`,
  );
  const perHour = await rows<{ hour: Date; project_id: number; team_name: string; ballots: number }>(
    db,
    sql`select date_trunc('hour', b.updated_at) as hour, p.project_id, t.name as team_name, count(*)::int as ballots
        from ballots b cross join lateral unnest(b.project_ids) as p(project_id)
        join submissions s on s.id = p.project_id join teams t on t.id = s.team_id
        where b.event_id = ${ev.id} and b.voided_at is null
        group by 1, 2, 3 order by 1 desc, 4 desc`,
  );
  const addresses = await rows<{ ip: string; ballots: number; last_at: Date }>(
    db,
    sql`select ip, count(*)::int as ballots, max(updated_at) as last_at from ballots
        where event_id = ${ev.id} and ip is not null and voided_at is null
        group by ip having count(*) >= ${BURST} order by 2 desc, 1`,
  );
  const devices = await rows<{ device: string; ballots: number; last_at: Date }>(
    db,
    sql`select left(device_hash, 10) as device, count(*)::int as ballots, max(updated_at) as last_at from ballots
        where event_id = ${ev.id} and device_hash is not null and voided_at is null
        group by device_hash having count(*) >= ${BURST} order by 2 desc, 1`,
  );
  const collisions = await rows<{ canonical_email: string; emails: string[] }>(
    db,
    sql`select b.canonical_email, array_agg(u.email order by u.email) as emails
        from ballots b join users u on ${CANONICAL_USER_EMAIL} = b.canonical_email
        where b.event_id = ${ev.id}
        group by b.canonical_email having count(*) > 1 order by 1`,
  );
  const ballots = all.map(toBallot);
  // "Created that day": the account's calendar day (in the edition's zone) is the ballot's first.
  const day = (d: string) => new Intl.DateTimeFormat('en-CA', { timeZone: ev.timeZone }).format(new Date(d));
  return {
    perHour: perHour.map((r) => ({
      hour: iso(r.hour),
      projectId: Number(r.project_id),
      teamName: r.team_name,
      ballots: Number(r.ballots),
    })),
    addresses: addresses.map((r) => ({ ip: r.ip, ballots: Number(r.ballots), lastAt: iso(r.last_at) })),
    devices: devices.map((r) => ({ device: r.device, ballots: Number(r.ballots), lastAt: iso(r.last_at) })),
    newAccounts: ballots.filter((b) => b.accountCreatedAt && day(b.accountCreatedAt) === day(b.createdAt)),
    collisions: collisions.map((r) => ({ canonicalEmail: r.canonical_email, emails: r.emails })),
    ballots,
  };
}

/** Voids a ballot of the edition with the organizer's reason, in the audit log; it no longer counts. */
export async function voidBallot(db: Db, ev: EditionRow, ballotId: number, actorId: number, reason: string) {
  return db.transaction(async (tx) => {
    const [row] = await rows<{ id: number; voided_at: Date | null; canonical_email: string; project_ids: number[] }>(
      tx,
      sql`select id, voided_at, canonical_email, project_ids from ballots
          where id = ${ballotId} and event_id = ${ev.id} for update`,
    );
    if (!row) throw notFound('No such ballot in this edition');
    if (row.voided_at) throw conflict(VOTING_MESSAGES.alreadyVoided);
    const [done] = await rows<BallotDbRow>(
      tx,
      sql`update ballots set voided_at = now(), voided_by = ${actorId}, void_reason = ${reason}
          where id = ${ballotId}
          returning id, null as voter_name, null as email, canonical_email, project_ids, ip, device_hash,
                    created_at, updated_at, null as account_created_at, voided_at, void_reason`,
    );
    await writeAudit(
      tx,
      actorId,
      'ballot.void',
      `ballot:${ballotId}`,
      { reason, canonicalEmail: row.canonical_email, projectIds: row.project_ids.map(Number) },
      ev.id,
    );
    return toBallot(done!);
  });
}
