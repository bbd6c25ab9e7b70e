// The admin searches (participants, teams, submissions): a case-insensitive "contains" on the stored,
// lower-cased search columns of migration 0010 (users.search_text: name, email and username joined by
// chr(31); teams.search_text: the name).
import { sql, type SQL } from 'drizzle-orm';
import { containsPattern } from './sql';

/** The character between the fields of users.search_text (the unit separator, chr(31)). */
const SEPARATOR = '\u001f';
/** The character between two members in teams.member_search_text (the record separator, chr(30)). */
const MEMBER_SEPARATOR = '\u001e';

/**
 * pg_trgm finds no trigram in fewer than three characters, so a shorter search cannot use the trigram
 * indexes and reads every row: its query is shaped for one pass (one LIKE per row, no union to
 * deduplicate) rather than for two index-backed halves.
 */
export function isShortSearch(q: string): boolean {
  return [...q].length < 3;
}

/**
 * `users u` whose name, email or username contains q. A search containing the separator (nobody types
 * one) could match across two fields of the joined column, so it is matched field by field instead.
 */
export function userFieldsMatch(q: string): SQL {
  const pattern = containsPattern(q);
  if (q.includes(SEPARATOR))
    return sql`(lower(u.name) like ${pattern} or lower(u.email) like ${pattern} or lower(u.username) like ${pattern})`;
  return sql`u.search_text like ${pattern}`;
}

/**
 * `users u` whose name or email contains q (a team's member, spec §2), in one LIKE on the joined column:
 * q followed, somewhere later, by a separator lies in the name or the email (the username comes last,
 * with no separator after it and none inside it). Same fallback as userFieldsMatch.
 */
export function memberFieldsMatch(q: string): SQL {
  const pattern = containsPattern(q);
  if (q.includes(SEPARATOR)) return sql`(lower(u.name) like ${pattern} or lower(u.email) like ${pattern})`;
  return sql`u.search_text like ${`${pattern}${SEPARATOR}%`}`;
}

/**
 * `teams t` with a member whose name or email contains q, read from the team's own row
 * (teams.member_search_text, kept by migration 0033's triggers): for the short searches, which read teams
 * newest first and stop at their bound. A q holding a separator (nobody types one) could match across two
 * fields or members: null, and the caller matches the members themselves.
 */
export function teamMembersTextMatch(q: string): SQL | null {
  if (q.includes(SEPARATOR) || q.includes(MEMBER_SEPARATOR)) return null;
  return sql`t.member_search_text like ${containsPattern(q)}`;
}

/** `teams t` whose name contains q. */
export function teamNameMatch(q: string): SQL {
  return sql`t.search_text like ${containsPattern(q)}`;
}

/**
 * A search of one or two characters counts its matches no further than this many (decision 0006): it
 * has no index to read, and counting every match of a character that most rows hold cost 30 to 40 ms
 * a page on PGlite. Read newest first, it stops once it has this many (and one more, to know there are
 * more); a search that matches fewer is counted exactly.
 */
export const SHORT_SEARCH_COUNT_CAP = 1000;

/** How far a short search reads for the page at `offset`: the cap, or the page's end past it. */
export function shortSearchBound(offset: number, limit: number): number {
  return Math.max(SHORT_SEARCH_COUNT_CAP, offset + limit);
}

/** The first `bound` + 1 matches of a short search in the lists' order (newest first; `alias` the table). */
export function firstMatches(alias: 'u' | 't', bound: number): SQL {
  const a = sql.raw(alias);
  return sql` order by ${a}.created_at desc, ${a}.id desc limit ${bound + 1}`;
}

/** The total a page reports: `counted` rows, or at least `bound` when a short search stopped counting. */
export function pageTotal(counted: number, bound: number | null): { total: number; totalCapped?: true } {
  return bound !== null && counted > bound ? { total: bound, totalCapped: true } : { total: counted };
}
