// An edition's configuration as one portable document (settings, calendar, judging rules, challenges,
// pages; never personal data): the export, the import, and the copy a new edition starts from.
import { asc, eq } from 'drizzle-orm';
import {
  EDITION_DOCUMENT_FORMAT,
  EDITION_DOCUMENT_VERSION,
  editionDocumentSchema,
  type EditionDocument,
  type EditionSettings,
} from '@shared/schemas/events';
import type { Tx } from '../../../db/client';
import { judgingSettings, problems } from '../../../db/schema';
import { pagesOf } from '../../content/index';
import type { EditionRow } from './directory';

/** The columns of `events` an edition's settings fill. */
export const settingsOf = (s: EditionSettings) => ({
  tagline: s.tagline,
  totalPrize: s.totalPrize,
  grandPrize: s.grandPrize,
  categoryPrize: s.categoryPrize,
  teamSizeMin: s.teamSizeMin,
  teamSizeMax: s.teamSizeMax,
  requireFemaleMember: s.requireFemaleMember,
  femaleMemberMessage: s.femaleMemberMessage,
  contactEmail: s.contactEmail,
  city: s.city,
  discordUrl: s.discordUrl,
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
    },
    settings: {
      tagline: row.tagline,
      totalPrize: row.totalPrize,
      grandPrize: row.grandPrize,
      categoryPrize: row.categoryPrize,
      teamSizeMin: row.teamSizeMin,
      teamSizeMax: row.teamSizeMax,
      requireFemaleMember: row.requireFemaleMember,
      femaleMemberMessage: row.femaleMemberMessage,
      contactEmail: row.contactEmail,
      city: row.city,
      discordUrl: row.discordUrl,
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
