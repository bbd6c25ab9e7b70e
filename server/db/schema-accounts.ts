// Accounts: people (participants, judges, admins), their sessions and their password resets.
// Part of the data model; schema.ts re-exports every table.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './schema-columns';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    username: text('username').notNull(),
    passwordHash: text('password_hash'),
    role: text('role', { enum: ['team', 'admin', 'judge', 'mentor'] })
      .notNull()
      .default('team'),
    status: text('status', { enum: ['active', 'pending', 'inactive'] })
      .notNull()
      .default('active'),
    gender: text('gender', { enum: ['male', 'female', 'other'] }),
    phone: text('phone'),
    githubId: text('github_id'),
    createdAt: createdAt(),
    /** When the account was erased (issue 35): its personal fields are gone, its name is the pseudonym. */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    /** N of "Former participant N": stable per person, from erased_people_seq, null until erased. */
    pseudonymNo: integer('pseudonym_no'),
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
    uniqueIndex('users_pseudonym_no_idx').on(t.pseudonymNo),
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

/**
 * One-time sign-in links (issue "The calendar drives the product"): offered by email to an owner whose
 * right password is refused during a guessing attack; following the link proves the mailbox is theirs.
 */
export const signInLinks = pgTable('sign_in_links', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});
