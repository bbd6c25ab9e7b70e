// An edition's pages (DESIGN D14): versioned documents in `event_pages`, each checked by its page's schema.
// savePage is the one way a page is written: the admin's PUT, the demo seed, a new edition's copy and an
// imported document all go through it, so every stored page is valid, rendered and audited the same way.
import { and, eq, sql } from 'drizzle-orm';
import {
  MONEY_FIGURE,
  PAGE_MESSAGES,
  PAGE_NAMES,
  PAGE_SCHEMAS,
  placeholdersIn,
  type PageName,
} from '@shared/schemas/pages/index';
import type { Tx } from '../../../db/client';
import { eventPages, users } from '../../../db/schema';
import { writeAudit } from '../../../lib/audit';
import { staleVersion } from '../../../lib/stale-version';
import { AppError, badRequest } from '../../../lib/errors';
import { BLANK_PAGES } from './blank';
import { mapDocument, textsOf } from './document-walk';
import { renderMarkdown } from './markdown';
import { knownPlaceholder } from './placeholders';
import { prizesOf } from '../../events/index';

export interface StoredPage {
  document: unknown;
  version: number;
  updatedAt: Date | null;
  updatedBy: { id: number; name: string } | null;
}

/** A page as stored, or the blank page at version 0 when the edition has none yet. */
export async function readPage(db: Tx, eventId: number, page: PageName): Promise<StoredPage> {
  const [row] = await db
    .select({
      document: eventPages.document,
      version: eventPages.version,
      updatedAt: eventPages.updatedAt,
      userId: users.id,
      userName: users.name,
    })
    .from(eventPages)
    .leftJoin(users, eq(users.id, eventPages.updatedBy))
    .where(and(eq(eventPages.eventId, eventId), eq(eventPages.page, page)));
  if (!row) return { document: BLANK_PAGES[page], version: 0, updatedAt: null, updatedBy: null };
  return {
    document: row.document,
    version: row.version,
    updatedAt: row.updatedAt,
    updatedBy: row.userId !== null && row.userName !== null ? { id: row.userId, name: row.userName } : null,
  };
}

/** Every stored page of an edition, by name (an export, a copy). */
export async function pagesOf(db: Tx, eventId: number): Promise<Record<string, unknown>> {
  const rows = await db.select().from(eventPages).where(eq(eventPages.eventId, eventId));
  return Object.fromEntries(rows.map((r) => [r.page, withoutHtml(r.document)]));
}

/** The sources only (the audit log's before/after, an export): HTML is re-rendered from them on save. */
export function withoutHtml(doc: unknown): unknown {
  return mapDocument(doc, { onMarkdown: (f) => ({ markdown: f.markdown }) });
}

/** The page checked: its schema, its placeholders, no typed prize figures; Markdown rendered. 400 names fields. */
export function preparePage(
  page: PageName,
  document: unknown,
  edition: { prizes: unknown },
  opts: { anyPrize?: boolean } = {},
): Record<string, unknown> {
  const parsed = PAGE_SCHEMAS[page].safeParse(document);
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const key = ['document', ...issue.path].join('.');
      fieldErrors[key] ??= issue.message;
    }
    throw badRequest(`${PAGE_MESSAGES.invalid}: ${Object.keys(fieldErrors)[0]}`, fieldErrors);
  }
  const prizeIds = new Set(prizesOf(edition.prizes).map((p) => p.id));
  const fieldErrors: Record<string, string> = {};
  for (const { path, text } of textsOf(parsed.data)) {
    const key = `document.${path}`;
    const unknown = placeholdersIn(text).find((name) => !knownPlaceholder(name, prizeIds, opts.anyPrize));
    if (unknown !== undefined) fieldErrors[key] ??= `${PAGE_MESSAGES.unknownPlaceholder} {{${unknown}}}`;
    else if (MONEY_FIGURE.test(text.replace(/\{\{[^{}]*\}\}/g, ''))) fieldErrors[key] ??= PAGE_MESSAGES.prizeFigure;
  }
  if (Object.keys(fieldErrors).length)
    throw badRequest(`${Object.values(fieldErrors)[0]}: ${Object.keys(fieldErrors)[0]}`, fieldErrors);
  return mapDocument(parsed.data, {
    onMarkdown: (f) => ({ markdown: f.markdown, html: renderMarkdown(f.markdown) }),
  }) as Record<string, unknown>;
}

/**
 * Saves a page over `version` (0 = the edition has none yet); 409 (StalePageError) when someone saved a
 * newer one, 400 naming the field. Runs in the caller's transaction; audited with before and after.
 */
export async function savePage(
  tx: Tx,
  input: {
    edition: { id: number; slug: string; prizes: unknown; timeZone: string };
    page: PageName;
    document: unknown;
    version: number;
    actorId: number | null;
    /** A copy or an import: its prizes are set apart from its pages, so any {{prize:id}} is taken as written. */
    anyPrize?: boolean;
  },
): Promise<{ document: Record<string, unknown>; version: number }> {
  const { edition, page } = input;
  const document = preparePage(page, input.document, edition, { anyPrize: input.anyPrize });
  const current = await tx.execute<{
    version: number;
    document: unknown;
    updated_at: string | Date;
    name: string | null;
  }>(sql`
    select p.version, p.document, p.updated_at, u.name from ${eventPages} p left join ${users} u on u.id = p.updated_by
    where p.event_id = ${edition.id} and p.page = ${page} for update of p`);
  const before = current.rows[0];
  const stale = () => {
    const at = before?.updated_at;
    return staleVersion(
      {
        version: before?.version ?? input.version,
        updatedAt: at instanceof Date ? at : new Date(at ?? Date.now()),
        updatedBy: before?.name ?? null,
      },
      edition.timeZone,
      PAGE_MESSAGES.stale,
    );
  };
  if ((before?.version ?? 0) !== input.version) throw stale();
  const version = input.version + 1;
  if (before) {
    await tx
      .update(eventPages)
      .set({ document, version, updatedBy: input.actorId, updatedAt: new Date() })
      .where(and(eq(eventPages.eventId, edition.id), eq(eventPages.page, page)));
  } else {
    const inserted = await tx
      .insert(eventPages)
      .values({ eventId: edition.id, page, document, version, updatedBy: input.actorId })
      .onConflictDoNothing()
      .returning({ version: eventPages.version });
    // Another first save won the race: theirs is the newer version.
    if (inserted.length === 0)
      throw staleVersion({ version: 1, updatedAt: new Date(), updatedBy: null }, edition.timeZone, PAGE_MESSAGES.stale);
  }
  await writeAudit(
    tx,
    input.actorId,
    'page.update',
    `page:${edition.slug}/${page}`,
    { page, version, before: before ? withoutHtml(before.document) : null, after: withoutHtml(document) },
    edition.id,
  );
  return { document, version };
}

/** Writes each page of `pages` the document carries (an import, a copy) through savePage. */
export async function writePages(
  tx: Tx,
  edition: { id: number; slug: string; prizes: unknown; timeZone: string },
  pages: Record<string, unknown>,
  actorId: number | null,
) {
  for (const page of PAGE_NAMES) {
    if (pages[page] === undefined) continue;
    const { version } = await readPage(tx, edition.id, page);
    try {
      await savePage(tx, { edition, page, document: pages[page], version, actorId, anyPrize: true });
    } catch (err) {
      // Name the field within the edition's document: 'pages.faq.tabs.0.label'.
      if (err instanceof AppError && err.statusCode === 400 && err.fieldErrors) {
        const fieldErrors = Object.fromEntries(
          Object.entries(err.fieldErrors).map(([k, v]) => [k.replace(/^document\./, `document.pages.${page}.`), v]),
        );
        throw badRequest(`${Object.values(fieldErrors)[0]}: ${Object.keys(fieldErrors)[0]}`, fieldErrors);
      }
      throw err;
    }
  }
}
