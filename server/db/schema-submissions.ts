// The projects teams submit.
// Part of the data model; schema.ts re-exports every table.
import { sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
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
    // The project page of the gallery (issue 33): the team's story in Markdown, and the HTML the server
    // rendered from it on save (the organizer pages' renderer and rules).
    story: text('story').notNull().default(''),
    storyHtml: text('story_html').notNull().default(''),
    /** A demo video on YouTube or Vimeo, shown as a link card. */
    videoUrl: text('video_url'),
    /** The team keeps its project out of the public gallery. */
    galleryOptOut: boolean('gallery_opt_out').notNull().default(false),
    /** The team shows its judges' feedback on its project page. */
    showFeedback: boolean('show_feedback').notNull().default(false),
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

/**
 * The repository as it stood (issue 33): its default-branch head read by `git ls-remote` when the team
 * submits or updates, and again once the deadline has passed. The row is also the job: due when `due_at`
 * has come, leased by `claimed_until` (a crashed claim expires, so a restart resumes it), retried with a
 * growing delay counted by `attempts`.
 */
export const repoPins = pgTable(
  'repo_pins',
  {
    submissionId: integer('submission_id')
      .primaryKey()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    /** The repository URL the row is about; a changed URL starts over. */
    repoUrl: text('repo_url').notNull(),
    /** The head the project is judged at: read at the deadline, or the latest read before it. */
    sha: text('sha'),
    /** When `sha` was read. */
    pinnedAt: timestamp('pinned_at', { withTimezone: true }),
    /** The deadline's head has been read (later reads only compare). */
    atDeadline: boolean('at_deadline').notNull().default(false),
    /** The head read last, and when the last check ended (successful or not). */
    lastSha: text('last_sha'),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    /** Null until a check ends; false when the repository could not be read (private, deleted, renamed). */
    reachable: boolean('reachable'),
    /** A check after the deadline found a head other than the pinned one. */
    changedAfterDeadline: boolean('changed_after_deadline').notNull().default(false),
    lastError: text('last_error'),
    dueAt: timestamp('due_at', { withTimezone: true }),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
  },
  (t) => [index('repo_pins_due_idx').on(t.dueAt)],
);
