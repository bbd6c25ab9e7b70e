// The public pages the build prerenders (scripts/prerender-shell.tsx) and the server sends to visitors
// without a session (server/static.ts). Pages that read data render their loading state in the file.

export const PRERENDERED_DIR = '_prerendered';

export const PRERENDERED_PATHS = [
  '/',
  '/about',
  '/problems',
  '/resources',
  '/contact',
  '/support',
  '/faq',
  '/help',
  '/terms',
  '/privacy',
  '/cookies',
  '/register',
  '/login',
  '/forgot-password',
  '/winners',
] as const;

/** The file of a prerendered path: '/' → 'home.html', '/forgot-password' → 'forgot-password.html'. */
export function prerenderedFile(at: string): string {
  return `${at === '/' ? 'home' : at.slice(1)}.html`;
}

/**
 * The content pages' renderer (scripts/page-renderer.tsx), built beside the prerendered pages and run by the
 * server on a thread of its own (server/prerender/render-thread.ts, decision 0025): it draws a public page
 * with the edition's answers, as the client's first render draws it with the same answers in its cache.
 */
export const PAGE_RENDERER_FILE = 'page-renderer.mjs';

/** The element of a served page that carries the answers its content was drawn from (JSON, by URL). */
export const PRERENDERED_ANSWERS_ID = 'prerendered-answers';

/** The public GET answers a page was drawn from, by URL ('/api/event', '/api/content/about'). */
export type PrerenderedAnswers = Record<string, unknown>;

export interface RenderedPage {
  /** The layout and the page, marked inert and hidden from assistive technology. */
  html: string;
  /** The page's own title ("About · Hackathon") and description, as usePageMeta set them. */
  title?: string;
  description?: string;
}

/** What the renderer module exports. */
export interface PageRenderer {
  /**
   * `now`: the server's clock (its test clock too), which the page's phase, gates and countdowns read while
   * it is drawn: the server keys the kept page by what that clock decides (server/prerender/clock-key.ts).
   */
  render(pathname: string, answers: PrerenderedAnswers, now?: number): Promise<RenderedPage>;
}

/** The content pages by lower-case path, and the page documents (GET /api/content/{page}) each reads. */
const CONTENT_PAGES: Record<string, string[]> = {
  '/about': ['/api/content/about', '/api/content/home'],
  '/faq': ['/api/content/faq'],
  '/resources': ['/api/content/resources'],
  '/help': ['/api/content/help'],
  '/terms': ['/api/content/terms'],
  '/privacy': ['/api/content/privacy'],
  '/cookies': ['/api/content/cookies'],
  '/problems': ['/api/problems', '/api/news'],
};

const PROBLEM_PAGE = /^\/problems\/([^/]+)$/i;

/**
 * The answers a content page (`pathname`, query string `search`) is drawn from, the event's first (every
 * page reads it: header, footer, the edition gate); null when the page is not drawn with its data. The
 * server reads these for the page it sends; the client seeds its cache with them under its queries' keys
 * (client/app/prerendered-answers.ts). The challenges list filtered by a tab (`?category=`) is left to
 * the app, which filters it: each tab drawn at the server would be a page kept per value typed.
 */
export function contentAnswerUrls(pathname: string, search = ''): string[] | null {
  if (new URLSearchParams(search).has('category')) return null;
  const at = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const own = CONTENT_PAGES[at.toLowerCase()];
  if (own) return ['/api/event', ...own];
  const slug = PROBLEM_PAGE.exec(at)?.[1];
  if (!slug) return null;
  try {
    return ['/api/event', `/api/problems/${encodeURIComponent(decodeURIComponent(slug))}`];
  } catch {
    return null; // not an address's encoding
  }
}
