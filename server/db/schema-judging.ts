// Judging (issue 11): the judges' scores of submissions (evaluations), who judges, their invitations,
// their conflicts of interest, the submissions handed to them (holds, skips, done) and the one row of
// judging settings. Part of the data model; schema.ts re-exports every table.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './schema-accounts';
import { createdAt } from './schema-columns';
import { events } from './schema-events';
import { submissions } from './schema-submissions';
import { teams } from './schema-teams';

export const evaluations = pgTable(
  'evaluations',
  {
    id: serial('id').primaryKey(),
    submissionId: integer('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    judgeId: integer('judge_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // The spec's five criteria; empty when the edition's rubric is another one (its scores are in `scores`).
    innovation: smallint('innovation'),
    technicalExecution: smallint('technical_execution'),
    userExperience: smallint('user_experience'),
    presentation: smallint('presentation'),
    impact: smallint('impact'),
    notes: text('notes').notNull().default(''),
    /** Scores by criterion key for an edition whose rubric is not the spec's five (null = the five columns). */
    scores: jsonb('scores').$type<Record<string, number>>(),
    /**
     * The evaluation's final score: the weighted mean of its scores under the rubric it was made with (one
     * decimal's precision kept at two), written with the scores. Every mean (lists, dashboard, reports)
     * averages this, so a rubric other than the spec's five, or other weights, is never read as empty.
     */
    score: doublePrecision('score'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('evaluations_submission_judge_idx').on(t.submissionId, t.judgeId),
    check(
      'evaluations_scores_range',
      sql`${t.innovation} between 1 and 10 and ${t.technicalExecution} between 1 and 10 and ${t.userExperience} between 1 and 10 and ${t.presentation} between 1 and 10 and ${t.impact} between 1 and 10`,
    ),
  ],
);

/** A judge of an edition: a `judge` account, or an admin who judges too, once per edition they judge. */
export const judges = pgTable(
  'judges',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    affiliation: text('affiliation').notNull().default(''),
    /** CATEGORY_KEYS they know. */
    categories: text('categories')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Challenges (problem ids) they know. */
    problemIds: integer('problem_ids')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.userId] }), index('judges_user_idx').on(t.userId)],
);

/**
 * Emailed invitations of an edition's staff, judges and mentors alike (one mechanism, `kind` says which):
 * only the token's SHA-256 is stored, as for member invitations (DESIGN D6).
 */
export const judgeInvitations = pgTable(
  'judge_invitations',
  {
    id: serial('id').primaryKey(),
    /** What accepting makes the invitee: a judge or a mentor of the edition (issue 34). */
    kind: text('kind', { enum: ['judge', 'mentor'] })
      .notNull()
      .default('judge'),
    /** The edition it belongs to (DESIGN D13). */
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('judge_invitations_user_idx').on(t.userId)],
);

/**
 * Declared and admin-added conflicts, and admins' dismissals of automatic (same mail domain) ones: those
 * are computed when read, so a member who joins a team later is covered; `removed` keeps a dismissal.
 */
export const judgeConflicts = pgTable(
  'judge_conflicts',
  {
    judgeId: integer('judge_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    source: text('source', { enum: ['declared', 'admin', 'domain'] }).notNull(),
    reason: text('reason').notNull().default(''),
    removed: timestamp('removed_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.judgeId, t.teamId] }), index('judge_conflicts_team_idx').on(t.teamId)],
);

/**
 * A submission handed to a judge. Held while `expires_at` is ahead and it is neither done nor skipped;
 * one row per judge and submission (asking again after a hold lapsed reuses it).
 */
export const judgeAssignments = pgTable(
  'judge_assignments',
  {
    id: serial('id').primaryKey(),
    judgeId: integer('judge_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    submissionId: integer('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    phase: text('phase', { enum: ['coverage', 'uncertainty'] }).notNull(),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    doneAt: timestamp('done_at', { withTimezone: true }),
    skippedAt: timestamp('skipped_at', { withTimezone: true }),
    skipReason: text('skip_reason'),
  },
  (t) => [
    uniqueIndex('judge_assignments_judge_submission_idx').on(t.judgeId, t.submissionId),
    index('judge_assignments_submission_idx').on(t.submissionId),
  ],
);

/** Each edition's judging settings; assignment locks the row, so judges asking at once are served in turn. */
export const judgingSettings = pgTable('judging_settings', {
  eventId: integer('event_id')
    .primaryKey()
    .references(() => events.id, { onDelete: 'cascade' }),
  state: text('state', { enum: ['not_started', 'open', 'closed'] })
    .notNull()
    .default('not_started'),
  targetReviews: integer('target_reviews').notNull().default(3),
  holdMinutes: integer('hold_minutes').notNull().default(20),
  /** Stop handing out reviews once every project has the target (otherwise extras are spread). */
  stopAtTarget: boolean('stop_at_target').notNull().default(false),
  /** Opened before the submission window closed (an admin's confirmed override): hand-outs start at once. */
  openedEarly: boolean('opened_early').notNull().default(false),
  openedAt: timestamp('opened_at', { withTimezone: true }),
  closedAt: timestamp('closed_at', { withTimezone: true }),
});
