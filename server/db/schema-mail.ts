// The mail outbox and its delivery health (deployment-wide), and the inbox of contact and support
// messages (each of the edition current when it was sent). Part of the data model; schema.ts re-exports
// every table.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { events } from './schema-events';

export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    status: text('status', { enum: ['queued', 'sent', 'failed'] })
      .notNull()
      .default('queued'),
    /** Attempts in the current round (a retry by an admin starts a new one); also the claim's token. */
    attempts: integer('attempts').notNull().default(0),
    /** The last failure: the SMTP server's refusal of a failed email, or the transient error being retried. */
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    /** The lease of the worker sending it: no other claims the row before it ends (a crashed sender's lapses). */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('outbox_status_next_idx').on(t.status, t.nextAttemptAt),
    // The Outbox's search by recipient (issue 31): a "contains" on the lower-cased address, as the admin
    // searches of people and teams (pg_trgm, migration 0006).
    index('outbox_to_trgm_idx').using('gin', sql`lower(${t.to}) gin_trgm_ops`),
  ],
);

/**
 * One row: how delivery has been going, shared by every instance (the admin banner reads it). Updated
 * with each attempt's result; consecutive failures count since the last email that went out.
 */
export const mailHealth = pgTable(
  'mail_health',
  {
    id: integer('id').primaryKey().default(1),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }),
    lastError: text('last_error'),
    consecutiveFailures: integer('consecutive_failures').notNull().default(0),
    failingSince: timestamp('failing_since', { withTimezone: true }),
  },
  (t) => [check('mail_health_single_row', sql`${t.id} = 1`)],
);

export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    /** The edition current when it was sent; none between editions. */
    eventId: integer('event_id').references(() => events.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['contact', 'support'] }).notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    handled: boolean('handled').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('messages_created_at_idx').on(t.createdAt), index('messages_event_idx').on(t.eventId)],
);
