// Editions (issue "Editions", DESIGN D13): several events side by side in one deployment. The spec's
// routes serve the current edition; /events lists the public ones (current and archived); admins create
// drafts, make one current, and move an edition's configuration between deployments as one document.
import { z } from 'zod';
import { COMPOSITION_SCOPES } from '../composition';
import { GENDERS, LIMITS } from '../constants';
import { categoriesField, categoryKeyField, CATEGORY_MESSAGES, SPEC_CATEGORIES } from './categories';
import { PROBLEM_COLORS } from './problems';
import { publicEventSchema } from './content';
import { HEX_COLOR } from '../contrast';
import { isoDateTime, uploadedImagePathField, urlField } from './fields';
import { prizeSchema, rubricCriterionSchema, SPEC_RUBRIC } from './event-settings';
import { PRIZE_CURRENCIES } from '../prize-pool';
import { EVENT_MODES } from '../event-mode';
import { zoneOrUtc } from '../zoned-time';

export const EDITION_STATES = ['draft', 'current', 'archived'] as const;
export type EditionState = (typeof EDITION_STATES)[number];

export const EDITION_MESSAGES = {
  slug: 'Use lower-case letters, digits and hyphens (e.g. hackverse-2027)',
  slugTaken: 'An edition with this address already exists',
  timeZone: 'Unknown time zone (use an IANA name such as Asia/Kolkata or Europe/Berlin)',
  notFound: 'Edition not found',
  noCurrent: 'There is no current edition: the next edition is being prepared',
  nameRequired: 'Name is required',
  copyFromNotFound: 'The edition to copy from does not exist',
  alreadyCurrent: 'This edition is already the current one',
  httpLink: 'Use an http(s) link',
  datesOrder: 'Dates must follow each other: registration opens, registration closes, hacking starts, hacking ends',
} as const;

export { archivedEditionMessage } from '../edition-messages';

/** make-current of an archived edition without `reopen: true`: bringing it back is a deliberate step. */
export const reopenRequiredMessage = (name: string) =>
  `${name} is archived: reopening it makes it the current edition again (send reopen: true to confirm)`;

/**
 * make-current whose `replaces` is not the current edition any more: another organizer switched meanwhile.
 * Names the edition that is current now and, when the audit log knows it, who made it current.
 */
export const replacedMeanwhileMessage = (current: string | null, by: string | null) =>
  current
    ? `${current} is now the current edition${by ? ` (made current by ${by})` : ''}: reload and decide again`
    : 'There is no current edition any more: reload and decide again';

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const editionSlugField = z
  .string()
  .trim()
  .min(2, EDITION_MESSAGES.slug)
  .max(60, EDITION_MESSAGES.slug)
  .regex(SLUG_PATTERN, EDITION_MESSAGES.slug);

/** True for a name the runtime's time-zone database knows. */
export const isTimeZone = (name: string): boolean => name === zoneOrUtc(name);

export const timeZoneField = z
  .string()
  .trim()
  .min(1, EDITION_MESSAGES.timeZone)
  .refine(isTimeZone, EDITION_MESSAGES.timeZone);

/** A short URL-safe slug from a name: "HackVerse 2027" → "hackverse-2027". */
export function slugFromName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
}

/** GET /api/events: one line per public edition. */
export const editionSummarySchema = z.object({
  slug: z.string(),
  name: z.string(),
  state: z.enum(EDITION_STATES),
  timeZone: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
});
export type EditionSummary = z.infer<typeof editionSummarySchema>;
export const editionListSchema = z.array(editionSummarySchema);

/** GET /api/event and GET /api/events/{slug}: the public facts, with the edition's address and state. */
export const editionFactsSchema = publicEventSchema.extend({
  slug: z.string(),
  state: z.enum(EDITION_STATES),
  timeZone: z.string(),
});
export type EditionFacts = z.infer<typeof editionFactsSchema>;

export const editionSlugParamsSchema = z.object({ slug: editionSlugField });

/** `?event=slug` on admin calls: the edition an admin works on (the current one when absent). */
export const editionQuerySchema = z.object({ event: editionSlugField.optional() });
export type EditionQuery = z.infer<typeof editionQuerySchema>;

/** An instant with its offset (every date of an edition's calendar). */
export { isoDateTime };

/** An edition's calendar; each date after the one before it (registration → hacking → judging → winners). */
export const editionDatesSchema = z.object({
  registrationOpensAt: isoDateTime,
  registrationClosesAt: isoDateTime,
  startsAt: isoDateTime,
  endsAt: isoDateTime,
  submissionDeadline: isoDateTime,
  winnersAnnouncedAt: isoDateTime,
});
export type EditionDates = z.infer<typeof editionDatesSchema>;

/**
 * The calendar a clash check reads: the six dates, and when set the submission window's own opening and
 * the judging window (hand-outs start and stop with it: shared/edition-gates.ts).
 */
export type CalendarDates = EditionDates & {
  submissionOpensAt?: string | null;
  judgingOpensAt?: string | null;
  judgingClosesAt?: string | null;
};
type CalendarKey = keyof EditionDates | 'submissionOpensAt' | 'judgingOpensAt' | 'judgingClosesAt';

const DATE_ORDER: [CalendarKey, CalendarKey][] = [
  ['registrationOpensAt', 'registrationClosesAt'],
  ['registrationClosesAt', 'endsAt'],
  ['startsAt', 'endsAt'],
  ['startsAt', 'submissionDeadline'],
  ['submissionOpensAt', 'submissionDeadline'],
  ['submissionDeadline', 'winnersAnnouncedAt'],
  ['endsAt', 'winnersAnnouncedAt'],
  ['submissionDeadline', 'judgingOpensAt'],
  ['submissionDeadline', 'judgingClosesAt'],
  ['judgingOpensAt', 'judgingClosesAt'],
  ['judgingClosesAt', 'winnersAnnouncedAt'],
];

export const DATE_LABELS: Record<CalendarKey, string> = {
  registrationOpensAt: 'Registration opens',
  registrationClosesAt: 'Registration closes',
  startsAt: 'Hacking starts',
  endsAt: 'Hacking ends',
  submissionDeadline: 'Submission deadline',
  winnersAnnouncedAt: 'Winners day',
  submissionOpensAt: 'Submissions open',
  judgingOpensAt: 'Judging opens',
  judgingClosesAt: 'Judging closes',
};

/** The first pair of dates out of order, as a field and a message naming both, or null. */
export function datesClash(d: CalendarDates): { field: CalendarKey; message: string } | null {
  for (const [before, after] of DATE_ORDER) {
    const [b, a] = [d[before], d[after]];
    // An unset submission opening follows the start of hacking: nothing to compare.
    if (!b || !a) continue;
    if (Date.parse(b) > Date.parse(a))
      return { field: after, message: `${DATE_LABELS[after]} must not be before ${DATE_LABELS[before].toLowerCase()}` };
  }
  return null;
}

const datesInOrder = editionDatesSchema.superRefine((d, ctx) => {
  const clash = datesClash(d);
  if (clash) ctx.addIssue({ code: 'custom', path: [clash.field], message: clash.message });
});

/** A document's calendar: the six dates and when submissions open (null or absent: when hacking starts). */
const documentDates = editionDatesSchema
  .extend({
    submissionOpensAt: isoDateTime.nullable().optional(),
    judgingOpensAt: isoDateTime.nullable().optional(),
    judgingClosesAt: isoDateTime.nullable().optional(),
  })
  .superRefine((d, ctx) => {
    const clash = datesClash(d);
    if (clash) ctx.addIssue({ code: 'custom', path: [clash.field], message: clash.message });
  });

/** The rules and facts an edition's configuration carries (no personal data). */
export const editionSettingsSchema = z.object({
  tagline: z.string().trim().max(300),
  /** Older documents stated the pool and two prize figures apart from the list; they are read and ignored
   * (the pool is summed from `prizes`). */
  totalPrize: z.string().trim().max(60).optional(),
  grandPrize: z.string().trim().max(60).optional(),
  categoryPrize: z.string().trim().max(60).optional(),
  teamSizeMin: z.number().int().min(1).max(10),
  teamSizeMax: z.number().int().min(1).max(10),
  /** The old switch; a document with `composition` is ruled by that (shared/composition.ts). */
  requireFemaleMember: z.boolean(),
  femaleMemberMessage: z.string().trim().max(200),
  /** The composition rule (the message stays in femaleMemberMessage); absent in older documents. */
  composition: z
    .object({
      min: z.number().int().min(0).max(10),
      gender: z.enum(GENDERS),
      scope: z.enum(COMPOSITION_SCOPES),
    })
    .optional(),
  contactEmail: z.email('Enter a valid email'),
  city: z.string().trim().max(120),
  discordUrl: urlField({ message: EDITION_MESSAGES.httpLink }).nullable(),
  // The Event area's settings (DESIGN D14). Defaults keep documents exported before them importable.
  shortName: z.string().trim().max(40).default(''),
  accentColor: z.string().regex(HEX_COLOR).nullable().default(null),
  /** /api/images/{hash}.{ext}; kept on import only when this deployment has that image. */
  logoUrl: uploadedImagePathField.max(200).nullable().default(null),
  eligibility: z.string().trim().max(1000).default(''),
  minAge: z.number().int().min(0).max(120).default(13),
  guardianConsentUnder: z.number().int().min(0).max(120).default(18),
  registrationOpen: z.boolean().default(true),
  teamCap: z.number().int().min(1).nullable().default(null),
  prizes: z.array(prizeSchema).max(50).default([]),
  prizeCurrency: z.enum(PRIZE_CURRENCIES).default('USD'),
  severalPrizesPerTeam: z.boolean().default(true),
  rubric: z.array(rubricCriterionSchema).max(12).default(SPEC_RUBRIC),
  graceMinutes: z
    .number()
    .int()
    .min(0)
    .max(24 * 60)
    .default(0),
  feedbackRelease: z.enum(['immediate', 'with_results']).default('with_results'),
  /** The edition's tracks; a document from before they were data used the spec's five. */
  categories: categoriesField.default(SPEC_CATEGORIES),
  /** The hero's line under the name and the footer's words ('' = none), the organizers' own. */
  heroLine: z.string().trim().max(120).default(''),
  footerBlurb: z.string().trim().max(400).default(''),
  /** Where it happens; a document from before this showed "online", and keeps it. */
  mode: z.enum(EVENT_MODES).default('online'),
});
export type EditionSettings = z.infer<typeof editionSettingsSchema>;

/** A challenge as an edition's configuration carries it (the spec's Challenge fields). */
export const editionChallengeSchema = z.object({
  slug: z.string().trim().min(1).max(120),
  title: z.string().trim().min(1).max(200),
  category: categoryKeyField,
  description: z.string().max(2000),
  longDescription: z.string().max(20000),
  difficulty: z.number().int().min(LIMITS.difficultyMin).max(LIMITS.difficultyMax),
  prize: z.string().max(60),
  color: z.enum(PROBLEM_COLORS),
  requirements: z.array(z.string().max(500)).max(50),
  resources: z.array(z.object({ name: z.string().max(200), url: urlField() })).max(50),
  timeline: z.array(z.object({ phase: z.string().max(200), deadline: z.string().max(200) })).max(50),
  evaluation: z.array(z.object({ criteria: z.string().max(200), weight: z.number().min(0).max(100) })).max(20),
  faqs: z.array(z.object({ question: z.string().max(500), answer: z.string().max(5000) })).max(50),
  active: z.boolean(),
});
export type EditionChallenge = z.infer<typeof editionChallengeSchema>;

export const EDITION_DOCUMENT_FORMAT = 'hackathon-edition';
export const EDITION_DOCUMENT_VERSION = 1;

/**
 * GET /api/admin/events/{slug}/export and POST /api/admin/events/import: an edition's configuration as
 * one JSON document (settings, calendar, judging rules, challenges, pages), never personal data.
 */
export const editionDocumentSchema = z
  .object({
    format: z.literal(EDITION_DOCUMENT_FORMAT),
    version: z.literal(EDITION_DOCUMENT_VERSION),
    name: z.string().trim().min(1).max(120),
    timeZone: timeZoneField,
    dates: documentDates,
    settings: editionSettingsSchema,
    judging: z.object({
      targetReviews: z.number().int().min(1).max(20),
      holdMinutes: z
        .number()
        .int()
        .min(1)
        .max(24 * 60),
    }),
    challenges: z.array(editionChallengeSchema).max(100),
    /** The edition's public pages, by name (filled once pages are the edition's data). */
    pages: z.record(z.string(), z.unknown()).default({}),
  })
  .superRefine((doc, ctx) => {
    // A challenge of a track the document does not have would show under no tab.
    const keys = new Set(doc.settings.categories.map((c) => c.key));
    doc.challenges.forEach((c, i) => {
      if (!keys.has(c.category))
        ctx.addIssue({ code: 'custom', path: ['challenges', i, 'category'], message: CATEGORY_MESSAGES.unknown });
    });
  });
export type EditionDocument = z.infer<typeof editionDocumentSchema>;

/** POST /api/admin/events: a draft, empty or copied from an edition with its dates moved. */
export const createEditionSchema = z.object({
  name: z.string().trim().min(1, EDITION_MESSAGES.nameRequired).max(120),
  slug: editionSlugField,
  timeZone: timeZoneField.optional(),
  copyFrom: editionSlugField.optional(),
  shiftDays: z.number().int().min(-3650).max(3650).optional(),
  dates: datesInOrder.optional(),
});
export type CreateEdition = z.infer<typeof createEditionSchema>;

/**
 * POST /api/admin/events/{slug}/make-current. `replaces`: the edition the organizer sees as current (null:
 * none), refused with 409 when another one is current by now; absent, the switch happens unchecked (the
 * call as it always was). `reopen: true` confirms bringing an archived edition back.
 */
export const makeCurrentSchema = z.object({
  replaces: editionSlugField.nullable().optional(),
  reopen: z.boolean().optional(),
});
export type MakeCurrentRequest = z.infer<typeof makeCurrentSchema>;

/** POST /api/admin/events/import. */
export const importEditionSchema = z.object({
  name: z.string().trim().min(1, EDITION_MESSAGES.nameRequired).max(120),
  slug: editionSlugField,
  document: editionDocumentSchema,
});
export type ImportEdition = z.infer<typeof importEditionSchema>;

/** What admins see of an edition (drafts too). */
export const adminEditionSchema = editionSummarySchema.extend({
  id: z.number().int(),
  createdAt: z.string(),
  teams: z.number().int(),
});
export type AdminEdition = z.infer<typeof adminEditionSchema>;
export const adminEditionListSchema = z.array(adminEditionSchema);
