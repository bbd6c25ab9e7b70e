// The editions of the event (DESIGN D13). Every table that belongs to an edition references this one;
// accounts, sessions and the outbox do not. Part of the data model; schema.ts re-exports every table.
import { sql } from 'drizzle-orm';
import { EVENT_MODES } from '@shared/event-mode';
import {
  boolean,
  check,
  customType,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
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
    teamSizeMin: integer('team_size_min').notNull().default(2),
    teamSizeMax: integer('team_size_max').notNull().default(4),
    requireFemaleMember: boolean('require_female_member').notNull().default(true),
    femaleMemberMessage: text('female_member_message').notNull().default('At least one female team member is required'),
    contactEmail: text('contact_email').notNull(),
    city: text('city').notNull(),
    discordUrl: text('discord_url'),
    winnersPublishedAt: timestamp('winners_published_at', { withTimezone: true }),
    createdAt: createdAt(),

    // Organizer-owned settings (issue "Organizers make the event theirs", DESIGN D14). `version` grows
    // on every save of the row, so a save over someone else's newer one is refused (409) and nothing
    // is lost; `updated_by`/`updated_at` name who saved last in that refusal.
    version: integer('version').notNull().default(1),
    updatedBy: integer('updated_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The header's name ('' = the full name). */
    shortName: text('short_name').notNull().default(''),
    /** /api/images/{hash}.{ext}: the uploaded logo, or none. */
    logoUrl: text('logo_url'),
    /** #rrggbb, checked for AA contrast on save; null = the theme's own accent. */
    accentColor: text('accent_color'),
    /** Who may take part, in the organizers' words (shown on /register beside the terms checkbox). */
    eligibility: text('eligibility').notNull().default(''),
    minAge: integer('min_age').notNull().default(13),
    /** People under this age need a guardian's consent. */
    guardianConsentUnder: integer('guardian_consent_under').notNull().default(18),
    /** An organizer can close registration before its date (or keep it closed). */
    registrationOpen: boolean('registration_open').notNull().default(true),
    /** At most this many teams take part (pending + approved); later ones wait in order. Null = no cap. */
    teamCap: integer('team_cap'),
    /** The composition rule: at least `compositionMin` people of `compositionGender` (0 = no rule). */
    compositionMin: integer('composition_min').notNull().default(0),
    compositionGender: text('composition_gender').notNull().default('female'),
    /** Counted over the members list only (the spec's rule) or over the whole team, leader included. */
    compositionScope: text('composition_scope', { enum: ['members', 'team'] })
      .notNull()
      .default('members'),
    prizes: jsonb('prizes').$type<unknown[]>().notNull().default([]),
    /** ISO 4217 code the prizes are in (shared/prize-pool.ts PRIZE_CURRENCIES); bare amounts are written in it. */
    prizeCurrency: text('prize_currency').notNull().default('USD'),
    /** Whether one team may win several prizes; when not, Announce Winners refuses a team twice. */
    severalPrizesPerTeam: boolean('several_prizes_per_team').notNull().default(true),
    /** The edition's evaluation criteria [{key, name, description, weight}], what judges score. */
    rubric: jsonb('rubric').$type<unknown[]>().notNull().default([]),

    // The calendar (issue "The calendar drives the product").
    /** Projects are accepted from here (null = from the start of hacking) to the deadline + grace. */
    submissionOpensAt: timestamp('submission_opens_at', { withTimezone: true }),
    graceMinutes: integer('grace_minutes').notNull().default(0),
    /**
     * The calendar's judging window (optional): judges are handed work from its opening (unless judging
     * was opened early) until its close. Null = from the close of submissions, with no end.
     */
    judgingOpensAt: timestamp('judging_opens_at', { withTimezone: true }),
    judgingClosesAt: timestamp('judging_closes_at', { withTimezone: true }),
    /** An organizer's explicit phase, overriding the dates (audit-logged); null = follow the dates. */
    phaseOverride: text('phase_override'),
    /** When teams see judges' notes: at once (the spec's dashboard) or with the results. */
    feedbackRelease: text('feedback_release', { enum: ['immediate', 'with_results'] })
      .notNull()
      .default('with_results'),

    // The organizers' own event (issue 31, DESIGN D18): its tracks and its public words.
    /** [{key, name, short}]: the edition's categories; challenges name one by key. */
    categories: jsonb('categories').$type<unknown[]>().notNull().default([]),
    /** The hero's line under the name ('' = none). */
    heroLine: text('hero_line').notNull().default(''),
    /** The footer's words about the event ('' = none). */
    footerBlurb: text('footer_blurb').notNull().default(''),
    /** Where it happens: online, in person at `city`, or both (the hero and the page description say it). */
    mode: text('mode', { enum: EVENT_MODES }).notNull().default('online'),

    // The projects gallery and People's Choice (issue 33, decision 0019).
    /** Visitors see the edition's projects at /projects and /events/{slug}/projects (admins always do). */
    galleryPublished: boolean('gallery_published').notNull().default(false),
    /** Teams edit their project's story until then (null: until the edition is archived). */
    galleryEditsCloseAt: timestamp('gallery_edits_close_at', { withTimezone: true }),
    /** The People's Choice window (both null: no vote in this edition). */
    votingOpensAt: timestamp('voting_opens_at', { withTimezone: true }),
    votingClosesAt: timestamp('voting_closes_at', { withTimezone: true }),
    /** A ballot names at most this many projects. */
    votesPerPerson: integer('votes_per_person').notNull().default(3),
    /** Visitors without an account may vote once they verify an email address by a link. */
    votingVisitors: boolean('voting_visitors').notNull().default(false),
    /** Accounts created after the window opened may vote (off: they may not, a common rigging route). */
    votingNewAccounts: boolean('voting_new_accounts').notNull().default(false),

    // Mentors on call (issue 34): the help queue's window overrides and the escalation threshold.
    /** Null: the queue opens when hacking starts (the phase decides). */
    helpQueueOpensAt: timestamp('help_queue_opens_at', { withTimezone: true }),
    /** Null: the queue closes at the submission deadline. */
    helpQueueClosesAt: timestamp('help_queue_closes_at', { withTimezone: true }),
    /** A request waiting this many minutes emails the matching mentors on shift, once. */
    helpEscalationMinutes: integer('help_escalation_minutes').notNull().default(15),

    /** Personal data of the edition's participants is erased this many months after the results (issue 35). */
    retentionMonths: integer('retention_months').notNull().default(12),
    /** When the retention job erased it (null: not yet). */
    personalDataErasedAt: timestamp('personal_data_erased_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('events_slug_idx').on(t.slug),
    uniqueIndex('events_one_current_idx')
      .on(t.state)
      .where(sql`${t.state} = 'current'`),
    check('events_retention_months_check', sql`${t.retentionMonths} between 1 and 120`),
    check('events_state_check', sql`${t.state} in ('draft', 'current', 'archived')`),
    check('events_slug_check', sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
  ],
);

/**
 * An edition's pages (DESIGN D14): one versioned document per page, validated by the page's shared zod
 * schema; Markdown fields carry the HTML the server rendered when the page was saved.
 */
export const eventPages = pgTable(
  'event_pages',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    page: text('page').notNull(),
    document: jsonb('document').$type<unknown>().notNull(),
    version: integer('version').notNull().default(1),
    updatedBy: integer('updated_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.page] })],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

/** Uploaded images (logos, sponsor logos), addressed by their content hash and served with a long cache. */
export const images = pgTable(
  'images',
  {
    id: serial('id').primaryKey(),
    /** sha256 of the stored bytes, hex: the address, so a changed image gets a new URL. */
    hash: text('hash').notNull(),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    eventId: integer('event_id').references(() => events.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('images_hash_idx').on(t.hash)],
);
