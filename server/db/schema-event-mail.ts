// The tables that reference no other table: the one event row (DESIGN D1), the mail outbox and its
// delivery health, and the inbox of contact and support messages. Part of the data model; schema.ts
// re-exports every table.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

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
  (t) => [index('outbox_status_next_idx').on(t.status, t.nextAttemptAt)],
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
    kind: text('kind', { enum: ['contact', 'support'] }).notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    handled: boolean('handled').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('messages_created_at_idx').on(t.createdAt)],
);

/** The one row of event facts every page reads (DESIGN D1). */
export const event = pgTable(
  'event',
  {
    id: integer('id').primaryKey().default(1),
    name: text('name').notNull(),
    tagline: text('tagline').notNull(),
    registrationOpensAt: timestamp('registration_opens_at', { withTimezone: true }).notNull(),
    registrationClosesAt: timestamp('registration_closes_at', { withTimezone: true }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    submissionDeadline: timestamp('submission_deadline', { withTimezone: true }).notNull(),
    winnersAnnouncedAt: timestamp('winners_announced_at', { withTimezone: true }).notNull(),
    totalPrize: text('total_prize').notNull(),
    grandPrize: text('grand_prize').notNull(),
    categoryPrize: text('category_prize').notNull(),
    teamSizeMin: integer('team_size_min').notNull().default(2),
    teamSizeMax: integer('team_size_max').notNull().default(4),
    requireFemaleMember: boolean('require_female_member').notNull().default(true),
    femaleMemberMessage: text('female_member_message').notNull().default('At least one female team member is required'),
    contactEmail: text('contact_email').notNull(),
    city: text('city').notNull(),
    discordUrl: text('discord_url'),
    winnersPublishedAt: timestamp('winners_published_at', { withTimezone: true }),
  },
  (t) => [check('event_single_row', sql`${t.id} = 1`)],
);
