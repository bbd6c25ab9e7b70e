// Editions as organizers manage them (issue "Editions"): the list, a new draft (empty, copied from an
// edition with its dates moved, or imported from a document); the switch itself is make-current.ts.
import { count, eq, inArray, sql } from 'drizzle-orm';
import {
  EDITION_MESSAGES,
  type AdminEdition,
  type CreateEdition,
  type EditionDates,
  type EditionSummary,
} from '@shared/schemas/events';
import { type EditionDocument } from '@shared/schemas/edition-document';
import type { Db } from '../../../db/client';
import { events, judgingSettings, problems, teams } from '../../../db/schema';
import { conflict, isUniqueViolation, notFound } from '../../../lib/errors';
import { writeAudit } from '../../../lib/audit';
import type { EditionRow } from './directory';
import { writePages } from '../../content/index';
import { challengesOf, documentOf, settingsOf } from './document';
import { imageExists } from './images';
import { SPEC_RUBRIC } from '@shared/schemas/event-settings';
import { OPEN_TRACK } from '@shared/schemas/categories';

export { challengesOf };

const DAY = 24 * 3600 * 1000;

export const summaryOf = (row: EditionRow): EditionSummary => ({
  slug: row.slug,
  name: row.name,
  state: row.state,
  timeZone: row.timeZone,
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt.toISOString(),
});

/** GET /api/events: current and archived editions, newest first. */
export async function listPublicEditions(db: Db): Promise<EditionSummary[]> {
  const rows = await db
    .select()
    .from(events)
    .where(inArray(events.state, ['current', 'archived']))
    .orderBy(sql`${events.startsAt} desc`, sql`${events.id} desc`);
  return rows.map(summaryOf);
}

/** Every edition (or the one of `onlyId`) for the admin's picker, drafts first, then newest first, with its team count. */
export async function listAllEditions(db: Db, onlyId?: number): Promise<AdminEdition[]> {
  const rows = await db
    .select({ row: events, teams: count(teams.id) })
    .from(events)
    .leftJoin(teams, eq(teams.eventId, events.id))
    .where(onlyId === undefined ? undefined : eq(events.id, onlyId))
    .groupBy(events.id)
    .orderBy(
      sql`case ${events.state} when 'draft' then 0 when 'current' then 1 else 2 end`,
      sql`${events.startsAt} desc`,
    );
  return rows.map(({ row, teams: n }) => ({
    ...summaryOf(row),
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    teams: Number(n),
  }));
}

/** The calendar of a new empty edition: registration opens in 30 days, a 48-hour hack 60 days later. */
export function defaultDates(now = new Date()): EditionDates {
  const startsAt = new Date(now.getTime() + 90 * DAY);
  startsAt.setUTCHours(9, 0, 0, 0);
  const endsAt = new Date(startsAt.getTime() + 2 * DAY);
  return {
    registrationOpensAt: new Date(startsAt.getTime() - 60 * DAY).toISOString(),
    registrationClosesAt: new Date(startsAt.getTime() - DAY).toISOString(),
    startsAt: startsAt.toISOString(),
    endsAt: endsAt.toISOString(),
    submissionDeadline: endsAt.toISOString(),
    winnersAnnouncedAt: new Date(endsAt.getTime() + 14 * DAY).toISOString(),
  };
}

function shiftDates(row: EditionRow, days: number): EditionDocument['dates'] {
  const by = (d: Date) => new Date(d.getTime() + days * DAY).toISOString();
  return {
    registrationOpensAt: by(row.registrationOpensAt),
    registrationClosesAt: by(row.registrationClosesAt),
    startsAt: by(row.startsAt),
    endsAt: by(row.endsAt),
    submissionDeadline: by(row.submissionDeadline),
    winnersAnnouncedAt: by(row.winnersAnnouncedAt),
    submissionOpensAt: row.submissionOpensAt ? by(row.submissionOpensAt) : null,
    judgingOpensAt: row.judgingOpensAt ? by(row.judgingOpensAt) : null,
    judgingClosesAt: row.judgingClosesAt ? by(row.judgingClosesAt) : null,
  };
}

const datesRow = (d: EditionDocument['dates']) => ({
  registrationOpensAt: new Date(d.registrationOpensAt),
  registrationClosesAt: new Date(d.registrationClosesAt),
  startsAt: new Date(d.startsAt),
  endsAt: new Date(d.endsAt),
  submissionDeadline: new Date(d.submissionDeadline),
  winnersAnnouncedAt: new Date(d.winnersAnnouncedAt),
  submissionOpensAt: d.submissionOpensAt ? new Date(d.submissionOpensAt) : null,
  judgingOpensAt: d.judgingOpensAt ? new Date(d.judgingOpensAt) : null,
  judgingClosesAt: d.judgingClosesAt ? new Date(d.judgingClosesAt) : null,
});

/** An empty edition's rules: the spec's team size, no composition rule, the organizers' address. */
export function emptyDocument(input: { name: string; timeZone: string; dates: EditionDates; contactEmail: string }) {
  const doc: EditionDocument = {
    format: 'hackathon-edition',
    version: 1,
    name: input.name,
    timeZone: input.timeZone,
    dates: input.dates,
    settings: {
      tagline: '',
      teamSizeMin: 2,
      teamSizeMax: 4,
      requireFemaleMember: false,
      femaleMemberMessage: 'At least one female team member is required',
      contactEmail: input.contactEmail,
      city: 'Online',
      discordUrl: null,
      shortName: '',
      accentColor: null,
      logoUrl: null,
      eligibility: '',
      minAge: 13,
      guardianConsentUnder: 18,
      registrationOpen: true,
      teamCap: null,
      composition: { min: 0, gender: 'female', scope: 'members' },
      prizes: [],
      prizeCurrency: 'USD',
      severalPrizesPerTeam: true,
      rubric: SPEC_RUBRIC,
      graceMinutes: 0,
      feedbackRelease: 'with_results',
      // One open track and no words of the demo's: the organizers name their own.
      categories: OPEN_TRACK,
      heroLine: '',
      footerBlurb: '',
      mode: 'online',
    },
    judging: { targetReviews: 3, holdMinutes: 20 },
    challenges: [],
    pages: {},
  };
  return doc;
}

/** Writes a document as a new draft edition named `name` at `slug`; 409 when the slug is taken. */
export async function createDraft(
  db: Db,
  input: { name: string; slug: string; document: EditionDocument; actorId: number | null },
): Promise<EditionRow> {
  const { document: doc } = input;
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(events)
        .values({
          slug: input.slug,
          name: input.name,
          timeZone: doc.timeZone,
          state: 'draft',
          ...datesRow(doc.dates),
          ...settingsOf(doc.settings),
          // A logo from another deployment's document is an address this one cannot serve.
          logoUrl: (await imageExists(tx, doc.settings.logoUrl)) ? doc.settings.logoUrl : null,
        })
        .returning();
      // A new edition stops hand-outs at the target (issue 24); the column's default keeps older ones as they were.
      await tx.insert(judgingSettings).values({ eventId: row!.id, stopAtTarget: true, ...doc.judging });
      if (doc.challenges.length)
        await tx.insert(problems).values(doc.challenges.map((c, i) => ({ ...c, eventId: row!.id, sortOrder: i })));
      // The pages go through the admin's own save (checked, rendered, audited): a copy's or an import's.
      await writePages(tx, row!, doc.pages, input.actorId);
      await writeAudit(
        tx,
        input.actorId,
        'event.create',
        `event:${input.slug}`,
        { slug: input.slug, name: input.name },
        row!.id,
      );
      return row!;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(EDITION_MESSAGES.slugTaken, { slug: EDITION_MESSAGES.slugTaken });
    throw err;
  }
}

/** POST /api/admin/events: empty, or a copy of `copyFrom` with its dates moved by `shiftDays` (default a year). */
export async function createEdition(
  db: Db,
  input: CreateEdition,
  ctx: { actorId: number; contactEmail: string; findBySlug: (slug: string) => Promise<EditionRow | null> },
): Promise<EditionRow> {
  if (input.copyFrom) {
    const source = await ctx.findBySlug(input.copyFrom);
    if (!source) throw notFound(EDITION_MESSAGES.copyFromNotFound);
    const base = await documentOf(db, source);
    const dates = input.dates ?? shiftDates(source, input.shiftDays ?? 365);
    return createDraft(db, {
      name: input.name,
      slug: input.slug,
      actorId: ctx.actorId,
      document: {
        ...base,
        name: input.name,
        timeZone: input.timeZone ?? base.timeZone,
        dates,
        // Last year's short name ("HV26") would head next year's site: the copy shows its full name until
        // its organizers choose a new one.
        settings: { ...base.settings, shortName: '' },
      },
    });
  }
  const doc = emptyDocument({
    name: input.name,
    timeZone: input.timeZone ?? 'UTC',
    dates: input.dates ?? defaultDates(),
    contactEmail: ctx.contactEmail,
  });
  return createDraft(db, { name: input.name, slug: input.slug, actorId: ctx.actorId, document: doc });
}
