// An edition's configuration as one document (issue "Editions"): what export writes and import reads, to
// move an edition between deployments: settings, calendar, judging rules, challenges and pages, never
// personal data. The import's cross-field rules are in edition-document-check.ts.
import { z } from 'zod';
import { COMPOSITION_SCOPES } from '../composition';
import { GENDERS, LIMITS } from '../constants';
import { HEX_COLOR } from '../contrast';
import { EVENT_MODES } from '../event-mode';
import { PRIZE_CURRENCIES } from '../prize-pool';
import { categoriesField, CATEGORY_MESSAGES, categoryKeyField, SPEC_CATEGORIES } from './categories';
import { prizeSchema, rubricCriterionSchema, SPEC_RUBRIC } from './event-settings';
import { datesClash, EDITION_MESSAGES, editionDatesSchema, editionSlugField, timeZoneField } from './events';
import { isoDateTime, uploadedImagePathField, urlField } from './fields';
import { PROBLEM_COLORS } from './problems';

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

/** POST /api/admin/events/import. */
export const importEditionSchema = z.object({
  name: z.string().trim().min(1, EDITION_MESSAGES.nameRequired).max(120),
  slug: editionSlugField,
  document: editionDocumentSchema,
});
export type ImportEdition = z.infer<typeof importEditionSchema>;
