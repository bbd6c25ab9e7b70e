// The head of every page the server sends (issue 33: "a link pasted into Slack, Discord or LinkedIn
// previews the event, not 'Hackathon'"; issue 32: the edition in the first HTML). The build writes its
// pages before any edition exists, titled "About · Hackathon"; the server writes the current edition's
// name into the title, and Open Graph and Twitter tags from the title and description, so a preview needs
// no script. The client keeps the same title afterwards (shared/page-title.ts).
import { builtPageTitle, pageTitle, SITE_NAME_META } from '@shared/page-title';
import { escapeHtml, unescapeHtml } from './lib/html';

export interface EditionHead {
  name: string;
  heroLine: string;
  tagline: string;
  /** The edition's uploaded logo ('/api/images/…'), or null. */
  logoUrl: string | null;
  /** The home page's description (shared/event-mode.ts), where the head is the home page's. */
  homeDescription?: string;
}

/** A page's own title and description, when the server knows them better than the build (the gallery's). */
export interface PageOwnHead {
  /** "Projects", "Sign Bridge by Lambda Llamas": the site's name is added as the client adds it. */
  title: string;
  description: string;
}

const TITLE = /<title>([^<]*)<\/title>/;
const DESCRIPTION = /(<meta\s+name="description"\s+content=")([^"]*)(")/;

/**
 * The page `html` with the edition's title, description and preview tags. `home`: the home page, titled
 * by the edition's name and hero line and described as the client's home page describes it (its
 * `homeDescription`; the tagline when the head has none).
 * `page`: the page's own title and description (a project's), in place of the build's.
 */
export function fillHead(
  html: string,
  edition: EditionHead,
  opts: { home: boolean; publicUrl: string; page?: PageOwnHead },
): string {
  const built = unescapeHtml(TITLE.exec(html)?.[1] ?? '');
  const title = opts.page
    ? pageTitle(opts.page.title, edition.name)
    : opts.home
      ? pageTitle(edition.heroLine ? `${edition.name}: ${edition.heroLine}` : edition.name, edition.name)
      : pageTitle(builtPageTitle(built), edition.name);
  const builtDescription = unescapeHtml(DESCRIPTION.exec(html)?.[2] ?? '');
  const description = opts.page
    ? opts.page.description
    : opts.home
      ? (edition.homeDescription ?? edition.tagline)
      : builtDescription || edition.tagline;
  const image = edition.logoUrl ? `${opts.publicUrl}${edition.logoUrl}` : null;
  const meta = (attr: 'property' | 'name', key: string, value: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`;
  const tags = [
    meta('property', 'og:type', 'website'),
    meta('property', SITE_NAME_META, edition.name),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    ...(image ? [meta('property', 'og:image', image)] : []),
    meta('name', 'twitter:card', 'summary'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
  ].join('');
  let out = html.replace(TITLE, () => `<title>${escapeHtml(title)}</title>`);
  out = DESCRIPTION.test(out)
    ? out.replace(DESCRIPTION, (_m, open: string, _d: string, close: string) => open + escapeHtml(description) + close)
    : out.replace('</head>', `${meta('name', 'description', description)}</head>`);
  return out.replace('</head>', `${tags}</head>`);
}
