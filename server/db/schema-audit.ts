// The audit log: who did what to which team or user, read back as a team's or user's history.
// Part of the data model; schema.ts re-exports every table.
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './schema-accounts';
import { events } from './schema-events';

export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    /** The edition the action was about; none for deployment-wide actions (accounts, mail). */
    eventId: integer('event_id').references(() => events.id, { onDelete: 'set null' }),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    target: text('target'),
    data: jsonb('data').$type<Record<string, unknown>>(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    // A team's or user's history in the admin area reads the log by target.
    index('audit_log_target_at_idx').on(t.target, t.at),
  ],
);
