// The admin searches (participants, teams, submissions): a case-insensitive "contains" on the stored,
// lower-cased search columns of migration 0010 (users.search_text: name, email and username joined by
// chr(31); teams.search_text: the name).
import { sql, type SQL } from 'drizzle-orm';
import { containsPattern } from './sql';

/** The character between the fields of users.search_text (the unit separator, chr(31)). */
const SEPARATOR = '\u001f';

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

/** `teams t` whose name contains q. */
export function teamNameMatch(q: string): SQL {
  return sql`t.search_text like ${containsPattern(q)}`;
}
