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
