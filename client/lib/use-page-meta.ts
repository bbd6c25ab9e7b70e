import { useEffect } from 'react';
import { pageTitle, SITE_NAME, SITE_NAME_META } from '@shared/page-title';
import { useEvent } from './use-event';

function descriptionTag(): HTMLMetaElement {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.appendChild(tag);
  }
  return tag;
}

/**
 * The site's name the server wrote into the first HTML (server/page-head.ts: the current edition's), so the
 * title does not flash "Hackathon" before the edition loads.
 */
function servedSiteName(): string {
  if (typeof document === 'undefined') return SITE_NAME;
  return document.head.querySelector<HTMLMetaElement>(`meta[property="${SITE_NAME_META}"]`)?.content || SITE_NAME;
}

/**
 * What the page last rendered asked for, when there is no document: the build's prerendering
 * (scripts/prerender-shell.tsx) reads it to write the page's <title> and description into its HTML.
 */
export const prerenderedMeta: { title?: string; description?: string } = {};

/** Sets `document.title` to "<title> · <the edition's name>" and, when given, the meta description. */
export function usePageMeta(title: string, description?: string): void {
  const site = useEvent().data?.name ?? servedSiteName();
  if (typeof document === 'undefined') {
    // The build writes the site's own name; the server puts the edition's in when it sends the page.
    prerenderedMeta.title = pageTitle(title);
    if (description) prerenderedMeta.description = description;
  }
  useEffect(() => {
    document.title = pageTitle(title, site);
  }, [title, site]);

  useEffect(() => {
    if (!description) return;
    const tag = descriptionTag();
    const previous = tag.content;
    tag.content = description;
    return () => {
      tag.content = previous;
    };
  }, [description]);
}
