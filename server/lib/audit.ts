import type { Tx } from '../db/client';
import { auditLog } from '../db/schema';

/** Every admin action leaves a row (issue: admin area); call it inside the action's transaction. */
export async function writeAudit(
  tx: Tx,
  actorId: number | null,
  action: string,
  target: string | null,
  data?: Record<string, unknown>,
) {
  await tx.insert(auditLog).values({ actorId, action, target, data: data ?? null });
}
