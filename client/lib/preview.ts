// An organizer's preview of a draft edition (`?preview=slug`): the public pages read that edition's facts,
// pages and challenges instead of the current one's (the server answers a draft to admins only, 404 to
// anyone else), so the draft is seen exactly as visitors will see it once it is published. The choice is
// kept for the tab (sessionStorage): the header's links drop the parameter, and a preview that fell back to
// the live site on the first click would show the organizer the wrong edition without saying so.
export const PREVIEW_PARAM = 'preview';
const STORAGE_KEY = 'hackathon:preview';
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function stored(): string | undefined {
  try {
    return window.sessionStorage.getItem(STORAGE_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

/** The draft being previewed in this tab, or undefined (outside a browser too). */
export function previewSlug(): string | undefined {
  // No document (the build's prerender, unit tests that stub `window`): no preview.
  if (typeof window === 'undefined' || !window.location) return undefined;
  const fromUrl = new URLSearchParams(window.location.search).get(PREVIEW_PARAM)?.trim();
  if (fromUrl && SLUG.test(fromUrl)) {
    try {
      window.sessionStorage.setItem(STORAGE_KEY, fromUrl);
    } catch {
      /* the address still carries it */
    }
    return fromUrl;
  }
  const kept = stored();
  return kept && SLUG.test(kept) ? kept : undefined;
}

/** Leaves the preview: this tab shows the live site again (a fresh load, so no draft answer stays cached). */
export function leavePreview(): void {
  try {
    window.sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    /* nothing kept */
  }
  window.location.assign(window.location.pathname);
}

/** The address of a public page previewing the draft `slug`. */
export const previewPath = (path: string, slug: string) => `${path}?${PREVIEW_PARAM}=${encodeURIComponent(slug)}`;
