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
 * The content pages' renderer (scripts/page-renderer.tsx), built beside the prerendered pages and loaded by
 * the server by path (server/prerender/content-pages.ts, decision 0025): it draws a public page with the
 * edition's answers, as the client's first render draws it with the same answers in its query cache.
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

export interface PageRenderer {
  /** The answers `pathname` (query string `search`) is drawn from, or null when it is not drawn with its data. */
  answerUrls(pathname: string, search?: string): string[] | null;
  render(pathname: string, answers: PrerenderedAnswers): Promise<RenderedPage>;
}
