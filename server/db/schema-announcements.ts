// Announcements to participants, and the durable state of the job that emails them.
// Part of the data model; schema.ts re-exports every table.
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './schema-columns';
import { users } from './schema-accounts';
import { events } from './schema-events';

export const announcements = pgTable(
  'announcements',
  {
    id: serial('id').primaryKey(),
    /** The edition it belongs to (DESIGN D13). */
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    message: text('message').notNull(),
    audience: text('audience', { enum: ['everyone', 'approved', 'pending', 'no_team', 'rejected'] })
      .notNull()
      .default('everyone'),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    // Emailing a large audience runs in batches after the announcement commits; these columns are the
    // durable job state (progress for the admin, and a cursor so an interrupted job resumes, once).
    recipientTotal: integer('recipient_total').notNull().default(0),
    recipientsQueued: integer('recipients_queued').notNull().default(0),
    cursorUserId: integer('cursor_user_id').notNull().default(0),
    emailsDoneAt: timestamp('emails_done_at', { withTimezone: true }),
  },
  (t) => [
    index('announcements_created_at_idx').on(t.createdAt),
    index('announcements_event_idx').on(t.eventId, t.createdAt),
  ],
);
