// The answers a content page is drawn from, when the server sent it drawn (server/prerender/content-pages.ts,
// decision 0025): the server renders the page with these answers in the query cache (scripts/page-renderer.tsx)
// and writes them into the page as JSON; the client puts the same answers in its query cache before its
// first render (main.tsx → app.tsx). Both sides seed through this one table, so the first client render
// draws what the first paint drew: the organizers' prose is painted once, by the first paint, and nothing
// moves when React replaces the server's copy.
import type { QueryClient } from '@tanstack/react-query';
import type { PrerenderedAnswers } from '@shared/prerendered';
import { pageQueries } from '@/features/content/pages/use-page';
import { problemQueries } from '@/features/problems/queries';
import { eventQueries } from '@/lib/use-event';
import { previewSlug } from '@/lib/preview';
import type { PageName } from '@shared/schemas/pages/index';

interface Seed {
  url: string;
  queryKey: readonly unknown[];
  /** The query's data from the answer, where the query keeps less than the answer. */
  data?: (answer: unknown) => unknown;
}

// The event facts: every page reads them (header, footer, the edition gate).
const event = (): Seed => ({ url: '/api/event', queryKey: eventQueries.current().queryKey });

const page = (name: PageName): Seed => ({
  url: `/api/content/${name}`,
  queryKey: pageQueries.page(name).queryKey,
  data: (answer) => {
    const { version, document } = answer as { version: unknown; document: unknown };
    return { version, document };
  },
});

/** Content pages by lower-case path: each page's own answers besides the event's. */
const PAGES: Record<string, () => Seed[]> = {
  '/about': () => [page('about'), page('home')],
  '/faq': () => [page('faq')],
  '/resources': () => [page('resources')],
  '/help': () => [page('help')],
  '/terms': () => [page('terms')],
  '/privacy': () => [page('privacy')],
  '/cookies': () => [page('cookies')],
  '/problems': () => [
    { url: '/api/problems', queryKey: problemQueries.list().queryKey },
    { url: '/api/news', queryKey: problemQueries.news().queryKey },
  ],
};

const PROBLEM = /^\/problems\/([^/]+)$/i;

/** The answers `pathname` is drawn from, or null when it is not a content page drawn with its data. */
function seedsOf(pathname: string): Seed[] | null {
  const at = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const own = PAGES[at.toLowerCase()];
  if (own) return [event(), ...own()];
  const problem = PROBLEM.exec(at);
  if (!problem) return null;
  let slug: string;
  try {
    slug = decodeURIComponent(problem[1]!);
  } catch {
    return null;
  }
  return [
    event(),
    { url: `/api/problems/${encodeURIComponent(slug)}`, queryKey: problemQueries.detail(slug).queryKey },
  ];
}

/**
 * The answers `pathname` (with its query string `search`) is drawn from, or null when it is not a content
 * page drawn with its data. The challenges list filtered by a tab (`?category=`) is left to the app, which
 * filters it: each tab drawn at the server would be a page to keep per value typed into the address.
 */
export function answerUrls(pathname: string, search = ''): string[] | null {
  if (new URLSearchParams(search).has('category')) return null;
  return seedsOf(pathname)?.map((s) => s.url) ?? null;
}

/** Puts the answers the page was drawn from into `client`'s cache, under the keys its queries read. */
export function seedAnswers(client: QueryClient, pathname: string, answers: PrerenderedAnswers): void {
  // An organizer's preview reads a draft's answers under keys of its own: the current edition's are not them.
  if (previewSlug()) return;
  for (const seed of seedsOf(pathname) ?? []) {
    if (!Object.hasOwn(answers, seed.url)) continue;
    const answer = answers[seed.url];
    client.setQueryData(seed.queryKey, seed.data ? seed.data(answer) : answer);
  }
}
