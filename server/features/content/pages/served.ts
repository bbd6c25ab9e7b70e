// A page as visitors read it: the stored document with the edition's facts filled in. Read through the
// public cache (routes.ts), so a request costs no query until a page, the edition or its challenges change.
import { and, count, eq } from 'drizzle-orm';
import type { PageName } from '@shared/schemas/pages/index';
import type { Tx } from '../../../db/client';
import { problems } from '../../../db/schema';
import type { EventRow } from '../../events/index';
import { renderMarkdown } from './markdown';
import { filledHtml, placeholderValues, servedDocument } from './placeholders';
import { readPage } from './store';

/** The value of every placeholder of the edition's pages, as they are served now. */
export async function editionPlaceholderValues(db: Tx, row: EventRow): Promise<Map<string, string>> {
  const [challenges] = await db
    .select({ n: count() })
    .from(problems)
    .where(and(eq(problems.eventId, row.id), eq(problems.active, true)));
  return placeholderValues(row, { challengeCount: Number(challenges?.n ?? 0) });
}

export async function servedPage(db: Tx, row: EventRow, page: PageName) {
  const stored = await readPage(db, row.id, page);
  const values = await editionPlaceholderValues(db, row);
  return { document: servedDocument(stored.document, values) as Record<string, unknown>, version: stored.version };
}

/** A Markdown source as one of the edition's pages would show it to visitors (the editor's preview). */
export async function previewMarkdown(db: Tx, row: EventRow, markdown: string): Promise<string> {
  return filledHtml(renderMarkdown(markdown), await editionPlaceholderValues(db, row));
}

/** The tables a served page is read from: a change to any of them makes the cached answer stale. */
export const PAGE_TABLES = ['event_pages', 'events', 'problems'] as const;
