// The demo edition's pages, through savePage (the admin's own save): a page already there is left as the
// organizers made it, so running the seed twice changes nothing.
import { PAGE_NAMES } from '@shared/schemas/pages/index';
import type { Tx } from '../../../db/client';
import { DEMO_PAGES } from './demo/index';
import { readPage, savePage } from './store';

export async function seedPages(tx: Tx, edition: { id: number; slug: string; prizes: unknown; timeZone: string }) {
  for (const page of PAGE_NAMES) {
    const { version } = await readPage(tx, edition.id, page);
    if (version > 0) continue;
    await savePage(tx, { edition, page, document: DEMO_PAGES[page], version: 0, actorId: null });
  }
}
