// The admin's Event area (issue "Organizers make the event theirs"): one PATCH stores any of an edition's
// basics, dates, rules, prizes and rubric. The edition's row is locked while the save compares versions,
// so of two organizers who read the same version only the first saves; the second gets a 409 naming who
// saved and when. Every save writes the audit log with the before and after of the fields it changed.
import { votingWindowClash } from '@shared/schemas/gallery-settings';
import { helpWindowClash } from '@shared/schemas/mentoring';
import { and, count, eq, inArray, notInArray, type SQL } from 'drizzle-orm';
import { CATEGORY_MESSAGES, categoryOf, type Category } from '@shared/schemas/categories';
import {
  ARCHIVED_EDITABLE,
  SETTINGS_MESSAGES,
  settingsClash,
  type AdminEditionFacts,
  type EventPatch,
  unknownPrizeChallenge,
} from '@shared/schemas/event-patch';
import type { Db, Tx } from '../../../db/client';
import { evaluations, problems, submissions } from '../../../db/schema';
import { AppError, badRequest } from '../../../lib/errors';
import { writeAudit } from '../../../lib/audit';
import { staleVersion, updaterName } from '../../../lib/stale-version';
import type { EditionRow } from './directory';
import { lockEvent, updateEvent, type EventRow } from './event-row';
import { categoriesOf, editionFacts, prizesOf, rubricOf } from './facts';
import { scoringChanged } from '@shared/schemas/event-settings';
import { amountInCurrency } from '@shared/prize-pool';

type Columns = Partial<Omit<EventRow, 'id'>>;

/** Evaluations of the submissions `where` selects. */
export async function evaluationCount(tx: Tx, where: SQL | undefined): Promise<number> {
  const [r] = await tx
    .select({ n: count() })
    .from(evaluations)
    .innerJoin(submissions, eq(submissions.id, evaluations.submissionId))
    .where(where);
  return Number(r?.n ?? 0);
}

/**
 * Work other features do in the save's transaction, with the row as it was and as saved (the teams
 * feature moves its waitlist up when the cap rises). Registered at start-up, so events never imports
 * the features that react to it; a Set, so an app built twice in one process registers once.
 */
export type SettingsSavedHook = (
  tx: Tx,
  before: EventRow,
  after: EventRow,
  ctx: { actorId: number; publicUrl: string },
) => Promise<void>;
const savedHooks = new Set<SettingsSavedHook>();
export function onSettingsSaved(hook: SettingsSavedHook): void {
  savedHooks.add(hook);
}

/** The patch's fields as the events row's columns (dates as Date, the composition message's column). */
export function columnsOf(p: Omit<EventPatch, 'version'>): Columns {
  const c: Columns = {};
  const date = (v: string) => new Date(v);
  for (const [key, value] of Object.entries(p)) {
    if (value === undefined) continue;
    switch (key) {
      case 'registrationOpensAt':
      case 'registrationClosesAt':
      case 'startsAt':
      case 'endsAt':
      case 'submissionDeadline':
      case 'winnersAnnouncedAt':
        c[key] = date(value as string);
        break;
      case 'submissionOpensAt':
      case 'judgingOpensAt':
      case 'judgingClosesAt':
      case 'galleryEditsCloseAt':
      case 'votingOpensAt':
      case 'votingClosesAt':
      case 'helpQueueOpensAt':
      case 'helpQueueClosesAt':
        c[key] = value === null ? null : date(value as string);
        break;
      case 'compositionMessage':
        c.femaleMemberMessage = value as string;
        break;
      default:
        (c as Record<string, unknown>)[key] = value;
    }
  }
  return c;
}

/** A column's value as the audit log and the comparison read it (ISO dates, plain JSON). */
function plain(v: unknown): unknown {
  return v instanceof Date ? v.toISOString() : (v ?? null);
}

/** The edition as the admin's GET and the PATCH answer it: its facts, its version and its last save. */
export async function adminFacts(db: Tx, row: EventRow, opts: { discordUrl?: string }): Promise<AdminEditionFacts> {
  return {
    ...(await editionFacts(db, row, opts)),
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: await updaterName(db, row.updatedBy),
  };
}

/** 400 when a challenge prize names a challenge the edition does not have. */
async function checkPrizeChallenges(tx: Tx, eventId: number, prizes: EventPatch['prizes']) {
  const wanted = [
    ...new Set((prizes ?? []).flatMap((p) => (p.scope === 'challenge' && p.challenge ? [p.challenge] : []))),
  ];
  if (!wanted.length) return;
  const found = await tx
    .select({ slug: problems.slug })
    .from(problems)
    .where(and(eq(problems.eventId, eventId), inArray(problems.slug, wanted)));
  const i = unknownPrizeChallenge(prizes!, new Set(found.map((f) => f.slug)));
  if (i >= 0) {
    const field = `prizes.${i}.challenge`;
    throw badRequest(SETTINGS_MESSAGES.unknownChallenge, { [field]: SETTINGS_MESSAGES.unknownChallenge });
  }
}

/**
 * 409 when the new list leaves out a category a challenge of the edition (retired ones too) still uses:
 * that challenge would show under no tab and its prizes and reports would name nothing.
 */
async function checkCategoriesInUse(tx: Tx, row: EventRow, categories: Category[]) {
  const keys = categories.map((c) => c.key);
  const used = await tx
    .selectDistinct({ category: problems.category })
    .from(problems)
    .where(and(eq(problems.eventId, row.id), notInArray(problems.category, keys)));
  if (!used.length) return;
  const stored = categoriesOf(row.categories);
  const names = used.map((u) => categoryOf(stored, u.category).name).sort();
  const why = CATEGORY_MESSAGES.inUse(names);
  throw new AppError(409, why, { categories: why });
}

/**
 * Saves a change of an edition's settings: 409 on a stale version (naming who saved and when) or on an
 * archived edition's outcome-changing fields, 400 naming the field when the settings would clash together.
 */
export async function saveSettings(
  db: Db,
  edition: EditionRow,
  patch: EventPatch,
  ctx: { actorId: number; discordUrl?: string; now: Date; publicUrl: string },
): Promise<AdminEditionFacts> {
  const { version, ...fields } = patch;
  return db.transaction(async (tx) => {
    const row = await lockEvent(tx, edition.id);
    if (row.version !== version)
      throw staleVersion(
        {
          version: row.version,
          updatedAt: row.updatedAt,
          updatedBy: await updaterName(tx, row.updatedBy),
        },
        row.timeZone,
      );

    const columns = columnsOf(fields);
    // Teams, judges and mails already read a live edition's dates on its clock: moving the clock under
    // them would shift every deadline they were told. A draft is still the organizers' to set up.
    if (columns.timeZone !== undefined && columns.timeZone !== row.timeZone && row.state !== 'draft') {
      const why = SETTINGS_MESSAGES.timeZoneLocked(row.name, row.state);
      throw new AppError(409, why, { timeZone: why });
    }
    if (row.state === 'archived') {
      const refused = Object.keys(fields).filter((k) => !ARCHIVED_EDITABLE.includes(k));
      if (refused.length) throw new AppError(409, SETTINGS_MESSAGES.archived(row.name, refused.join(', ')));
    }
    if ('compositionMin' in columns || 'compositionGender' in columns) {
      const min = columns.compositionMin ?? row.compositionMin;
      const gender = columns.compositionGender ?? row.compositionGender;
      columns.requireFemaleMember = min > 0 && gender.toLowerCase() === 'female';
    }

    // A bare number typed as a prize's amount is written in the edition's currency (the one being saved,
    // when the same save changes it), so visitors never read a figure without its currency.
    if (fields.prizes) {
      const currency = fields.prizeCurrency ?? row.prizeCurrency;
      columns.prizes = fields.prizes.map((p) => ({ ...p, amount: amountInCurrency(p.amount, currency) }));
    }

    const merged = { ...row, ...columns };
    const iso = (d: Date) => d.toISOString();
    const clash = settingsClash({
      registrationOpensAt: iso(merged.registrationOpensAt),
      registrationClosesAt: iso(merged.registrationClosesAt),
      startsAt: iso(merged.startsAt),
      endsAt: iso(merged.endsAt),
      submissionDeadline: iso(merged.submissionDeadline),
      winnersAnnouncedAt: iso(merged.winnersAnnouncedAt),
      submissionOpensAt: merged.submissionOpensAt ? iso(merged.submissionOpensAt) : null,
      judgingOpensAt: merged.judgingOpensAt ? iso(merged.judgingOpensAt) : null,
      judgingClosesAt: merged.judgingClosesAt ? iso(merged.judgingClosesAt) : null,
      teamSizeMin: merged.teamSizeMin,
      teamSizeMax: merged.teamSizeMax,
      compositionMin: merged.compositionMin,
      minAge: merged.minAge,
      guardianConsentUnder: merged.guardianConsentUnder,
    });
    if (clash) throw badRequest(clash.message, { [clash.field]: clash.message });
    const voting = votingWindowClash({
      votingOpensAt: merged.votingOpensAt ? iso(merged.votingOpensAt) : null,
      votingClosesAt: merged.votingClosesAt ? iso(merged.votingClosesAt) : null,
    });
    if (voting) throw badRequest(voting.message, { [voting.field]: voting.message });
    const help = helpWindowClash({
      helpQueueOpensAt: merged.helpQueueOpensAt ? iso(merged.helpQueueOpensAt) : null,
      helpQueueClosesAt: merged.helpQueueClosesAt ? iso(merged.helpQueueClosesAt) : null,
    });
    if (help) throw badRequest(help.message, { [help.field]: help.message });
    if (fields.prizes) await checkPrizeChallenges(tx, row.id, fields.prizes);
    if (fields.categories) await checkCategoriesInUse(tx, row, fields.categories);
    if (fields.rubric && scoringChanged(rubricOf(row.rubric), fields.rubric)) {
      const scored = await evaluationCount(tx, eq(submissions.eventId, row.id));
      if (scored > 0)
        throw new AppError(409, SETTINGS_MESSAGES.rubricScored(scored), {
          rubric: SETTINGS_MESSAGES.rubricScored(scored),
        });
    }

    // Only what differs from the stored row is written to the audit log (and counts as a change).
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    const stored = {
      ...row,
      prizes: prizesOf(row.prizes),
      rubric: rubricOf(row.rubric),
      categories: categoriesOf(row.categories),
    };
    for (const [key, value] of Object.entries(columns)) {
      const old = plain(stored[key as keyof typeof stored]);
      if (JSON.stringify(old) === JSON.stringify(plain(value))) continue;
      before[key] = old;
      after[key] = plain(value);
    }
    if (!Object.keys(after).length) return adminFacts(tx, row, ctx);

    const saved = { ...columns, version: row.version + 1, updatedBy: ctx.actorId, updatedAt: ctx.now };
    await updateEvent(tx, row.id, saved);
    await writeAudit(tx, ctx.actorId, 'event.settings', `event:${row.slug}`, { before, after }, row.id);
    for (const hook of savedHooks) await hook(tx, row, { ...row, ...saved }, ctx);
    return adminFacts(tx, { ...row, ...saved }, ctx);
  });
}

/** Sets the edition's logo: a new version, audit-logged (an upload is its own save, not a form's). */
export async function saveLogo(
  db: Db,
  edition: EditionRow,
  url: string,
  ctx: { actorId: number; now: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockEvent(tx, edition.id);
    if (row.logoUrl === url) return;
    await updateEvent(tx, row.id, {
      logoUrl: url,
      version: row.version + 1,
      updatedBy: ctx.actorId,
      updatedAt: ctx.now,
    });
    await writeAudit(
      tx,
      ctx.actorId,
      'event.logo',
      `event:${row.slug}`,
      { before: { logoUrl: row.logoUrl }, after: { logoUrl: url } },
      row.id,
    );
  });
}
