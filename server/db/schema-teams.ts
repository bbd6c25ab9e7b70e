// Teams, their members (one team per person per edition) and the emailed invitations to join them.
// Part of the data model; schema.ts re-exports every table.
import { sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { TEAM_STATUSES } from '@shared/constants';
import { events } from './schema-events';
import { createdAt } from './schema-columns';
import { users } from './schema-accounts';
import { problems } from './schema-problems';

export const teams = pgTable(
  'teams',
  {
    id: serial('id').primaryKey(),
    /** The edition it belongs to (DESIGN D13). */
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    problemId: integer('problem_id').references(() => problems.id, { onDelete: 'set null' }),
    description: text('description').notNull().default(''),
    status: text('status', { enum: TEAM_STATUSES }).notNull().default('pending'),
    /** Why the organizers rejected the team, in their words (shown to the team, sent in its email); null: none given. */
    rejectionReason: text('rejection_reason'),
    joinCode: text('join_code').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    // The lower-cased name the admin searches read (as users.search_text): no lower() per row.
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`lower(name)`),
    /**
     * Every member's lower-cased name and email (name chr(31) email, members apart by chr(30)), kept by
     * triggers on team_members and users (migration 0033): a short admin search of teams by a member
     * reads this one column of the team, newest first, and stops at its bound, instead of a LIKE over
     * every member of the edition first. Nothing in the app writes it.
     */
    memberSearchText: text('member_search_text').notNull().default(''),
  },
  (t) => [
    // Team names are unique within an edition, whatever the case.
    uniqueIndex('teams_event_name_lower_idx').on(t.eventId, sql`lower(${t.name})`),
    // What team_members' and submissions' (team, edition) references point at.
    unique('teams_id_event_unique').on(t.id, t.eventId),
    index('teams_event_created_at_id_idx').on(t.eventId, t.createdAt, t.id),
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
    teamId: integer('team_id').notNull(),
    /** The team's edition, kept here so the database can hold "one team per person per edition". */
    eventId: integer('event_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['leader', 'member'] })
      .notNull()
      .default('member'),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Whether the person joined this team: the leader, a member who accepted the invitation, came with
     * the join code or was admitted. False while someone listed at registration has not accepted. A mark
     * of the membership, not of the account: a person left pending in last year's team who joins a team
     * this year stays pending in last year's (issue 30 'Counting people per edition').
     */
    joined: boolean('joined').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.teamId, t.userId] }),
    // One team per person per edition, enforced by the database so concurrent joins cannot break it.
    uniqueIndex('team_members_event_user_idx').on(t.eventId, t.userId),
    index('team_members_user_idx').on(t.userId),
    // The member's edition is the team's: a row can never say otherwise.
    foreignKey({
      name: 'team_members_team_event_fk',
      columns: [t.teamId, t.eventId],
      foreignColumns: [teams.id, teams.eventId],
    }).onDelete('cascade'),
  ],
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
