// Consent on record (issue 35): which version of an edition's terms and privacy pages (event_pages, whose
// version goes up at each save) each person accepted, and when; a minor's guardian when the edition asks.
// A page saved since asks again: `pending` lists what the person must accept at their next sign-in.
import { sql } from 'drizzle-orm';
import {
  CONSENT_DOCUMENTS,
  PRIVACY_MESSAGES,
  type AcceptConsent,
  type ConsentDocument,
  type ConsentRecord,
  type Consents,
} from '@shared/schemas/privacy';
import type { Db, Tx } from '../../../db/client';
import { conflict, notFound } from '../../../lib/errors';
import { iso, rows } from '../../../lib/sql';

interface Edition {
  id: number;
  slug: string;
  guardianConsentUnder: number;
}

/** The current version of each consent document the edition has (a page never saved has none). */
async function documentVersions(tx: Tx, eventId: number): Promise<Map<ConsentDocument, number>> {
  const found = await rows<{ page: ConsentDocument; version: number }>(
    tx,
    sql`select page, version from event_pages where event_id = ${eventId} and page in ('terms', 'privacy')`,
  );
  return new Map(found.map((r) => [r.page, r.version]));
}

/**
 * Records a person's acceptance of the edition's current documents (registration's "I agree", or the
 * prompt after a new version). Idempotent per version.
 */
export async function recordConsent(
  tx: Tx,
  userId: number,
  eventId: number,
  documents: readonly ConsentDocument[] = CONSENT_DOCUMENTS,
  guardian?: { name?: string; email?: string },
) {
  const versions = await documentVersions(tx, eventId);
  for (const document of documents) {
    const version = versions.get(document);
    if (version === undefined) continue;
    await tx.execute(sql`
      insert into consents (user_id, event_id, document, version, guardian_name, guardian_email)
      values (${userId}, ${eventId}, ${document}, ${version}, ${guardian?.name ?? null}, ${guardian?.email ?? null})
      on conflict (user_id, event_id, document, version) do nothing`);
  }
}

/**
 * What the person must accept now in the current edition: a document whose version is newer than the one
 * they accepted, or, for a member of one of its teams who never accepted it (an invited member, an account
 * from before consents were recorded), any version. Staff without a team are not asked.
 */
async function pendingFor(tx: Tx, userId: number, edition: Edition | null): Promise<Consents['pending']> {
  if (!edition) return [];
  const versions = await documentVersions(tx, edition.id);
  const accepted = await rows<{ document: ConsentDocument; version: number }>(
    tx,
    sql`select document, max(version)::int as version from consents where user_id = ${userId} and event_id = ${edition.id}
        group by document`,
  );
  const [member] = await rows<{ one: number }>(
    tx,
    sql`select 1 as one from team_members where user_id = ${userId} and event_id = ${edition.id}`,
  );
  const pending: Consents['pending'] = [];
  for (const document of CONSENT_DOCUMENTS) {
    const current = versions.get(document);
    if (current === undefined) continue;
    const mine = accepted.find((a) => a.document === document)?.version;
    if (mine === undefined ? Boolean(member) : mine < current)
      pending.push({ edition: edition.slug, document, version: current });
  }
  return pending;
}

/** A person's consent records, newest first for their own screen, oldest first in their export. */
export async function consentRecords(db: Db, userId: number, order: 'newest' | 'oldest'): Promise<ConsentRecord[]> {
  const records = await rows<{
    slug: string;
    document: ConsentDocument;
    version: number;
    accepted_at: Date;
    guardian_name: string | null;
    guardian_email: string | null;
  }>(
    db,
    sql`select e.slug, c.document, c.version, c.accepted_at, c.guardian_name, c.guardian_email
        from consents c join events e on e.id = c.event_id where c.user_id = ${userId}
        order by ${order === 'newest' ? sql`c.accepted_at desc, c.id desc` : sql`c.accepted_at, c.id`}`,
  );
  return records.map((c) => ({
    edition: c.slug,
    document: c.document,
    version: c.version,
    acceptedAt: iso(c.accepted_at),
    guardianName: c.guardian_name,
    guardianEmail: c.guardian_email,
  }));
}

export async function consentsOf(db: Db, userId: number, edition: Edition | null): Promise<Consents> {
  return {
    records: await consentRecords(db, userId, 'newest'),
    pending: await pendingFor(db, userId, edition),
    guardianConsentUnder: edition?.guardianConsentUnder ?? null,
  };
}

/** The person accepts the version they read; a page saved meanwhile answers 409 (they must read it). */
export async function acceptConsent(db: Db, userId: number, edition: Edition, input: AcceptConsent): Promise<Consents> {
  await db.transaction(async (tx) => {
    const current = (await documentVersions(tx, edition.id)).get(input.document);
    if (current === undefined) throw notFound('This edition has no such page');
    if (current !== input.version)
      throw conflict(PRIVACY_MESSAGES.consentVersion, { version: PRIVACY_MESSAGES.consentVersion });
    await recordConsent(tx, userId, edition.id, [input.document], {
      name: input.guardianName,
      email: input.guardianEmail,
    });
  });
  return consentsOf(db, userId, edition);
}

/** A new team's leader agreed to the edition's terms and privacy pages on the registration form. */
export async function recordLeaderConsent(db: Db, teamId: number, eventId: number) {
  const [leader] = await rows<{ user_id: number }>(
    db,
    sql`select user_id from team_members where team_id = ${teamId} and role = 'leader'`,
  );
  if (leader) await recordConsent(db, leader.user_id, eventId);
}
