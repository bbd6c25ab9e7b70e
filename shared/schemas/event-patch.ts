// The admin's Event area (issue "Organizers make the event theirs"): PATCH /api/admin/events/{slug} takes
// any of an edition's basics, dates, rules, prizes and rubric plus the `version` the editor read; the
// admin's GET answers the edition with that version and who saved it last. One schema per section, so the
// form of each section and the server read the same rules.
import { z } from 'zod';
import { accentVerdict, HEX_COLOR } from '../contrast';
import { PRIZE_CURRENCIES } from '../prize-pool';
import { EVENT_MODES } from '../event-mode';
import { formatInZone } from '../zoned-time';
import { emailField, optionalUrlField } from './fields';
import {
  datesClash,
  DATE_LABELS,
  EDITION_MESSAGES,
  editionFactsSchema,
  isoDateTime,
  timeZoneField,
  type CalendarDates,
} from './events';
import { categoriesField } from './categories';
import { gallerySettingsSchema } from './gallery-settings';
import { mentoringSettingsSchema } from './mentoring';
import { prizeSchema, rubricCriterionSchema, type Prize, type RubricCriterion } from './event-settings';

export const SETTINGS_MESSAGES = {
  versionRequired: 'The version you edited is required (reload the page)',
  accentFormat: 'Use a colour as #rrggbb',
  teamSizeRange: 'Team size is 1 to 10',
  teamSize: 'Minimum team size must not be more than the maximum',
  compositionOverTeam: 'The composition rule asks for more people than a team may have',
  guardianAge: 'Guardian consent age must not be below the minimum age',
  rubricSum: (sum: number) => `Rubric weights must add up to 100 (they add up to ${sum})`,
  rubricEmpty: 'The rubric needs at least one criterion',
  duplicateKey: 'Each criterion needs its own key',
  duplicatePrize: 'Each prize needs its own id',
  prizeChallenge: 'Choose the challenge this prize is for',
  prizeTrack: 'Name the track this prize is for',
  currency: 'Choose the currency of the prizes from the list',
  unknownChallenge: 'No challenge with this address in this edition',
  archived: (name: string, fields: string) =>
    `${name} is archived: its ${fields} can no longer change (only the name, look and contact can)`,
  nothingToSave: 'Nothing to save: send at least one setting',
  timeZoneLocked: (name: string, state: string) =>
    `${name} is ${state === 'current' ? 'live' : 'archived'}: its time zone can change only while it is a draft (people already read its dates in this zone)`,
  rubricScored: (n: number) =>
    `Judges have already scored ${n === 1 ? '1 evaluation' : `${n} evaluations`} with this rubric: changing its criteria or weights now would change what those scores mean. Names and descriptions can still change.`,
} as const;

/**
 * Messages a 409 on a stale version carries ("Changed by Alice Admin at 26 Nov, 14:02 CET — …"): the time
 * in the edition's zone, as every time the organizers read (issue 31, "Times: one rule").
 */
export function staleVersionMessage(who: string | null, at: string, timeZone: string): string {
  return `Changed by ${who ?? 'another organizer'} at ${formatInZone(at, timeZone)} — reload to see their version`;
}

// The one URL rule of every stored link (fields.ts urlField), worded as the Event area says it.
const optionalLink = optionalUrlField({ message: EDITION_MESSAGES.httpLink })
  .nullable()
  .transform((v) => (v ? v : null));

export const accentColorField = z
  .string()
  .trim()
  .regex(HEX_COLOR, SETTINGS_MESSAGES.accentFormat)
  .transform((v) => v.toLowerCase())
  .superRefine((v, ctx) => {
    const verdict = accentVerdict(v);
    if (!verdict.ok) ctx.addIssue({ code: 'custom', message: verdict.message });
  });

/** Basics: what the edition is called and how it looks; the only section an archived edition still edits. */
export const basicsSchema = z.object({
  name: z.string().trim().min(1, EDITION_MESSAGES.nameRequired).max(120),
  shortName: z.string().trim().max(40, 'Keep the short name to 40 characters'),
  tagline: z.string().trim().max(300),
  accentColor: accentColorField.nullable(),
  contactEmail: emailField,
  city: z.string().trim().min(1, 'City is required (or "Online")').max(120),
  discordUrl: optionalLink,
  /** The hero's line under the name ('' = none), e.g. "Build. Compete. Win." */
  heroLine: z.string().trim().max(120, 'Keep the hero line to 120 characters'),
  /** The footer's words about the event ('' = none). */
  footerBlurb: z.string().trim().max(400, 'Keep the footer text to 400 characters'),
  /** Where it happens: the hero says "online", the city, or both. */
  mode: z.enum(EVENT_MODES, { error: 'Choose where the event happens' }),
});

export const datesSectionSchema = z.object({
  /** The IANA zone the dates are typed and shown in; changes only while the edition is a draft. */
  timeZone: timeZoneField,
  registrationOpensAt: isoDateTime,
  registrationClosesAt: isoDateTime,
  startsAt: isoDateTime,
  endsAt: isoDateTime,
  submissionDeadline: isoDateTime,
  winnersAnnouncedAt: isoDateTime,
  /** Null: submissions open when hacking starts. */
  submissionOpensAt: isoDateTime.nullable(),
  /** The judging window (null: hand-outs from the close of submissions, with no end). */
  judgingOpensAt: isoDateTime.nullable(),
  judgingClosesAt: isoDateTime.nullable(),
  graceMinutes: z
    .number()
    .int()
    .min(0)
    .max(24 * 60, 'Grace is at most 24 hours (1440 minutes)'),
});

const teamSizeField = z.number().int().min(1, SETTINGS_MESSAGES.teamSizeRange).max(10, SETTINGS_MESSAGES.teamSizeRange);

export const rulesSchema = z.object({
  teamSizeMin: teamSizeField,
  teamSizeMax: teamSizeField,
  /** 0 = no composition rule. */
  compositionMin: z.number().int().min(0).max(10),
  compositionGender: z.string().trim().min(1, 'Name the gender the rule counts').max(40),
  compositionScope: z.enum(['members', 'team']),
  /** Stored in female_member_message: what registration says when the rule is not met. */
  compositionMessage: z.string().trim().max(200),
  registrationOpen: z.boolean(),
  teamCap: z.number().int().min(1, 'A cap is at least 1 team').max(100000).nullable(),
  eligibility: z.string().trim().max(1000),
  minAge: z.number().int().min(0).max(120),
  guardianConsentUnder: z.number().int().min(0).max(120),
  feedbackRelease: z.enum(['immediate', 'with_results']),
});

function checkPrizes(prizes: Prize[], ctx: z.RefinementCtx) {
  const seen = new Set<string>();
  prizes.forEach((p, i) => {
    if (seen.has(p.id)) ctx.addIssue({ code: 'custom', path: [i, 'id'], message: SETTINGS_MESSAGES.duplicatePrize });
    seen.add(p.id);
    if (p.scope === 'challenge' && !p.challenge)
      ctx.addIssue({ code: 'custom', path: [i, 'challenge'], message: SETTINGS_MESSAGES.prizeChallenge });
    if (p.scope === 'track' && !p.track)
      ctx.addIssue({ code: 'custom', path: [i, 'track'], message: SETTINGS_MESSAGES.prizeTrack });
  });
}

function checkRubric(rubric: RubricCriterion[], ctx: z.RefinementCtx) {
  if (rubric.length === 0) return ctx.addIssue({ code: 'custom', message: SETTINGS_MESSAGES.rubricEmpty });
  const keys = new Set<string>();
  rubric.forEach((c, i) => {
    if (keys.has(c.key)) ctx.addIssue({ code: 'custom', path: [i, 'key'], message: SETTINGS_MESSAGES.duplicateKey });
    keys.add(c.key);
  });
  const sum = rubric.reduce((s, c) => s + c.weight, 0);
  if (sum !== 100) ctx.addIssue({ code: 'custom', message: SETTINGS_MESSAGES.rubricSum(sum) });
}

/** The Prizes section's rules beside the list: the currency, and whether a team may win several prizes. */
export const prizeRulesSchema = z.object({
  prizeCurrency: z.enum(PRIZE_CURRENCIES, { error: SETTINGS_MESSAGES.currency }),
  severalPrizesPerTeam: z.boolean(),
});

export const prizesField = z.array(prizeSchema).max(50).superRefine(checkPrizes);
export const rubricField = z.array(rubricCriterionSchema).max(12).superRefine(checkRubric);

/** PATCH /api/admin/events/{slug}: any settings, plus the version the editor read. */
export const eventPatchSchema = basicsSchema
  .extend(datesSectionSchema.shape)
  .extend(rulesSchema.shape)
  .extend({ prizes: prizesField, rubric: rubricField, categories: categoriesField, ...prizeRulesSchema.shape })
  .extend(gallerySettingsSchema.shape)
  .extend(mentoringSettingsSchema.shape)
  .partial()
  .extend({ version: z.number({ error: SETTINGS_MESSAGES.versionRequired }).int().min(1) });
export type EventPatch = z.infer<typeof eventPatchSchema>;
export type EventPatchInput = z.input<typeof eventPatchSchema>;

/** The fields an archived edition still takes: its name, look and contact. */
export const ARCHIVED_EDITABLE = [
  'name',
  'shortName',
  'tagline',
  'accentColor',
  'contactEmail',
  'city',
  'discordUrl',
  'heroLine',
  'footerBlurb',
  'mode',
  // An archived edition's gallery stays readable, and can still be published (or taken down).
  'galleryPublished',
];

/** The settings whose values together must agree, as the stored edition and the change make them. */
export type MergedSettings = CalendarDates & {
  teamSizeMin: number;
  teamSizeMax: number;
  compositionMin: number;
  minAge: number;
  guardianConsentUnder: number;
};

/**
 * The first rule the settings break together (dates in order, team size, composition, ages), as the field
 * it lands on and a message naming what clashes; null when they agree. The server runs it on the stored
 * edition with the change applied; each form on its own section.
 */
export function settingsClash(s: MergedSettings): { field: string; message: string } | null {
  const dates = datesClash(s);
  if (dates) return dates;
  if (s.teamSizeMin > s.teamSizeMax) return { field: 'teamSizeMin', message: SETTINGS_MESSAGES.teamSize };
  if (s.compositionMin > s.teamSizeMax)
    return { field: 'compositionMin', message: SETTINGS_MESSAGES.compositionOverTeam };
  if (s.guardianConsentUnder < s.minAge)
    return { field: 'guardianConsentUnder', message: SETTINGS_MESSAGES.guardianAge };
  return null;
}

/**
 * The index of the first challenge prize naming a challenge the edition does not have (by address), or
 * -1: the Event area's save checks the stored challenges, an import the document's own.
 */
export function unknownPrizeChallenge(prizes: readonly Prize[], challengeSlugs: ReadonlySet<string>): number {
  return prizes.findIndex((p) => p.scope === 'challenge' && !!p.challenge && !challengeSlugs.has(p.challenge));
}

export { DATE_LABELS };

/** GET /api/events/{slug} as an admin, and the PATCH's answer: the edition with its version and last save. */
export const editionVersionSchema = z.object({
  version: z.number().int(),
  updatedAt: z.string(),
  /** The name of who saved last (null: the seed, or an account since removed). */
  updatedBy: z.string().nullable(),
});
export type EditionVersion = z.infer<typeof editionVersionSchema>;

export const adminEditionFactsSchema = editionFactsSchema.extend(editionVersionSchema.shape);
export type AdminEditionFacts = z.infer<typeof adminEditionFactsSchema>;

/** GET /api/events/{slug}: visitors get the facts; admins get the version and last save too. */
export const editionFactsMaybeVersionedSchema = editionFactsSchema.extend(editionVersionSchema.partial().shape);

/** The 409's `details` on a stale version. */
export const staleVersionDetailsSchema = z.object({
  updatedBy: z.string().nullable(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export type StaleVersionDetails = z.infer<typeof staleVersionDetailsSchema>;

/** POST /api/admin/events/{slug}/logo's answer. */
export const imageUploadedSchema = z.object({ url: z.string() });

export const IMAGE_MESSAGES = {
  missing: 'Attach the image in the field "file"',
  type: 'Upload a PNG, SVG or WebP image (the file is none of these)',
  tooLarge: 'The image is larger than 256 KB',
  svgUnsafe: 'This SVG cannot be used: it is not a well-formed image',
  notFound: 'Image not found',
} as const;
export const IMAGE_MAX_BYTES = 256 * 1024;
