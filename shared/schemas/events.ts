// Editions (issue "Editions", DESIGN D13): several events side by side in one deployment. The spec's
// routes serve the current edition; /events lists the public ones (current and archived); admins create
// drafts, make one current, and move an edition's configuration between deployments as one document.
import { z } from 'zod';
import { publicEventSchema } from './content';
import { isoDateTime } from './fields';
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

/** What admins see of an edition (drafts too). */
export const adminEditionSchema = editionSummarySchema.extend({
  id: z.number().int(),
  createdAt: z.string(),
  teams: z.number().int(),
});
export type AdminEdition = z.infer<typeof adminEditionSchema>;
export const adminEditionListSchema = z.array(adminEditionSchema);
