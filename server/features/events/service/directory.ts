// Which edition is current, kept in memory (DESIGN D13): every public read and every participant's call
// needs the current edition's id and facts, and none may pay a lookup for it. The row is re-read only
// after a committed change of `events` (server/cache/changes.ts hears it from the database itself, on
// every instance), so a make-current or a renamed edition shows on the very next request.
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { events } from '../../../db/schema';
import type { DataChanges, WatchedTable } from '../../../cache/index';
import type { EventRow } from './event-row';

export type EditionRow = EventRow;

const TABLES: readonly WatchedTable[] = ['events'];

export class EditionDirectory {
  private kept: { stamp: number; row: EditionRow | null } | null = null;
  private loading: Promise<EditionRow | null> | null = null;

  constructor(
    private readonly db: Db,
    private readonly changes: DataChanges,
  ) {}

  /** The current edition, or null while none is (a fresh production install, or between editions). */
  async current(): Promise<EditionRow | null> {
    const kept = this.kept;
    if (kept && this.changes.unchangedSince(kept.stamp, TABLES)) return kept.row;
    // One read for every request that arrives while it runs.
    this.loading ??= this.load().finally(() => {
      this.loading = null;
    });
    return this.loading;
  }

  private async load(): Promise<EditionRow | null> {
    const stamp = this.changes.stamp(TABLES);
    const [row] = await this.db.select().from(events).where(eq(events.state, 'current'));
    // A change that committed during the read makes it stale at once: keep it only if none did.
    if (this.changes.unchangedSince(stamp, TABLES)) this.kept = { stamp, row: row ?? null };
    return row ?? null;
  }

  /** Any edition by its address (drafts included: callers decide who may see one). */
  async bySlug(slug: string): Promise<EditionRow | null> {
    const current = await this.current();
    if (current?.slug === slug) return current;
    const [row] = await this.db.select().from(events).where(eq(events.slug, slug));
    return row ?? null;
  }
}
