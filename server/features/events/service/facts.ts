// An edition's public facts: GET /api/event (the current edition) and GET /api/events/{slug}. Counts
// come from the database in one query, scoped to the edition.
import { isPhase } from '@shared/phases';
import { PRIZE_CURRENCIES, prizePool, type PrizeCurrency } from '@shared/prize-pool';
import { prizeSchema, rubricCriterionSchema, SPEC_RUBRIC } from '@shared/schemas/event-settings';
import type { EditionFacts } from '@shared/schemas/events';
import { categorySchema, type Category } from '@shared/schemas/categories';
import type { Tx } from '../../../db/client';
import { editionCounts } from './counts';
import type { EditionRow } from './directory';

/** The public stats: the one definition of each count (counts.ts), as the admin's cards read them. */
async function statsOf(db: Tx, eventId: number): Promise<EditionFacts['stats']> {
  const c = await editionCounts(db, eventId);
  return { teams: c.teams, participants: c.participants, challenges: c.challenges };
}

export async function editionFacts(db: Tx, row: EditionRow, opts: { discordUrl?: string }): Promise<EditionFacts> {
  return {
    slug: row.slug,
    state: row.state,
    timeZone: row.timeZone,
    name: row.name,
    tagline: row.tagline,
    registrationOpensAt: row.registrationOpensAt.toISOString(),
    registrationClosesAt: row.registrationClosesAt.toISOString(),
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    submissionDeadline: row.submissionDeadline.toISOString(),
    winnersAnnouncedAt: row.winnersAnnouncedAt.toISOString(),
    winnersPublishedAt: row.winnersPublishedAt?.toISOString() ?? null,
    totalPrize: prizePool(prizesOf(row.prizes)),
    prizeCurrency: currencyOf(row.prizeCurrency),
    severalPrizesPerTeam: row.severalPrizesPerTeam,
    teamSizeMin: row.teamSizeMin,
    teamSizeMax: row.teamSizeMax,
    // Derived from the composition rule (the old switch no longer decides anything).
    requireFemaleMember: row.compositionMin > 0 && row.compositionGender === 'female',
    contactEmail: row.contactEmail,
    city: row.city,
    // The deployment's community invite (DISCORD_URL) belongs to the current edition; an archived one
    // keeps its own.
    discordUrl: (row.state === 'current' ? opts.discordUrl : undefined) ?? row.discordUrl ?? null,
    shortName: row.shortName,
    logoUrl: row.logoUrl,
    accentColor: row.accentColor,
    registrationOpen: row.registrationOpen,
    teamCap: row.teamCap,
    eligibility: row.eligibility,
    minAge: row.minAge,
    guardianConsentUnder: row.guardianConsentUnder,
    composition: {
      min: row.compositionMin,
      gender: row.compositionGender,
      scope: row.compositionScope,
      message: row.femaleMemberMessage,
    },
    prizes: prizesOf(row.prizes),
    rubric: rubricOf(row.rubric),
    submissionOpensAt: row.submissionOpensAt?.toISOString() ?? null,
    judgingOpensAt: row.judgingOpensAt?.toISOString() ?? null,
    judgingClosesAt: row.judgingClosesAt?.toISOString() ?? null,
    graceMinutes: row.graceMinutes,
    phaseOverride: isPhase(row.phaseOverride) ? row.phaseOverride : null,
    feedbackRelease: row.feedbackRelease,
    categories: categoriesOf(row.categories),
    heroLine: row.heroLine,
    footerBlurb: row.footerBlurb,
    mode: row.mode,
    galleryPublished: row.galleryPublished,
    galleryEditsCloseAt: row.galleryEditsCloseAt?.toISOString() ?? null,
    votingOpensAt: row.votingOpensAt?.toISOString() ?? null,
    votingClosesAt: row.votingClosesAt?.toISOString() ?? null,
    votesPerPerson: row.votesPerPerson,
    votingVisitors: row.votingVisitors,
    votingNewAccounts: row.votingNewAccounts,
    helpQueueOpensAt: row.helpQueueOpensAt?.toISOString() ?? null,
    helpQueueClosesAt: row.helpQueueClosesAt?.toISOString() ?? null,
    helpEscalationMinutes: row.helpEscalationMinutes,
    stats: await statsOf(db, row.id),
  };
}

/** The stored prize list; an entry that no longer parses is left out rather than shown half-read. */
export function prizesOf(value: unknown): EditionFacts['prizes'] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((p) => {
    const parsed = prizeSchema.safeParse(p);
    return parsed.success ? [parsed.data] : [];
  });
}

/** The stored currency, or the demo's dollars for a value this build does not offer. */
export function currencyOf(value: string): PrizeCurrency {
  return PRIZE_CURRENCIES.find((c) => c === value) ?? 'USD';
}

/** The stored categories; an entry that no longer parses is left out rather than shown half-read. */
export function categoriesOf(value: unknown): Category[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((c) => {
    const parsed = categorySchema.safeParse(c);
    return parsed.success ? [parsed.data] : [];
  });
}

/** The stored rubric, or the spec's five at equal weights when none is stored. */
export function rubricOf(value: unknown): EditionFacts['rubric'] {
  const parsed = rubricCriterionSchema.array().min(1).safeParse(value);
  return parsed.success ? parsed.data : SPEC_RUBRIC;
}
