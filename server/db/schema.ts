// The whole data model of DESIGN §4, in the PostgreSQL dialect that PGlite and PostgreSQL share. The
// tables that reference no other (the event row, the outbox, the inbox) live in schema-event-mail.ts.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
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

export { event, mailHealth, messages, outboxEmails } from './schema-event-mail';
export { loginDevices, rateCounters } from './schema-throttle';
export { judgeAssignments, judgeConflicts, judgeInvitations, judges, judgingSettings } from './schema-judging';
export { findTeamBlocks, findTeamProfiles, teamListings, teamRequests } from './schema-find-team';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    username: text('username').notNull(),
    passwordHash: text('password_hash'),
    role: text('role', { enum: ['team', 'admin', 'judge'] })
      .notNull()
      .default('team'),
    status: text('status', { enum: ['active', 'pending', 'inactive'] })
      .notNull()
      .default('active'),
    gender: text('gender', { enum: ['male', 'female', 'other'] }),
    phone: text('phone'),
    githubId: text('github_id'),
    createdAt: createdAt(),
    // What the admin searches read (spec §2: a participant by name, email or username): the three
    // lower-cased, joined by the unit separator (chr(31)), a character no search can contain
    // (server/lib/search.ts), so a match never straddles two fields. Stored, so a search of one or two
    // characters (too short for a trigram) costs one LIKE per row instead of three lower() calls and three
    // LIKEs; and name and email come first, so `like '%q%' || chr(31) || '%'` is "the name or the email
    // contains q" (the teams search by member) in one LIKE, through the same index.
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`lower(name) || chr(31) || lower(email) || chr(31) || lower(username)`),
  },
  (t) => [
    // Emails compare lower-cased: one person, one account, whatever the case they type.
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
    uniqueIndex('users_github_id_idx').on(t.githubId),
    // The participants list's order (newest first, id breaks ties) read straight from the index (backwards).
    index('users_created_at_id_idx').on(t.createdAt, t.id),
    // The participants and teams searches: `search_text like '%q%'` through one trigram index (pg_trgm;
    // it replaced one per field, so an insert of a person updates one GIN index instead of three).
    // A small pending list (64 kB instead of 4 MB): GIN gathers new rows in an unordered list that every
    // search reads linearly (a long one made the planner choose sequential scans) until a VACUUM merges
    // it; PGlite has no autovacuum. Capped, the list is merged by the insert that fills it, a few rows at
    // a time, so searches stay fast and registrations in a rush still insert cheaply.
    index('users_search_trgm_idx')
      .using('gin', sql`${t.searchText} gin_trgm_ops`)
      .with({ gin_pending_list_limit: 64 }),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sessions_token_hash_idx').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

export const problems = pgTable(
  'problems',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    category: text('category', { enum: ['ai', 'cybersecurity', 'green', 'blockchain', 'health'] }).notNull(),
    description: text('description').notNull(),
    longDescription: text('long_description').notNull(),
    difficulty: smallint('difficulty').notNull(),
    prize: text('prize').notNull(),
    color: text('color').notNull().default('blue'),
    requirements: jsonb('requirements').$type<string[]>().notNull().default([]),
    resources: jsonb('resources').$type<{ name: string; url: string }[]>().notNull().default([]),
    timeline: jsonb('timeline').$type<{ phase: string; deadline: string }[]>().notNull().default([]),
    evaluation: jsonb('evaluation').$type<{ criteria: string; weight: number }[]>().notNull().default([]),
    faqs: jsonb('faqs').$type<{ question: string; answer: string }[]>().notNull().default([]),
    active: boolean('active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [check('problems_difficulty_range', sql`${t.difficulty} between 1 and 5`)],
);

export const teams = pgTable(
  'teams',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    problemId: integer('problem_id').references(() => problems.id, { onDelete: 'set null' }),
    description: text('description').notNull().default(''),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    joinCode: text('join_code').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    // The lower-cased name the admin searches read (as users.search_text): no lower() per row.
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`lower(name)`),
  },
  (t) => [
    uniqueIndex('teams_name_lower_idx').on(sql`lower(${t.name})`),
    uniqueIndex('teams_join_code_idx').on(t.joinCode),
    index('teams_status_idx').on(t.status),
    index('teams_created_at_id_idx').on(t.createdAt, t.id),
    index('teams_problem_idx').on(t.problemId),
    // A small pending list, as on users' trigram indexes.
    index('teams_search_trgm_idx')
      .using('gin', sql`${t.searchText} gin_trgm_ops`)
      .with({ gin_pending_list_limit: 64 }),
  ],
);

export const teamMembers = pgTable(
  'team_members',
  {
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    // unique: one team per person, enforced by the database so concurrent joins cannot break it.
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' })
      .unique(),
    role: text('role', { enum: ['leader', 'member'] })
      .notNull()
      .default('member'),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.userId] })],
);

export const invitations = pgTable(
  'invitations',
  {
    id: serial('id').primaryKey(),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('invitations_team_idx').on(t.teamId)],
);

export const submissions = pgTable(
  'submissions',
  {
    id: serial('id').primaryKey(),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
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
  },
  (t) => [
    index('submissions_team_idx').on(t.teamId),
    index('submissions_status_idx').on(t.status),
    index('submissions_submitted_at_id_idx').on(t.submittedAt, t.id),
  ],
);

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
    innovation: smallint('innovation').notNull(),
    technicalExecution: smallint('technical_execution').notNull(),
    userExperience: smallint('user_experience').notNull(),
    presentation: smallint('presentation').notNull(),
    impact: smallint('impact').notNull(),
    notes: text('notes').notNull().default(''),
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

export const announcements = pgTable(
  'announcements',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    audience: text('audience', { enum: ['everyone', 'approved', 'pending', 'no_team'] })
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
  (t) => [index('announcements_created_at_idx').on(t.createdAt)],
);

export const passwordResets = pgTable('password_resets', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
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

export const winners = pgTable('winners', {
  id: serial('id').primaryKey(),
  teamId: integer('team_id')
    .notNull()
    .references(() => teams.id, { onDelete: 'cascade' }),
  problemId: integer('problem_id').references(() => problems.id, { onDelete: 'set null' }),
  submissionId: integer('submission_id').references(() => submissions.id, { onDelete: 'set null' }),
  place: integer('place').notNull(),
  scope: text('scope', { enum: ['overall', 'challenge'] }).notNull(),
  score: text('score').notNull(),
  announcedAt: timestamp('announced_at', { withTimezone: true }).notNull().defaultNow(),
});
