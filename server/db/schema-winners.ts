// The winners, overall and per challenge.
// Part of the data model; schema.ts re-exports every table.
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { events } from './schema-events';
import { problems } from './schema-problems';
import { submissions } from './schema-submissions';
import { teams } from './schema-teams';

export const winners = pgTable(
  'winners',
  {
    id: serial('id').primaryKey(),
    /** The edition it belongs to (DESIGN D13). */
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    problemId: integer('problem_id').references(() => problems.id, { onDelete: 'set null' }),
    submissionId: integer('submission_id').references(() => submissions.id, { onDelete: 'set null' }),
    place: integer('place').notNull(),
    /** 'special': a prize the organizers awarded by hand (its place is the order they chose). */
    scope: text('scope', { enum: ['overall', 'challenge', 'track', 'special'] }).notNull(),
    /** The prize of the edition's list (events.prizes[].id) this place is of; null before prizes fed winners. */
    prizeId: text('prize_id'),
    score: text('score').notNull(),
    announcedAt: timestamp('announced_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('winners_event_idx').on(t.eventId)],
);
