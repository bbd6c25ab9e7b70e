// A page's document title, on both sides (issue 33: a link pasted into Slack or Discord previews the event,
// not "Hackathon"). The client sets it as pages render (client/lib/use-page-meta.ts); the server writes the
// same title, with the edition's name, into the first HTML of every page (server/page-head.ts). No zod:
// every page imports this.

/** The site's name before any edition is known: what the build writes into the pages it prerenders. */
export const SITE_NAME = 'Hackathon';

/** "About · Open Source Climate Hack 2027"; a title that already starts with the site's name stands alone. */
export function pageTitle(title: string, site: string = SITE_NAME): string {
  if (!title || title === site) return site;
  if (title.startsWith(`${site}:`)) return title;
  return `${title} · ${site}`;
}

/** The page's own part of a title the build wrote ("About · Hackathon" → "About", "Hackathon" → ""). */
export function builtPageTitle(built: string): string {
  const suffix = ` · ${SITE_NAME}`;
  if (built === SITE_NAME) return '';
  return built.endsWith(suffix) ? built.slice(0, -suffix.length) : built;
}

/** The meta tag that carries the site's name into the page: the client reads it before the edition loads. */
export const SITE_NAME_META = 'og:site_name';
