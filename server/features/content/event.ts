// The event row (name, dates, team rules, prizes, contact): every feature reads it through here, so that
// which event a read means is decided in one place. Today there is one row, written by the seed at every
// start; when there are several editions, the loader takes the event's id.
import { eq } from 'drizzle-orm';
import type { DataChanges } from '../../cache/index';
import type { Db, Tx } from '../../db/client';
import { event } from '../../db/schema';
import { AppError } from '../../lib/errors';

export type EventRow = typeof event.$inferSelect;

/** The id of the one event row (the seed's). */
const EVENT_ID = 1;

export async function loadEvent(db: Tx): Promise<EventRow> {
  const [row] = await db.select().from(event).where(eq(event.id, EVENT_ID));
  // The seed writes the row at every start; its absence is a broken installation, not a caller error.
  if (!row) throw new AppError(503, 'The event is not configured yet');
  return row;
}

/** Locks the event row until the transaction ends: actions that change it take turns. */
export async function lockEvent(tx: Tx): Promise<void> {
  await tx.select({ id: event.id }).from(event).where(eq(event.id, EVENT_ID)).for('update');
}

/** Changes the event row (its facts, its milestones as they happen). */
export async function updateEvent(tx: Tx, patch: Partial<Omit<EventRow, 'id'>>): Promise<void> {
  await tx.update(event).set(patch).where(eq(event.id, EVENT_ID));
}

const EVENT_TABLE = ['event'] as const;

/**
 * The event row as of the last change heard (server/cache/changes.ts), for reads on every request (each
 * registration checks its rules) of a row that changes a few times per event. Read again after any
 * change to `event`, from any instance; not kept while changes could go unheard.
 */
export class EventRowCache {
  private kept: { stamp: number; row: EventRow } | null = null;

  constructor(
    private readonly db: Db,
    private readonly changes: DataChanges,
  ) {}

  async get(): Promise<EventRow> {
    if (this.kept && this.changes.unchangedSince(this.kept.stamp, EVENT_TABLE)) return this.kept.row;
    const stamp = this.changes.stamp(EVENT_TABLE);
    const row = await loadEvent(this.db);
    // Kept only if no change was heard during the read (the read may predate it).
    if (this.changes.unchangedSince(stamp, EVENT_TABLE)) this.kept = { stamp, row };
    return row;
  }
}
