// Switching the current edition (issue 30, "Switching editions safely"). The switch archives the current
// edition in the same transaction, so two organizers switching at once must not both win: each states
// the edition it sees as current (`replaces`) and the second one is told who switched meanwhile. An
// archived edition comes back only deliberately (`reopen: true`), audited, so no switch is permanent.
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import {
  EDITION_MESSAGES,
  reopenRequiredMessage,
  replacedMeanwhileMessage,
  type MakeCurrentRequest,
} from '@shared/schemas/events';
import type { Db, Tx } from '../../../db/client';
import { auditLog, events, users } from '../../../db/schema';
import { writeAudit } from '../../../lib/audit';
import { conflict, notFound } from '../../../lib/errors';
import type { EditionRow } from './directory';

/** Advisory lock class of "one switch of the current edition at a time", deployment-wide. */
const SWITCH_LOCK = 30_030;

/** Who made `slug` current, from the audit log (null when it was seeded or the account is gone). */
async function switchedBy(tx: Tx, slug: string): Promise<string | null> {
  const [row] = await tx
    .select({ name: users.name })
    .from(auditLog)
    .innerJoin(users, eq(users.id, auditLog.actorId))
    .where(and(eq(auditLog.action, 'event.make_current'), eq(auditLog.target, `event:${slug}`)))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(1);
  return row?.name ?? null;
}

/**
 * Makes `slug` the current edition and archives the current one, in one transaction. 409 when it is
 * current already, when it is archived and `reopen` is not confirmed, or when `replaces` (sent) is not the
 * edition current now.
 */
export async function makeCurrent(
  db: Db,
  slug: string,
  actorId: number,
  input: MakeCurrentRequest = {},
): Promise<EditionRow> {
  return db.transaction(async (tx) => {
    // Switches take turns; each statement after the lock reads what the one before it committed.
    await tx.execute(sql`select pg_advisory_xact_lock(${SWITCH_LOCK}::int, 0)`);
    const [row] = await tx.select().from(events).where(eq(events.slug, slug)).for('update');
    if (!row) throw notFound(EDITION_MESSAGES.notFound);
    const [current] = await tx.select().from(events).where(eq(events.state, 'current')).for('update');
    if (input.replaces !== undefined && (current?.slug ?? null) !== input.replaces) {
      const by = current ? await switchedBy(tx, current.slug) : null;
      throw conflict(replacedMeanwhileMessage(current?.name ?? null, by));
    }
    if (row.state === 'current') throw conflict(EDITION_MESSAGES.alreadyCurrent);
    const reopening = row.state === 'archived';
    if (reopening && input.reopen !== true) throw conflict(reopenRequiredMessage(row.name));
    const archived = await tx
      .update(events)
      .set({ state: 'archived' })
      .where(and(eq(events.state, 'current'), ne(events.id, row.id)))
      .returning({ id: events.id, slug: events.slug });
    const [updated] = await tx.update(events).set({ state: 'current' }).where(eq(events.id, row.id)).returning();
    const data = { archived: archived.map((a) => a.slug), replaces: current?.slug ?? null };
    await writeAudit(tx, actorId, 'event.make_current', `event:${row.slug}`, data, row.id);
    if (reopening) await writeAudit(tx, actorId, 'event.reopen', `event:${row.slug}`, data, row.id);
    return updated!;
  });
}
