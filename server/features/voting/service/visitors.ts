// Visitors who vote (issue 33): when the organizers allow it, a visitor proves an email address by a link
// and votes with it. The link request answers the same whatever the address (no account enumeration);
// an address that belongs to an account is told to sign in instead, so a participant cannot reach their
// own team's project, or a second ballot, through the visitor door. Limits per client address and per
// person (canonical email) keep the link from flooding a mailbox or minting addresses cheaply.
import { and, eq, gt, sql } from 'drizzle-orm';
import { absoluteUrl, paths } from '@shared/paths';
import { canonicalEmail, VOTING_MESSAGES } from '@shared/schemas/voting';
import type { Db, Tx } from '../../../db/client';
import { voterVerifications } from '../../../db/schema';
import { randomToken, sha256 } from '../../../lib/crypto';
import { AppError, forbidden } from '../../../lib/errors';
import { clockNow } from '../../../lib/clock';
import { rows } from '../../../lib/sql';
import { RateCounter } from '../../../lib/throttle';
import { composeEmail, enqueueEmail } from '../../mail/index';
import { assertOpen, openGate, type EditionRow } from '../../events/index';

/** canonicalEmail (shared/schemas/voting.ts) in SQL, to find the account an address is one person's. */
export const canonicalEmailSql = (column: ReturnType<typeof sql>) => sql`(case
  when split_part(lower(${column}), '@', 2) in ('gmail.com', 'googlemail.com')
    then replace(split_part(split_part(lower(${column}), '@', 1), '+', 1), '.', '') || '@gmail.com'
  else split_part(split_part(lower(${column}), '@', 1), '+', 1) || '@' || split_part(lower(${column}), '@', 2)
  end)`;

/** Whether an account exists whose address is this person's (same canonical form). */
export async function accountOf(db: Db | Tx, email: string): Promise<boolean> {
  const [row] = await rows<{ id: number }>(
    db,
    sql`select id from users u where ${canonicalEmailSql(sql`u.email`)} = ${canonicalEmail(email)} limit 1`,
  );
  return !!row;
}

export class VisitorLinkLimits {
  readonly perAddress: RateCounter;
  readonly perPerson: RateCounter;
  constructor(db: Db) {
    const windowMs = 60 * 60 * 1000;
    this.perAddress = new RateCounter(db, { name: 'voter-link-ip', max: 30, windowMs });
    this.perPerson = new RateCounter(db, { name: 'voter-link-email', max: 3, windowMs });
  }
}

/**
 * POST /api/events/{slug}/ballot/verify: emails a voting link (or, to an account's address, a note to
 * sign in). 403 when the edition lets only its participants and judges vote; 409 outside the window.
 */
export async function requestVisitorLink(
  db: Db,
  limits: VisitorLinkLimits,
  publicUrl: string,
  ev: EditionRow,
  email: string,
  ip: string,
): Promise<void> {
  // An archive's vote is final whoever asks; then who may vote; the window is checked in the transaction.
  assertOpen(ev);
  if (!ev.votingVisitors) throw forbidden(VOTING_MESSAGES.notVoter(ev.name));
  const person = canonicalEmail(email);
  for (const [counter, subject] of [
    [limits.perAddress, ip],
    [limits.perPerson, person],
  ] as const) {
    const verdict = await counter.reserve(subject);
    if (!verdict.ok) throw new AppError(429, VOTING_MESSAGES.tooFast, undefined, verdict.retryAfter);
  }
  await db.transaction(async (tx) => {
    // The window and the archive, as for a ballot: no link is sent for a vote that cannot be cast.
    const { row } = await openGate(tx, ev.id, 'voting');
    const voteUrl = absoluteUrl(publicUrl, paths.vote);
    if (await accountOf(tx, email)) {
      await enqueueEmail(
        tx,
        composeEmail(email, `Vote in ${row.name}'s People's Choice`, [
          `Someone (hopefully you) asked to vote in ${row.name}'s People's Choice with this address.`,
          `This address has an account: sign in and vote at ${voteUrl}.`,
          'If it was not you, ignore this email.',
        ]),
      );
      return;
    }
    const token = randomToken();
    await tx.insert(voterVerifications).values({
      eventId: row.id,
      email: email.trim(),
      tokenHash: sha256(token),
      // The link and the credential it becomes last until the window closes.
      expiresAt: row.votingClosesAt ?? new Date(clockNow().getTime() + 24 * 3600_000),
    });
    await enqueueEmail(
      tx,
      composeEmail(email, `Your link to vote in ${row.name}'s People's Choice`, [
        `Open this link to vote for your favourite projects of ${row.name}:`,
        `${voteUrl}?verify=${encodeURIComponent(token)}`,
        'You can come back with it and change your votes until voting closes. If you did not ask to vote, ignore this email: nothing is cast without the link.',
      ]),
    );
  });
}

/** The verified visitor a credential names, in this edition (undefined: none, expired or another edition's). */
export async function visitorOf(db: Db, eventId: number, token: string | undefined) {
  if (!token || token.length > 100) return undefined;
  const [row] = await db
    .select({ email: voterVerifications.email, id: voterVerifications.id, verifiedAt: voterVerifications.verifiedAt })
    .from(voterVerifications)
    .where(
      and(
        eq(voterVerifications.tokenHash, sha256(token)),
        eq(voterVerifications.eventId, eventId),
        gt(voterVerifications.expiresAt, clockNow()),
      ),
    );
  if (!row) return undefined;
  if (!row.verifiedAt)
    await db.update(voterVerifications).set({ verifiedAt: clockNow() }).where(eq(voterVerifications.id, row.id));
  return { email: row.email };
}
