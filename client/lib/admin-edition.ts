// The edition an admin works on (issue "Editions"): `?event=slug` in the admin page's address, absent for
// the current one. The address is the one source of truth, so a reload keeps the choice; the admin query
// factories read it when they build a query (during render), put the slug in the query key (switching
// editions refetches) and in the URL (the server scopes the answer), all through the helpers below.
export const EDITION_PARAM = 'event';

/** The slug named by a query string (`?event=hackverse-2026` → 'hackverse-2026'), or undefined. */
export function editionFromSearch(search: string): string | undefined {
  const value = new URLSearchParams(search).get(EDITION_PARAM)?.trim();
  return value ? value : undefined;
}

/** The edition chosen in the browser's address (undefined: the current one, or outside a browser). */
export function chosenEdition(): string | undefined {
  return typeof window === 'undefined' ? undefined : editionFromSearch(window.location.search);
}

/** `url` with `event=slug` added when an edition is chosen (kept as is for the current one). */
export function withEdition(url: string, slug: string | undefined = chosenEdition()): string {
  if (!slug) return url;
  const [path, query = ''] = url.split('?', 2);
  const params = new URLSearchParams(query);
  params.set(EDITION_PARAM, slug);
  return `${path}?${params.toString()}`;
}

/** The part of an admin query key that names the edition ('current' when none is chosen). */
export function editionKey(slug: string | undefined = chosenEdition()): string {
  return slug ? `edition:${slug}` : 'edition:current';
}
