import { useEffect } from 'react';

export const SITE_NAME = 'Hackathon';

function descriptionTag(): HTMLMetaElement {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.appendChild(tag);
  }
  return tag;
}

/** The full document title of a page title. */
export const pageTitle = (title: string) => (title ? `${title} · ${SITE_NAME}` : SITE_NAME);

/**
 * What the page last rendered asked for, when there is no document: the build's prerendering
 * (scripts/prerender-shell.tsx) reads it to write the page's <title> and description into its HTML.
 */
export const prerenderedMeta: { title?: string; description?: string } = {};

/** Sets `document.title` to "<title> · Hackathon" and, when given, the meta description. */
export function usePageMeta(title: string, description?: string): void {
  if (typeof document === 'undefined') {
    prerenderedMeta.title = pageTitle(title);
    if (description) prerenderedMeta.description = description;
  }
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);

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
