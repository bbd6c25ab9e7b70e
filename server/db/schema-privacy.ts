// People own their data (issue 35, DESIGN D19): consent records and pending account deletions.
// Part of the data model; schema.ts re-exports every table.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './schema-accounts';
import { events } from './schema-events';

/**
 * Which version of an edition's terms or privacy page (event_pages.version) a person accepted, and when;
 * a minor's guardian who consented with them. Kept after erasure (the record of consent, under the pseudonym).
 */
export const consents = pgTable(
  'consents',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    document: text('document', { enum: ['terms', 'privacy'] }).notNull(),
    version: integer('version').notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
    guardianName: text('guardian_name'),
    guardianEmail: text('guardian_email'),
  },
  (t) => [
    uniqueIndex('consents_user_event_document_version_idx').on(t.userId, t.eventId, t.document, t.version),
    check('consents_document_check', sql`${t.document} in ('terms', 'privacy')`),
  ],
);

/**
 * A person's pending deletion: erased at `erases_at` unless they sign in first (which deletes the row).
 * Without a password, the request waits for the emailed link (`token_hash`, `erases_at` null until then).
 */
export const accountDeletions = pgTable(
  'account_deletions',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    erasesAt: timestamp('erases_at', { withTimezone: true }),
    tokenHash: text('token_hash'),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('account_deletions_token_idx').on(t.tokenHash),
    index('account_deletions_due_idx').on(t.erasesAt),
  ],
);
