// Each edition's retention of personal data (issue 35, GDPR art. 5(1)(e)): `retention_months` after the
// results (the winners' announcement), its participants' personal data goes (phones, genders, guardians,
// find-a-team profiles and requests, messages, voters' addresses) while results, projects and the names on
// the winners' list stay. A preview says what will go and when; the job does it once (events'
// personal_data_erased_at, set in the same transaction under the edition's row lock) and audits it.
import { sql, type SQL } from 'drizzle-orm';
import type { RetentionPreview } from '@shared/schemas/privacy';
import type { Db, Tx } from '../../../db/client';
import { writeAudit } from '../../../lib/audit';
import { iso, isoOrNull, rows } from '../../../lib/sql';

interface EditionDates {
  id: number;
  slug: string;
  retention_months: number;
  winners_announced_at: Date;
  personal_data_erased_at: Date | null;
}

export const RETENTION_KEEPS = [
  'Teams, their projects, evaluations and results.',
  "The winners' list with the names on it.",
  'Accounts themselves (name, email) while the person takes part in a later edition or until they delete them.',
];

/**
 * The edition's participants whose phone and gender go: its teams' members, unless they are also in an
 * edition whose personal data is still kept (a returning participant's phone is this year's data too).
 */
const leavingParticipants = (eventId: number) => sql`
  select m.user_id from team_members m join users u on u.id = m.user_id
  where m.event_id = ${eventId} and u.role = 'team'
    and not exists (select 1 from team_members o join events e on e.id = o.event_id
                    where o.user_id = m.user_id and o.event_id <> ${eventId} and e.personal_data_erased_at is null)`;

/** Each kind of data that goes: its label, how many rows hold it now, and the statement that erases it. */
function kinds(eventId: number): { what: string; count: SQL; erase: SQL }[] {
  const people = leavingParticipants(eventId);
  return [
    {
      what: 'Phone numbers',
      count: sql`select count(*)::int as n from users where phone is not null and id in (${people})`,
      erase: sql`update users set phone = null where phone is not null and id in (${people})`,
    },
    {
      what: 'Genders',
      count: sql`select count(*)::int as n from users where gender is not null and id in (${people})`,
      erase: sql`update users set gender = null where gender is not null and id in (${people})`,
    },
    {
      what: "Guardians' consents (names and emails)",
      count: sql`select count(*)::int as n from consents where event_id = ${eventId}
                 and (guardian_name is not null or guardian_email is not null)`,
      erase: sql`update consents set guardian_name = null, guardian_email = null where event_id = ${eventId}
                 and (guardian_name is not null or guardian_email is not null)`,
    },
    {
      what: 'Find-a-team profiles',
      count: sql`select count(*)::int as n from find_team_profiles where event_id = ${eventId}`,
      erase: sql`delete from find_team_profiles where event_id = ${eventId}`,
    },
    {
      what: 'Find-a-team requests and their messages',
      count: sql`select count(*)::int as n from team_requests where team_id in (select id from teams where event_id = ${eventId})`,
      erase: sql`delete from team_requests where team_id in (select id from teams where event_id = ${eventId})`,
    },
    {
      what: 'Contact and support messages',
      count: sql`select count(*)::int as n from messages where event_id = ${eventId}`,
      erase: sql`delete from messages where event_id = ${eventId}`,
    },
    {
      what: "Voters' email addresses (the votes stay counted)",
      count: sql`select ((select count(*) from ballots where event_id = ${eventId} and canonical_email not like 'erased-%')
                 + (select count(*) from voter_verifications where event_id = ${eventId}))::int as n`,
      erase: sql`with b as (update ballots set canonical_email = 'erased-ballot-' || id || '@erased.invalid', ip = null,
                   device_hash = null where event_id = ${eventId} and canonical_email not like 'erased-%' returning 1)
                 delete from voter_verifications where event_id = ${eventId}`,
    },
  ];
}

const erasesAt = (e: EditionDates) => {
  const d = new Date(e.winners_announced_at);
  d.setUTCMonth(d.getUTCMonth() + e.retention_months);
  return d;
};

async function dates(tx: Tx, eventId: number, lock = false): Promise<EditionDates | undefined> {
  const [e] = await rows<EditionDates>(
    tx,
    sql`select id, slug, retention_months, winners_announced_at, personal_data_erased_at from events
        where id = ${eventId} ${lock ? sql`for update` : sql``}`,
  );
  return e;
}

export async function retentionPreview(db: Db, eventId: number): Promise<RetentionPreview> {
  const e = (await dates(db, eventId))!;
  const erases = [];
  for (const k of kinds(eventId)) {
    const [{ n }] = await rows<{ n: number }>(db, k.count);
    erases.push({ what: k.what, count: n! });
  }
  return {
    edition: e.slug,
    months: e.retention_months,
    resultsAt: iso(e.winners_announced_at),
    erasesAt: erasesAt(e).toISOString(),
    erasedAt: isoOrNull(e.personal_data_erased_at),
    erases,
    keeps: RETENTION_KEEPS,
  };
}

export async function setRetention(db: Db, eventId: number, months: number, actorId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = (await dates(tx, eventId, true))!;
    await tx.execute(sql`update events set retention_months = ${months} where id = ${eventId}`);
    await writeAudit(
      tx,
      actorId,
      'privacy.retention_set',
      null,
      { from: before.retention_months, to: months },
      eventId,
    );
  });
}

/** Erases one edition's personal data if due and not done yet; answers what went, or null. */
export async function retireEdition(db: Db, eventId: number, at: Date): Promise<Record<string, number> | null> {
  return db.transaction(async (tx) => {
    const e = await dates(tx, eventId, true);
    // Locked: a second instance waits here, then finds it done.
    if (!e || e.personal_data_erased_at || erasesAt(e) > at) return null;
    const counts: Record<string, number> = {};
    for (const k of kinds(eventId)) {
      const [{ n }] = await rows<{ n: number }>(tx, k.count);
      counts[k.what] = n!;
      await tx.execute(k.erase);
    }
    await tx.execute(
      sql`update events set personal_data_erased_at = ${at.toISOString()}::timestamptz where id = ${eventId}`,
    );
    await writeAudit(tx, null, 'privacy.retention_erased', null, { counts }, eventId);
    return counts;
  });
}

/** The job's pass: every edition past its retention, not yet retired. */
export async function retireDue(db: Db, at: Date): Promise<number> {
  const due = await rows<{ id: number }>(
    db,
    sql`select id from events where personal_data_erased_at is null
        and winners_announced_at + make_interval(months => retention_months) <= ${at.toISOString()}::timestamptz`,
  );
  let done = 0;
  for (const { id } of due) if (await retireEdition(db, id, at)) done++;
  return done;
}
