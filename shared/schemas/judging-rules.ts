// Judging (issue 11): the constants, messages and settings every judging contract shares.
import { z } from 'zod';
import { FIELD_MESSAGES } from './fields';

const isoDate = z.string();

/**
 * Public mail providers: two judges or a judge and a participant sharing one of these domains says
 * nothing about their being close, so no automatic conflict comes from them.
 */
export const PUBLIC_MAIL_DOMAINS = [
  'gmail.com',
  'googlemail.com',
  'outlook.com',
  'hotmail.com',
  'live.com',
  'msn.com',
  'yahoo.com',
  'ymail.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'aol.com',
  'proton.me',
  'protonmail.com',
  'pm.me',
  'gmx.com',
  'gmx.de',
  'gmx.net',
  'web.de',
  'mail.com',
  'zoho.com',
  'yandex.com',
  'yandex.ru',
  'mail.ru',
  'qq.com',
  '163.com',
  'fastmail.com',
  'hey.com',
  'tutanota.com',
  // Reserved for examples (RFC 2606): demo and test accounts use them, and they name no organisation.
  'example.com',
  'example.org',
  'example.net',
] as const;

/** The domain of an address, lower-cased; null when it is one of PUBLIC_MAIL_DOMAINS (or has none). */
export function organisationDomain(email: string): string | null {
  const at = email.lastIndexOf('@');
  if (at < 0) return null;
  const domain = email
    .slice(at + 1)
    .trim()
    .toLowerCase();
  if (!domain || (PUBLIC_MAIL_DOMAINS as readonly string[]).includes(domain)) return null;
  return domain;
}

export const JUDGING_DEFAULTS = {
  targetReviews: 3,
  /** How long a handed-out submission stays reserved for its judge. */
  holdMinutes: 20,
  /** At most this many submissions held by one judge at once (a short queue). */
  maxHolds: 5,
  /** The places the ranking protects (overall podium). */
  prizePlaces: 3,
} as const;

export { JUDGING_MESSAGES } from '../judging-messages';

// ----- settings -----

export const JUDGING_STATES = ['not_started', 'open', 'closed'] as const;
export type JudgingState = (typeof JUDGING_STATES)[number];

/** The edition's submission window as judging sees it (judging waits for it to close). */
export const judgingWindowSchema = z.object({
  /** The deadline plus any grace period. */
  closesAt: isoDate,
  /** Teams can still submit or change projects. */
  open: z.boolean(),
  /** Projects that can still change (drafts and submitted ones of approved teams), while open. */
  changeable: z.number().int(),
  /** 'Submissions stay open until 15 May, 23:59 IST: 12 projects can still change'; null once closed. */
  notice: z.string().nullable(),
});
export type JudgingWindow = z.infer<typeof judgingWindowSchema>;

export const judgingSettingsSchema = z.object({
  state: z.enum(JUDGING_STATES),
  targetReviews: z.number().int(),
  holdMinutes: z.number().int(),
  /** Stop handing out reviews once every project has the target (otherwise extras are spread). */
  stopAtTarget: z.boolean(),
  /** Opened before the submission window closed (an override): judges are handed work at once. */
  openedEarly: z.boolean(),
  openedAt: isoDate.nullable(),
  closedAt: isoDate.nullable(),
  window: judgingWindowSchema.optional(),
});
export type JudgingSettings = z.infer<typeof judgingSettingsSchema>;

/** PATCH /api/admin/judging/settings: open or close judging, change the target. */
export const updateJudgingSettingsSchema = z
  .object({
    state: z.enum(['open', 'closed']).optional(),
    targetReviews: z
      .number()
      .int()
      .min(1, { error: 'At least 1 review' })
      .max(20, { error: 'At most 20 reviews' })
      .optional(),
    holdMinutes: z.number().int().min(5).max(240).optional(),
    stopAtTarget: z.boolean().optional(),
    /** Opening while the submission window is open is an override: refused (409) without it. */
    force: z.boolean().optional(),
  })
  .refine(
    (v) =>
      v.state !== undefined ||
      v.targetReviews !== undefined ||
      v.holdMinutes !== undefined ||
      v.stopAtTarget !== undefined,
    { error: FIELD_MESSAGES.nothingToChange },
  );
export type UpdateJudgingSettings = z.infer<typeof updateJudgingSettingsSchema>;
