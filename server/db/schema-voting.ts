// People's Choice (issue 33, decision 0019): one ballot per person and edition. The person is their
// canonical email address (shared/schemas/voting.ts canonicalEmail), UNIQUE per edition, so the same
// person voting from twenty connections at once, or from a Gmail alias of their address, keeps one
// ballot: the database refuses the second row, not a check that concurrent requests could both pass.
// Part of the data model; schema.ts re-exports every table.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './schema-accounts';
import { createdAt } from './schema-columns';
import { events } from './schema-events';

export const ballots = pgTable(
  'ballots',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    /** The voter's account (null: a visitor who verified an email address). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Lower-case; '+tag' dropped; Gmail's dots dropped: one address per person. */
    canonicalEmail: text('canonical_email').notNull(),
    /** The submissions voted for (distinct, at most the edition's votes_per_person). */
    projectIds: integer('project_ids')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The client address of the last change (the anomaly report's bursts per address). */
    ip: text('ip'),
    /** SHA-256 of the voter-device cookie of the last change (bursts per device). */
    deviceHash: text('device_hash'),
    /** Voided by an organizer (with a reason, audit-logged): kept, never counted. */
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidedBy: integer('voided_by').references(() => users.id, { onDelete: 'set null' }),
    voidReason: text('void_reason'),
  },
  (t) => [
    uniqueIndex('ballots_event_email_idx').on(t.eventId, t.canonicalEmail),
    index('ballots_event_updated_idx').on(t.eventId, t.updatedAt),
  ],
);

/**
 * A visitor's proof of an email address for People's Choice (issue 33: "any visitor who verifies an email
 * address by a link", when the organizers allow it). The link's token is stored hashed; following it
 * makes it the browser's voter credential (an HttpOnly cookie) until the window closes. The ballot itself
 * stays one per canonical email in `ballots`, whoever casts it.
 */
export const voterVerifications = pgTable(
  'voter_verifications',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    /** As typed (the ballot keys on its canonical form). */
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    /** When the link was first followed (null: never). */
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('voter_verifications_token_idx').on(t.tokenHash)],
);
