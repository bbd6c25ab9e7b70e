// A team's or user's history in the admin area, read from audit_log by target (indexed).
import { sql } from 'drizzle-orm';
import type { HistoryEntry } from '@shared/schemas/history';
import type { Tx } from '../db/client';
import { iso, rows } from './sql';

export async function historyFor(tx: Tx, targets: string[], limit = 100): Promise<HistoryEntry[]> {
  if (targets.length === 0) return [];
  const found = await rows<{
    id: number;
    action: string;
    actor_name: string | null;
    at: Date;
    data: Record<string, unknown> | null;
  }>(
    tx,
    sql`
    select a.id, a.action, u.name as actor_name, a.at, a.data
    from audit_log a left join users u on u.id = a.actor_id
    where a.target in (${sql.join(
      targets.map((t) => sql`${t}`),
      sql`, `,
    )})
    order by a.at desc, a.id desc limit ${limit}`,
  );
  return found.map((r) => ({ id: r.id, action: r.action, actorName: r.actor_name, at: iso(r.at), data: r.data }));
}
