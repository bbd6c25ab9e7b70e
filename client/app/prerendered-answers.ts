// The answers a content page was drawn from, when the server sent it drawn (server/prerender/content-pages.ts,
// decision 0025): the server renders the page with these answers in the query cache (scripts/page-renderer.tsx)
// and writes them into the page as JSON; the client puts the same answers in its query cache before its
// first render (app/providers.tsx). Both sides seed through this function, so the first client render
// draws what the first paint drew: the organizers' prose is painted once, by the first paint, and nothing
// moves when React replaces the server's copy. Which answers a page reads is shared/prerendered.ts's;
// under which key each goes is the client's own.
import type { QueryClient } from '@tanstack/react-query';
import { contentAnswerUrls, type PrerenderedAnswers } from '@shared/prerendered';
import type { PageName } from '@shared/schemas/pages/index';
import { pageQueries } from '@/features/content/pages/use-page';
import { problemQueries } from '@/features/problems/queries';
import { eventQueries } from '@/lib/use-event';
import { previewSlug } from '@/lib/preview';

interface Seed {
  queryKey: readonly unknown[];
  /** The query's data from the answer, where the query keeps less than the answer. */
  data?: (answer: unknown) => unknown;
}

const PAGE = /^\/api\/content\/([a-z-]+)$/;
const PROBLEM = /^\/api\/problems\/([^/]+)$/;

/** The query an answer's URL is the answer of. */
function seedOf(url: string): Seed | null {
  if (url === '/api/event') return { queryKey: eventQueries.current().queryKey };
  if (url === '/api/problems') return { queryKey: problemQueries.list().queryKey };
  if (url === '/api/news') return { queryKey: problemQueries.news().queryKey };
  const page = PAGE.exec(url)?.[1];
  if (page)
    return {
      queryKey: pageQueries.page(page as PageName).queryKey,
      data: (answer) => {
        const { version, document } = answer as { version: unknown; document: unknown };
        return { version, document };
      },
    };
  const slug = PROBLEM.exec(url)?.[1];
  if (slug) return { queryKey: problemQueries.detail(decodeURIComponent(slug)).queryKey };
  return null;
}

/** Puts the answers the page was drawn from into `client`'s cache, under the keys its queries read. */
export function seedAnswers(client: QueryClient, pathname: string, answers: PrerenderedAnswers): void {
  // An organizer's preview reads a draft's answers under keys of its own: the current edition's are not them.
  if (previewSlug()) return;
  for (const url of contentAnswerUrls(pathname) ?? []) {
    const seed = seedOf(url);
    if (!seed || !Object.hasOwn(answers, url)) continue;
    const answer = answers[url];
    client.setQueryData(seed.queryKey, seed.data ? seed.data(answer) : answer);
  }
}
