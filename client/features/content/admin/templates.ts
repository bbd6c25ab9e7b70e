// What the Pages editor needs beyond the page schemas: a blank entry for each list (so "Add" works on an
// empty list too), readable labels for the documents' keys, and where each page is shown on the site.
import { paths } from '@shared/paths';
import type { PageName } from '@shared/schemas/pages/index';

const md = () => ({ markdown: '', html: '' });
const card = () => ({ title: '', text: '' });
const link = () => ({ name: '', url: 'https://', description: '' });

/** `page:path` with list indexes written as `*` → a blank entry of that list. */
const TEMPLATES: Record<string, () => unknown> = {
  'home:whyJoin.benefits': card,
  'home:cards': () => ({ title: '', text: '', cta: '', href: '/' }),
  'home:sponsors.items': () => ({ name: '', tier: 'Gold', logoUrl: '', link: '' }),
  'home:challengePicks.categories': () => ({ category: '', slugs: [] }),
  'home:challengePicks.categories.*.slugs': () => '',
  'home:testimonials.items': () => ({ name: '', role: '', quote: '' }),
  'home:gettingStarted.steps': () => ({ title: '', text: '', ctaLabel: '', ctaHref: '/' }),
  'home:contact.faqIds': () => '',
  'about:what.cards': card,
  'about:who.audiences': card,
  'faq:tabs': () => ({ id: '', label: '', entries: [] }),
  'faq:tabs.*.entries': () => ({ id: '', question: '', answer: md() }),
  'help:categories': () => ({ id: '', title: '', description: '' }),
  'help:articles': () => ({ id: '', category: '', title: '', body: md() }),
  'help:popular': () => '',
  'resources:tracks': () => ({ title: '', links: [] }),
  'resources:tracks.*.links': link,
  'resources:tips': card,
  'resources:openSource': link,
  'resources:tools': () => ({ name: '', url: 'https://', category: '' }),
  'support:hours': () => ({ days: '', hours: '' }),
  'terms:sections': () => ({ id: '', title: '', body: md() }),
  'privacy:sections': () => ({ id: '', title: '', body: md() }),
  'cookies:sections': () => ({ id: '', title: '', body: md() }),
};

export const pattern = (path: string) => path.replace(/\.\d+(?=\.|$)/g, '.*');

export function blankEntry(page: PageName, path: string, first: unknown): unknown {
  const make = TEMPLATES[`${page}:${pattern(path)}`];
  if (make) return make();
  return typeof first === 'string' ? '' : structuredClone(first);
}

const LABELS: Record<string, string> = {
  whyJoin: 'Why join',
  cards: 'Cards',
  cta: 'Link text',
  href: 'Link (a path such as /register, or https://…)',
  ctaLabel: 'Link text',
  ctaHref: 'Link (a path such as /register, or https://…)',
  logoUrl: 'Logo (an https:// address or an upload; empty for none)',
  link: 'Website (https://…; empty for none)',
  challengePicks: 'Choose your challenge',
  category: 'Category',
  slugs: 'Challenges shown (slugs, in order; none = the first three)',
  gettingStarted: 'Getting started',
  faqIds: 'FAQ entries shown (their ids)',
  partnerTitle: 'Partner title',
  partnerText: 'Partner text',
  id: 'Id (lower-case words and hyphens)',
  openSource: 'Open-source projects',
  url: 'Address (https://…)',
  popular: 'Popular articles (their ids)',
  entries: 'Questions',
};

/** 'gettingStarted' → 'Getting started'. */
export function labelOf(key: string): string {
  if (LABELS[key]) return LABELS[key];
  const words = key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Keys whose text is long enough for a text area. */
export const LONG_TEXT = new Set(['text', 'lead', 'quote', 'intro', 'description', 'role']);

export const PAGE_PATHS: Record<PageName, string> = {
  home: paths.home,
  about: paths.about,
  faq: paths.faq,
  help: paths.help,
  resources: paths.resources,
  support: paths.support,
  terms: paths.terms,
  privacy: paths.privacy,
  cookies: paths.cookies,
};
