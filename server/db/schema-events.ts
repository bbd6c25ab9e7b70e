// The editions of the event (DESIGN D13). Every table that belongs to an edition references this one;
// accounts, sessions and the outbox do not. Part of the data model; schema.ts re-exports every table.
import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './schema-columns';

/**
 * Every edition of the event (DESIGN D13): its address, time zone, calendar, rules and facts. At most
 * one is `current` (the partial unique index): the one the spec's routes serve.
 */
export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    /** The edition's address (/events/{slug}): lower-case letters, digits and hyphens. */
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    /** IANA time zone the organizers set the dates in (e.g. Asia/Kolkata). */
    timeZone: text('time_zone').notNull().default('UTC'),
    state: text('state', { enum: ['draft', 'current', 'archived'] })
      .notNull()
      .default('draft'),
    tagline: text('tagline').notNull(),
    registrationOpensAt: timestamp('registration_opens_at', { withTimezone: true }).notNull(),
    registrationClosesAt: timestamp('registration_closes_at', { withTimezone: true }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    submissionDeadline: timestamp('submission_deadline', { withTimezone: true }).notNull(),
    winnersAnnouncedAt: timestamp('winners_announced_at', { withTimezone: true }).notNull(),
    totalPrize: text('total_prize').notNull(),
    grandPrize: text('grand_prize').notNull(),
    categoryPrize: text('category_prize').notNull(),
    teamSizeMin: integer('team_size_min').notNull().default(2),
    teamSizeMax: integer('team_size_max').notNull().default(4),
    requireFemaleMember: boolean('require_female_member').notNull().default(true),
    femaleMemberMessage: text('female_member_message').notNull().default('At least one female team member is required'),
    contactEmail: text('contact_email').notNull(),
    city: text('city').notNull(),
    discordUrl: text('discord_url'),
    winnersPublishedAt: timestamp('winners_published_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('events_slug_idx').on(t.slug),
    uniqueIndex('events_one_current_idx')
      .on(t.state)
      .where(sql`${t.state} = 'current'`),
    check('events_state_check', sql`${t.state} in ('draft', 'current', 'archived')`),
    check('events_slug_check', sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
  ],
);
