// Edition facts in page text (issue 23 "facts in text stay true"): {{registrationCloses}}, {{teamSize}},
// {{prize:grand}}... are filled in when a page is served, from the edition's row, so moving a date or a
// prize in the settings changes every page that states it on the next request. Dates are written on the
// edition's clock, as its calendar is shown everywhere else: 'May 15, 2027, 23:59 IST'.
import { submissionWindow } from '@shared/phases';
import { grandPrize, prizePool } from '@shared/prize-pool';
import { formatInZone, zoneLabel, zoneOrUtc } from '@shared/zoned-time';
import {
  PLACEHOLDERS,
  PRIZE_PLACEHOLDER_PREFIX,
  placeholdersIn,
  type MarkdownField,
} from '@shared/schemas/pages/index';
import { prizesOf, rubricOf, type EventRow } from '../../events/index';
import { mapDocument } from './document-walk';

const dateIn = (d: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone }).format(d);
/** 'May 15, 2027, 23:59 IST': the day, then the clock and zone name as formatInZone writes them. */
const dateTimeIn = (d: Date, timeZone: string) => `${dateIn(d, timeZone)}, ${formatInZone(d, timeZone).split(', ')[1]}`;

/** 'a, b and c' */
function listing(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** The row fields the placeholders read (an EventRow has them all). */
export type FactsRow = Pick<
  EventRow,
  | 'name'
  | 'timeZone'
  | 'registrationOpensAt'
  | 'registrationClosesAt'
  | 'startsAt'
  | 'endsAt'
  | 'submissionDeadline'
  | 'winnersAnnouncedAt'
  | 'teamSizeMin'
  | 'teamSizeMax'
  | 'contactEmail'
  | 'city'
  | 'minAge'
  | 'guardianConsentUnder'
  | 'compositionMin'
  | 'femaleMemberMessage'
  | 'prizes'
  | 'rubric'
  | 'submissionOpensAt'
  | 'graceMinutes'
  | 'state'
>;

/** The value of every placeholder for an edition (prizes by `prize:<id>`). */
export function placeholderValues(row: FactsRow, extra: { challengeCount: number }): Map<string, string> {
  const window = submissionWindow(row);
  const grace = row.graceMinutes > 0 ? ` (with a ${row.graceMinutes}-minute grace period)` : '';
  const rubric = rubricOf(row.rubric);
  const equal = rubric.every((c) => c.weight === rubric[0]!.weight);
  const prizes = prizesOf(row.prizes);
  const zone = zoneOrUtc(row.timeZone);
  const formatDate = (d: Date) => dateIn(d, zone);
  const formatDateTime = (d: Date) => dateTimeIn(d, zone);
  const values = new Map<string, string>([
    ['eventName', row.name],
    ['registrationOpens', formatDate(row.registrationOpensAt)],
    ['registrationCloses', formatDateTime(row.registrationClosesAt)],
    ['hackingStarts', formatDateTime(row.startsAt)],
    ['hackingEnds', formatDateTime(row.endsAt)],
    ['hackingHours', String(Math.round((row.endsAt.getTime() - row.startsAt.getTime()) / 3_600_000))],
    ['submissionWindow', `from ${formatDateTime(window.opensAt)} to ${formatDateTime(window.deadline)}${grace}`],
    ['submissionDeadline', formatDateTime(row.submissionDeadline)],
    ['winnersAnnounced', formatDate(row.winnersAnnouncedAt)],
    ['teamSize', `${row.teamSizeMin} to ${row.teamSizeMax}`],
    ['teamSizeMin', String(row.teamSizeMin)],
    ['teamSizeMax', String(row.teamSizeMax)],
    ['compositionRule', row.compositionMin > 0 ? row.femaleMemberMessage : ''],
    ['totalPrize', prizePool(prizes)],
    ['grandPrize', grandPrize(prizes)],
    ['prizes', listing(prizes.map((p) => (p.amount ? `${p.title}: ${p.amount}` : p.title)))],
    ['rubric', listing(rubric.map((c) => (equal ? c.name.toLowerCase() : `${c.name.toLowerCase()} (${c.weight}%)`)))],
    ['minAge', String(row.minAge)],
    ['guardianConsentUnder', String(row.guardianConsentUnder)],
    ['contactEmail', row.contactEmail],
    ['city', row.city],
    // Named at the start of hacking (CET or CEST), as the calendar's note names it.
    ['timeZone', zoneLabel(row.startsAt, zone)],
    ['challengeCount', String(extra.challengeCount)],
  ]);
  for (const p of prizes) values.set(`${PRIZE_PLACEHOLDER_PREFIX}${p.id}`, p.amount || p.title);
  return values;
}

/** Names a save may use: the fixed ones and the edition's prizes. */
export function knownPlaceholder(name: string, prizeIds: ReadonlySet<string>, anyPrize = false): boolean {
  if (name in PLACEHOLDERS) return true;
  if (!name.startsWith(PRIZE_PLACEHOLDER_PREFIX)) return false;
  const id = name.slice(PRIZE_PLACEHOLDER_PREFIX.length);
  return anyPrize ? /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(id) : prizeIds.has(id);
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function fill(text: string, values: Map<string, string>, escape: boolean): string {
  if (escape && text.includes('%7B%7B'))
    // In a link's address markdown-it percent-encodes the braces: [write to us](mailto:{{contactEmail}}).
    text = text.replace(/%7B%7B([A-Za-z:0-9-]+)%7D%7D/g, (_w, name: string) =>
      escapeHtml(encodeURI(values.get(name) ?? '')),
    );
  if (!text.includes('{{')) return text;
  return text.replace(/\{\{\s*([^{}]*?)\s*\}\}/g, (whole, name: string) => {
    const value = values.get(name);
    // A prize removed from the settings after the page was saved: say nothing rather than a stale figure.
    if (value === undefined) return '';
    return escape ? escapeHtml(value) : value;
  });
}

/**
 * A Markdown field's rendered HTML with the edition's facts filled in, as visitors read it: the served
 * pages and the editor's preview both go through here, so the preview cannot differ (issue 31).
 */
export const filledHtml = (html: string, values: Map<string, string>) => fill(html, values, true);

/**
 * The document visitors receive: placeholders filled, and each Markdown field reduced to its stored HTML
 * (the source stays with the admin's read).
 */
export function servedDocument(doc: unknown, values: Map<string, string>): unknown {
  return mapDocument(doc, {
    onMarkdown: (f: MarkdownField) => ({ html: filledHtml(f.html, values) }),
    onText: (text) => fill(text, values, false),
  });
}

export { placeholdersIn };
