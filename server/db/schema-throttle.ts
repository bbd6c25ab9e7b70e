// Abuse limits shared by every instance (DESIGN D12): fixed-window counters, and the devices that have
// signed in to an account before (their attempts get their own budget, so an attacker guessing at an
// account cannot lock its owner out). Part of the data model; schema.ts re-exports every table.
import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './schema-accounts';

export const rateCounters = pgTable(
  'rate_counters',
  {
    /** `<limit name>:<subject>`, e.g. `login-account:u42` or `register:203.0.113.7`. */
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    /** End of the current window; a hit after it starts a new one. */
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  // The sweep deletes ended windows.
  (t) => [index('rate_counters_reset_at_idx').on(t.resetAt)],
);

export const loginDevices = pgTable(
  'login_devices',
  {
    /** SHA-256 of the device cookie's random token; one browser may hold the accounts of several people. */
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.tokenHash, t.userId] }), index('login_devices_user_idx').on(t.userId)],
);
