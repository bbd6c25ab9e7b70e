// Mentors on call (issue 34): the mentors of an edition with their profile, their shifts, the help
// requests of the queue, what mentors did with them (claims, releases, hand-offs, resolutions: the
// organizers' per-mentor counts) and the teams' ratings of the help. Part of the data model; schema.ts
// re-exports every table.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './schema-accounts';
import { createdAt } from './schema-columns';
import { events } from './schema-events';
import { teams } from './schema-teams';

/** A mentor of an edition: a `mentor` account, or an admin or judge who mentors too. */
export const mentors = pgTable(
  'mentors',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    affiliation: text('affiliation').notNull().default(''),
    /** SKILLS of the find-a-team list. */
    skills: text('skills')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    problemIds: integer('problem_ids')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    meetingKind: text('meeting_kind', { enum: ['video', 'discord', 'chat'] })
      .notNull()
      .default('chat'),
    videoUrl: text('video_url'),
    discordHandle: text('discord_handle'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.userId] }), index('mentors_user_idx').on(t.userId)],
);

export const mentorShifts = pgTable(
  'mentor_shifts',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('mentor_shifts_event_idx').on(t.eventId, t.startsAt),
    index('mentor_shifts_user_idx').on(t.userId),
    check('mentor_shifts_order', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

export const helpRequests = pgTable(
  'help_requests',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    /** The requester's team; null for a solo participant of the team board. */
    teamId: integer('team_id').references(() => teams.id, { onDelete: 'cascade' }),
    requesterId: integer('requester_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    descriptionFormat: text('description_format', { enum: ['plain', 'markdown'] })
      .notNull()
      .default('plain'),
    /** Rendered once when written (Markdown sanitised like organizer pages, or plain text escaped). */
    descriptionHtml: text('description_html').notNull(),
    tried: text('tried').notNull().default(''),
    problemId: integer('problem_id'),
    skills: text('skills')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    location: text('location').notNull(),
    status: text('status', { enum: ['open', 'claimed', 'resolved', 'cancelled'] })
      .notNull()
      .default('open'),
    /** The mentor holding it (claimed) or who resolved it. */
    mentorId: integer('mentor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /** Back in the queue since (creation, or the last release): the queue's order. */
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
    /** The first claim: the wait the organizers' report measures. */
    firstClaimedAt: timestamp('first_claimed_at', { withTimezone: true }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    releaseNote: text('release_note'),
    /** The escalation email went out (once per request). */
    escalatedAt: timestamp('escalated_at', { withTimezone: true }),
  },
  (t) => [
    index('help_requests_queue_idx').on(t.eventId, t.status, t.queuedAt),
    index('help_requests_team_idx').on(t.teamId),
    index('help_requests_requester_idx').on(t.requesterId),
    index('help_requests_mentor_idx').on(t.mentorId, t.status),
    check('help_requests_status_check', sql`${t.status} in ('open', 'claimed', 'resolved', 'cancelled')`),
    // Who holds it and its state agree: the hold limit counts rows with a mentor and status 'claimed'.
    check('help_requests_holder_check', sql`${t.status} <> 'claimed' or ${t.mentorId} is not null`),
  ],
);

/** What mentors did with requests: the per-mentor counts of the organizers' report. */
export const helpActions = pgTable(
  'help_actions',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => helpRequests.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    mentorId: integer('mentor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action', { enum: ['claim', 'release', 'handoff', 'resolve'] }).notNull(),
    note: text('note'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('help_actions_event_idx').on(t.eventId, t.mentorId)],
);

/** The team's rating of the help, once per request, read only by organizers. */
export const helpRatings = pgTable(
  'help_ratings',
  {
    requestId: integer('request_id')
      .primaryKey()
      .references(() => helpRequests.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    mentorId: integer('mentor_id').references(() => users.id, { onDelete: 'set null' }),
    raterId: integer('rater_id').references(() => users.id, { onDelete: 'set null' }),
    stars: smallint('stars').notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('help_ratings_event_idx').on(t.eventId, t.mentorId),
    check('help_ratings_stars', sql`${t.stars} between 1 and 5`),
  ],
);
