// Find a team (issue 14): matching profiles of people who came alone, team listings, requests both ways
// (a person asks to join, a leader invites) and blocks. Part of the data model; schema.ts re-exports
// every table.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  primaryKey,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './schema-accounts';
import { teams } from './schema-teams';
import { events } from './schema-events';

export const findTeamProfiles = pgTable(
  'find_team_profiles',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    skills: jsonb('skills').$type<string[]>().notNull().default([]),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    problemIds: jsonb('problem_ids').$type<number[]>().notNull().default([]),
    utcOffset: integer('utc_offset').notNull(),
    languages: jsonb('languages').$type<string[]>().notNull().default([]),
    pitch: text('pitch').notNull().default(''),
    link: text('link').notNull().default(''),
    /** The person can hide the profile at any time; a hidden profile is on no board. */
    visible: boolean('visible').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.userId] }),
    index('find_team_profiles_visible_idx').on(t.eventId, t.visible),
  ],
);

/** A team's listing on the board: set by its leader; closing it takes the team off the board. */
export const teamListings = pgTable('team_listings', {
  teamId: integer('team_id')
    .primaryKey()
    .references(() => teams.id, { onDelete: 'cascade' }),
  open: boolean('open').notNull().default(true),
  lookingFor: text('looking_for').notNull().default(''),
  skillsWanted: jsonb('skills_wanted').$type<string[]>().notNull().default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const teamRequests = pgTable(
  'team_requests',
  {
    id: serial('id').primaryKey(),
    /** join: the person asks, the leader decides; invite: the leader asks, the person decides. */
    kind: text('kind', { enum: ['join', 'invite'] }).notNull(),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    message: text('message').notNull().default(''),
    status: text('status', { enum: ['pending', 'accepted', 'declined', 'withdrawn'] })
      .notNull()
      .default('pending'),
    /** SHA-256 of the token in the deciding side's email link. */
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    // One open request between a person and a team at a time, whichever side asked.
    uniqueIndex('team_requests_pending_idx')
      .on(t.teamId, t.userId)
      .where(sql`${t.status} = 'pending'`),
    uniqueIndex('team_requests_token_idx').on(t.tokenHash),
    index('team_requests_user_idx').on(t.userId),
  ],
);

/** A person blocks a team or another person: neither side sees or reaches the other on the board. */
export const findTeamBlocks = pgTable(
  'find_team_blocks',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedUserId: integer('blocked_user_id').references(() => users.id, { onDelete: 'cascade' }),
    blockedTeamId: integer('blocked_team_id').references(() => teams.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('find_team_blocks_one_target', sql`num_nonnulls(${t.blockedUserId}, ${t.blockedTeamId}) = 1`),
    uniqueIndex('find_team_blocks_user_idx').on(t.userId, t.blockedUserId),
    uniqueIndex('find_team_blocks_team_idx').on(t.userId, t.blockedTeamId),
  ],
);
