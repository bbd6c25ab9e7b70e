import type { Tx } from '../db/client';
import { auditLog } from '../db/schema';

/**
 * Every admin action leaves a row (issue: admin area); call it inside the action's transaction.
 * `eventId`: the edition the action was about; omitted for deployment-wide actions (accounts, mail).
 */
export async function writeAudit(
  tx: Tx,
  actorId: number | null,
  action: string,
  target: string | null,
  data?: Record<string, unknown>,
  eventId?: number | null,
) {
  await tx.insert(auditLog).values({ actorId, action, target, data: data ?? null, eventId: eventId ?? null });
}
