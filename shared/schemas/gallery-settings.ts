// The gallery and People's Choice settings of an edition (issue 33): part of PATCH /api/admin/events/{slug}
// (the contract names galleryPublished, votingOpensAt, votingClosesAt and votesPerPerson) and of the
// edition's facts, so the Event area's section, the gallery and the ballot read one set of rules.
import { z } from 'zod';
import { isoDateTime } from './fields';

export const GALLERY_SETTINGS_MESSAGES = {
  votingBoth: 'Set both the opening and the close of voting, or neither',
  votingOrder: 'Voting must close after it opens',
  votesPerPerson: 'A ballot names 1 to 10 projects',
} as const;

export const gallerySettingsSchema = z.object({
  /** Visitors see the projects at /projects and /events/{slug}/projects. */
  galleryPublished: z.boolean(),
  /** Teams edit their project's story until then (null: until the edition is archived). */
  galleryEditsCloseAt: isoDateTime.nullable(),
  /** The People's Choice window (both null: no vote). */
  votingOpensAt: isoDateTime.nullable(),
  votingClosesAt: isoDateTime.nullable(),
  votesPerPerson: z
    .number()
    .int()
    .min(1, GALLERY_SETTINGS_MESSAGES.votesPerPerson)
    .max(10, GALLERY_SETTINGS_MESSAGES.votesPerPerson),
  /** Visitors without an account vote once they verify an email address by a link. */
  votingVisitors: z.boolean(),
  /** Accounts created after the window opened may vote. */
  votingNewAccounts: z.boolean(),
});
export type GallerySettings = z.infer<typeof gallerySettingsSchema>;

/** The window's rule on the stored settings with a change applied: the field it lands on, or null. */
export function votingWindowClash(s: {
  votingOpensAt: string | null;
  votingClosesAt: string | null;
}): { field: string; message: string } | null {
  if (!s.votingOpensAt !== !s.votingClosesAt)
    return {
      field: s.votingOpensAt ? 'votingClosesAt' : 'votingOpensAt',
      message: GALLERY_SETTINGS_MESSAGES.votingBoth,
    };
  if (s.votingOpensAt && s.votingClosesAt && Date.parse(s.votingClosesAt) <= Date.parse(s.votingOpensAt))
    return { field: 'votingClosesAt', message: GALLERY_SETTINGS_MESSAGES.votingOrder };
  return null;
}
