// The projects teams submit.
// Part of the data model; schema.ts re-exports every table.
import { sql } from 'drizzle-orm';
import { foreignKey, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { problems } from './schema-problems';
import { teams } from './schema-teams';

export const submissions = pgTable(
  'submissions',
  {
    id: serial('id').primaryKey(),
    teamId: integer('team_id').notNull(),
    /** The team's edition (DESIGN D13), so judging reads an edition's projects without a join. */
    eventId: integer('event_id').notNull(),
    problemId: integer('problem_id').references(() => problems.id, { onDelete: 'set null' }),
    githubUrl: text('github_url').notNull(),
    demoUrl: text('demo_url'),
    description: text('description').notNull(),
    techStack: text('tech_stack')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: text('status', { enum: ['draft', 'submitted', 'under_review', 'accepted', 'rejected'] })
      .notNull()
      .default('submitted'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the team was emailed its feedback (once per project, never again for a revision). */
    feedbackSentAt: timestamp('feedback_sent_at', { withTimezone: true }),
    // The lower-cased repository URL the admin's submissions search reads (as teams.search_text): a
    // search of one or two characters reads every submission, and lower() of each URL on every search
    // cost about a third of it on PGlite.
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`lower(github_url)`),
  },
  (t) => [
    index('submissions_team_idx').on(t.teamId),
    index('submissions_event_idx').on(t.eventId),
    foreignKey({
      name: 'submissions_team_event_fk',
      columns: [t.teamId, t.eventId],
      foreignColumns: [teams.id, teams.eventId],
    }).onDelete('cascade'),
    index('submissions_status_idx').on(t.status),
    index('submissions_submitted_at_id_idx').on(t.submittedAt, t.id),
    // One project per team per edition (drizzle/0014 merged any duplicates before adding it).
    uniqueIndex('submissions_event_team_idx').on(t.eventId, t.teamId),
  ],
);
