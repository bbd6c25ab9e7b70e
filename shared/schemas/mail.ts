// Contracts of the mail feature for admins: the Outbox (every email's status, retry of one or of every
// failed email), the health of delivery that the admin area's banner reads, and the admin's own emails
// to a team or a person.
import { z } from 'zod';
import { pageOf, pageQuerySchema } from './common';
import { requiredMessageField } from './fields';

const isoDate = z.string();

// ----- outbox -----

/** queued: waiting for its (next) attempt; sent; failed: refused by the SMTP server, or retried too long. */
export const OUTBOX_STATUSES = ['queued', 'sent', 'failed'] as const;
export const outboxQuerySchema = pageQuerySchema.extend({ status: z.enum(OUTBOX_STATUSES).optional() });
export type OutboxQuery = z.input<typeof outboxQuerySchema>;
export const outboxItemSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number().int(),
  /** For a failed email, why the SMTP server refused it; for a queued one, the error being retried. */
  lastError: z.string().nullable(),
  createdAt: isoDate,
  sentAt: isoDate.nullable(),
  lastAttemptAt: isoDate.nullable(),
  /** When a queued email is tried next (null once sent or failed). */
  nextAttemptAt: isoDate.nullable(),
  /** A worker is sending it right now (its lease is live). */
  sending: z.boolean(),
});
export type OutboxItem = z.infer<typeof outboxItemSchema>;
export const outboxPageSchema = pageOf(outboxItemSchema);
export type OutboxPage = z.infer<typeof outboxPageSchema>;

/** The answer of "Retry all failed": how many emails went back to the queue. */
export const retryFailedResultSchema = z.object({ requeued: z.number().int() });
export type RetryFailedResult = z.infer<typeof retryFailedResultSchema>;

// ----- delivery health -----

/**
 * Failed attempts in a row (since the last email that went out) after which delivery counts as failing:
 * one refused address or one dropped connection is not an outage, three in a row are worth a banner.
 */
export const MAIL_FAILING_AFTER = 3;

/** delivering: SMTP is configured and not failing; not-configured: no SMTP_URL, mail stays queued. */
export const MAIL_DELIVERY_STATES = ['delivering', 'not-configured', 'failing'] as const;
export type MailDeliveryState = (typeof MAIL_DELIVERY_STATES)[number];

export function mailDeliveryState(h: { configured: boolean; consecutiveFailures: number }): MailDeliveryState {
  if (!h.configured) return 'not-configured';
  return h.consecutiveFailures >= MAIL_FAILING_AFTER ? 'failing' : 'delivering';
}

export const mailHealthSchema = z.object({
  state: z.enum(MAIL_DELIVERY_STATES),
  /** SMTP_URL is set: the worker sends. */
  configured: z.boolean(),
  lastSuccessAt: isoDate.nullable(),
  lastFailureAt: isoDate.nullable(),
  lastError: z.string().nullable(),
  consecutiveFailures: z.number().int(),
  /** The first of the consecutive failures. */
  failingSince: isoDate.nullable(),
  queued: z.number().int(),
  failed: z.number().int(),
});
export type MailHealth = z.infer<typeof mailHealthSchema>;

// ----- the admin's emails -----

/** Send Email / Contact Team / Contact User (spec §5: Send disabled unless subject and message are filled). */
export const sendEmailSchema = z.object({
  subject: z
    .string()
    .trim()
    .min(1, { error: 'Please enter a subject' })
    .max(200, { error: 'Subject cannot exceed 200 characters' }),
  body: requiredMessageField.max(10_000, { error: 'Message cannot exceed 10000 characters' }),
});
export type SendEmail = z.infer<typeof sendEmailSchema>;
export const emailQueuedSchema = z.object({ queued: z.number().int() });

// ----- reading an email, previewing one (issue 24: organizers read invitation links without the API) -----

/** One email of the Outbox with its HTML part (shown in a sandboxed frame: no script, no request). */
export const outboxMessageSchema = outboxItemSchema.extend({ html: z.string().nullable() });
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

/** The admin's message as each recipient will read it ({name} stands for each recipient's name). */
export const emailPreviewSchema = z.object({ subject: z.string(), text: z.string() });
export type EmailPreview = z.infer<typeof emailPreviewSchema>;
export const PREVIEW_NAME = '{name}';
