// An edition's configuration as one portable document (settings, calendar, judging rules, challenges,
// pages; never personal data): the export, the import, and the copy a new edition starts from.
import { asc, eq } from 'drizzle-orm';
import {
  EDITION_DOCUMENT_FORMAT,
  EDITION_DOCUMENT_VERSION,
  editionDocumentSchema,
  type EditionDocument,
  type EditionSettings,
} from '@shared/schemas/edition-document';
import { GENDERS } from '@shared/constants';
import type { Tx } from '../../../db/client';
import { judgingSettings, problems } from '../../../db/schema';
import { pagesOf } from '../../content/index';
import type { EditionRow } from './directory';
import { categoriesOf, currencyOf, prizesOf, rubricOf } from './facts';

/** The columns of `events` an edition's settings fill. */
export const settingsOf = (s: EditionSettings) => ({
  tagline: s.tagline,
  teamSizeMin: s.teamSizeMin,
  teamSizeMax: s.teamSizeMax,
  requireFemaleMember: s.requireFemaleMember,
  femaleMemberMessage: s.femaleMemberMessage,
  // The composition rule decides (registration/checks.ts); an older document has only the switch.
  compositionMin: s.composition?.min ?? (s.requireFemaleMember ? 1 : 0),
  compositionGender: s.composition?.gender ?? 'female',
  compositionScope: s.composition?.scope ?? ('members' as const),
  contactEmail: s.contactEmail,
  city: s.city,
  discordUrl: s.discordUrl,
  shortName: s.shortName,
  accentColor: s.accentColor,
  logoUrl: s.logoUrl,
  eligibility: s.eligibility,
  minAge: s.minAge,
  guardianConsentUnder: s.guardianConsentUnder,
  registrationOpen: s.registrationOpen,
  teamCap: s.teamCap,
  prizes: s.prizes,
  prizeCurrency: s.prizeCurrency,
  severalPrizesPerTeam: s.severalPrizesPerTeam,
  rubric: s.rubric,
  graceMinutes: s.graceMinutes,
  feedbackRelease: s.feedbackRelease,
  categories: s.categories,
  heroLine: s.heroLine,
  footerBlurb: s.footerBlurb,
  mode: s.mode,
});

export async function documentOf(tx: Tx, row: EditionRow): Promise<EditionDocument> {
  const [judging] = await tx.select().from(judgingSettings).where(eq(judgingSettings.eventId, row.id));
  const challenges = await challengesOf(tx, row.id);
  const doc: EditionDocument = {
    format: EDITION_DOCUMENT_FORMAT,
    version: EDITION_DOCUMENT_VERSION,
    name: row.name,
    timeZone: row.timeZone,
    dates: {
      registrationOpensAt: row.registrationOpensAt.toISOString(),
      registrationClosesAt: row.registrationClosesAt.toISOString(),
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt.toISOString(),
      submissionDeadline: row.submissionDeadline.toISOString(),
      winnersAnnouncedAt: row.winnersAnnouncedAt.toISOString(),
      submissionOpensAt: row.submissionOpensAt?.toISOString() ?? null,
      judgingOpensAt: row.judgingOpensAt?.toISOString() ?? null,
      judgingClosesAt: row.judgingClosesAt?.toISOString() ?? null,
    },
    settings: {
      tagline: row.tagline,
      teamSizeMin: row.teamSizeMin,
      teamSizeMax: row.teamSizeMax,
      requireFemaleMember: row.compositionMin > 0 && row.compositionGender === 'female',
      femaleMemberMessage: row.femaleMemberMessage,
      composition: {
        min: row.compositionMin,
        gender: GENDERS.find((g) => g === row.compositionGender) ?? 'female',
        scope: row.compositionScope === 'team' ? 'team' : 'members',
      },
      contactEmail: row.contactEmail,
      city: row.city,
      discordUrl: row.discordUrl,
      shortName: row.shortName,
      accentColor: row.accentColor,
      logoUrl: row.logoUrl,
      eligibility: row.eligibility,
      minAge: row.minAge,
      guardianConsentUnder: row.guardianConsentUnder,
      registrationOpen: row.registrationOpen,
      teamCap: row.teamCap,
      prizes: prizesOf(row.prizes),
      prizeCurrency: currencyOf(row.prizeCurrency),
      severalPrizesPerTeam: row.severalPrizesPerTeam,
      rubric: rubricOf(row.rubric),
      graceMinutes: row.graceMinutes,
      feedbackRelease: row.feedbackRelease,
      categories: categoriesOf(row.categories),
      heroLine: row.heroLine,
      footerBlurb: row.footerBlurb,
      mode: row.mode,
    },
    judging: { targetReviews: judging?.targetReviews ?? 3, holdMinutes: judging?.holdMinutes ?? 20 },
    challenges: challenges.map((p) => ({
      slug: p.slug,
      title: p.title,
      category: p.category,
      description: p.description,
      longDescription: p.longDescription,
      difficulty: p.difficulty,
      prize: p.prize,
      color: p.color as EditionDocument['challenges'][number]['color'],
      requirements: p.requirements,
      resources: p.resources,
      timeline: p.timeline,
      evaluation: p.evaluation,
      faqs: p.faqs,
      active: p.active,
    })),
    pages: await pagesOf(tx, row.id),
  };
  // What we export must import: a stored value the schema would refuse is a bug here, not the reader's.
  return editionDocumentSchema.parse(doc);
}

/** An edition's challenges in their order (the public list of an archived edition, an export). */
export async function challengesOf(tx: Tx, eventId: number) {
  return tx
    .select()
    .from(problems)
    .where(eq(problems.eventId, eventId))
    .orderBy(asc(problems.sortOrder), asc(problems.id));
}
