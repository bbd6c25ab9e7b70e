// The health of delivery for the admin area: whether SMTP is configured, how the last attempts went (the
// mail_health row every instance's worker updates) and how many emails wait or failed.
import { sql } from 'drizzle-orm';
import { mailDeliveryState, type MailHealth } from '@shared/schemas/mail';
import { emailDeliveryOf, type EmailDelivery } from '@shared/email-delivery';
import type { Tx } from '../../../db/client';
import { isoOrNull, rows } from '../../../lib/sql';

interface HealthRow {
  last_success_at: Date | null;
  last_failure_at: Date | null;
  last_error: string | null;
  consecutive_failures: number | null;
  failing_since: Date | null;
  queued: number;
  failed: number;
}

export async function readMailHealth(tx: Tx, configured: boolean): Promise<MailHealth> {
  const [r] = await rows<HealthRow>(
    tx,
    sql`
    select h.last_success_at, h.last_failure_at, h.last_error, h.consecutive_failures, h.failing_since,
      (select count(*)::int from outbox_emails where status = 'queued') as queued,
      (select count(*)::int from outbox_emails where status = 'failed') as failed
    from (select 1) one left join mail_health h on h.id = 1`,
  );
  const consecutiveFailures = r?.consecutive_failures ?? 0;
  return {
    state: mailDeliveryState({ configured, consecutiveFailures }),
    configured,
    lastSuccessAt: isoOrNull(r?.last_success_at),
    lastFailureAt: isoOrNull(r?.last_failure_at),
    lastError: r?.last_error ?? null,
    consecutiveFailures,
    failingSince: isoOrNull(r?.failing_since),
    queued: r?.queued ?? 0,
    failed: r?.failed ?? 0,
  };
}

/**
 * What happens to an email queued now, for the answer of the action that queued it: without SMTP it stays
 * in the Outbox (no query); with SMTP it goes out unless the last attempts failed (the mail_health row
 * every instance's worker updates, one row by its key).
 */
export async function readEmailDelivery(tx: Tx, configured: boolean): Promise<EmailDelivery> {
  if (!configured) return 'queued';
  const [r] = await rows<{ consecutive_failures: number }>(
    tx,
    sql`select consecutive_failures from mail_health where id = 1`,
  );
  return emailDeliveryOf(mailDeliveryState({ configured, consecutiveFailures: r?.consecutive_failures ?? 0 }));
}
