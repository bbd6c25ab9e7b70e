// Teams, their members (one team per person) and the emailed invitations to join them.
// Part of the data model; schema.ts re-exports every table.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './schema-columns';
import { users } from './schema-accounts';
import { problems } from './schema-problems';

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
