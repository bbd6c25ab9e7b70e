// The building blocks of the edition's public pages (DESIGN D14): plain text fields, links, and Markdown
// fields. A Markdown field carries the organizer's source and the HTML the server rendered from it when
// the page was saved; visitors receive only the stored HTML, so the public bundle carries no renderer.
import { z } from 'zod';
import {
  FIELD_MESSAGES,
  isSafeHttpUrl,
  normaliseUrl,
  optionalUrlField,
  URL_UNSAFE_CHARACTERS,
  urlField,
} from '../fields';

export const PAGE_NAMES = [
  'home',
  'about',
  'faq',
  'help',
  'resources',
  'support',
  'terms',
  'privacy',
  'cookies',
] as const;
export type PageName = (typeof PAGE_NAMES)[number];

export const PAGE_LABELS: Record<PageName, string> = {
  home: 'Home',
  about: 'About',
  faq: 'FAQ',
  help: 'Help centre',
  resources: 'Resources',
  support: 'Support',
  terms: 'Terms of Service',
  privacy: 'Privacy Policy',
  cookies: 'Cookie Policy',
};

export const MARKDOWN_MAX = 20_000;

/**
 * Prose. `html` is the server's rendering of `markdown` (raw HTML off, links limited to http(s) and mailto);
 * whatever a client sends as `html` is ignored and rendered again on save.
 */
export const markdownSchema = z.object({
  markdown: z.string().max(MARKDOWN_MAX, `At most ${MARKDOWN_MAX} characters`),
  html: z.string().default(''),
});
export type MarkdownField = z.infer<typeof markdownSchema>;

/** A short line of plain text (a title, a label); React writes it as text, never as HTML. */
export const line = (max = 200) => z.string().trim().max(max, `At most ${max} characters`);
export const requiredLine = (max = 200) => line(max).min(1, 'Required');

const HTTP_LINK_MESSAGE = 'Use an address starting with http:// or https://';

/** An external address: the one URL rule of every stored link (fields.ts urlField: http(s) only, never
 * javascript: or data:, no quotes or spaces, normalised). */
export const httpUrl = urlField({ message: HTTP_LINK_MESSAGE });

/** Optional external address: '' for none. */
export const optionalHttpUrl = optionalUrlField({ message: HTTP_LINK_MESSAGE });

/**
 * A path on this site: one leading slash (never `//` or `/\`, which browsers read as another host), and
 * none of the characters a link never needs.
 */
const SITE_PATH = /^\/(?![/\\])[^\\]*$/;
const isSitePath = (v: string) => SITE_PATH.test(v) && !URL_UNSAFE_CHARACTERS.test(v);

/** A link target on the site ('/register') or an external http(s) address (stored normalised). */
export const siteHref = z
  .string()
  .trim()
  .max(500, FIELD_MESSAGES.max500)
  .refine((v) => isSitePath(v) || isSafeHttpUrl(v), 'Use a path such as /register or an http(s) address')
  .overwrite((v) => (isSitePath(v) ? v : normaliseUrl(v)));

/** A section anchor: lower-case words joined by hyphens. */
export const anchorId = z
  .string()
  .trim()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, FIELD_MESSAGES.slugFormat);

/**
 * Edition facts a page may quote: written as {{name}} in any text and filled in when the page is served,
 * so moving a date or a prize in the edition's settings changes every page that states it. Prize figures
 * appear only this way ({{prize:<id>}} names a prize of the edition's list).
 */
export const PLACEHOLDERS: Record<string, string> = {
  eventName: 'The edition’s name',
  registrationOpens: 'Registration opening date',
  registrationCloses: 'Registration closing date and time',
  hackingStarts: 'Start of hacking, date and time',
  hackingEnds: 'End of hacking, date and time',
  hackingHours: 'Length of the hacking window in hours',
  submissionWindow: 'The submission window, from opening to deadline (and grace)',
  submissionDeadline: 'Submission deadline, date and time',
  winnersAnnounced: 'Winners announcement date',
  teamSize: 'Team size, e.g. “2 to 4”',
  teamSizeMin: 'Smallest team size',
  teamSizeMax: 'Largest team size',
  compositionRule: 'The team composition rule, or nothing when there is none',
  totalPrize: 'The prize pool: every money prize of the list times its places',
  grandPrize: 'The first overall prize’s figure',
  prizes: 'Every prize of the edition with its figure',
  rubric: 'The judging criteria, with weights when they differ',
  minAge: 'Minimum age',
  guardianConsentUnder: 'Age under which a guardian must consent',
  contactEmail: 'The organizers’ email address',
  city: 'The organizers’ city',
  timeZone: 'The time zone every date is written in, e.g. “Berlin time (CET)”',
  challengeCount: 'Number of active challenges',
};
export const PRIZE_PLACEHOLDER_PREFIX = 'prize:';

/** Every {{...}} in a text, as written between the braces. */
export function placeholdersIn(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([^{}]*?)\s*\}\}/g)].map((m) => m[1]!);
}

/**
 * A money figure typed into page text ("$5,000", "₹ 10000", "5000 USD", "€2k"). Prize figures must come
 * from the edition's prizes through placeholders, so a page can never contradict the prize list.
 */
export const MONEY_FIGURE =
  /(?:[$€£₹¥]\s?\d)|(?:\b\d[\d,.]*\s?(?:k\b)?\s?(?:USD|EUR|GBP|INR|dollars?|euros?|rupees?)\b)/i;
