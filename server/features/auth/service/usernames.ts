import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { users } from '../../../db/schema';
import { randomInt } from 'node:crypto';
import { PreparedStatement } from '../../../lib/prepared';

/** 'Ada Lovelace' → 'ada.lovelace' (ASCII letters and digits only, at most 20 characters). */
export function usernameBase(name: string): string {
  const base = name
    .normalize('NFKD')
    .replace(/[^\w\s.-]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '.')
    .replace(/[^a-z0-9.]/g, '')
    .replace(/^\.+|\.+$/g, '')
    .slice(0, 20);
  return base.length >= 3 ? base : `user${base}`;
}

/** Random 4-digit suffixes tried after the bare base, before a last resort. */
const SUFFIXED_TRIES = 7;

// One index probe per candidate. Written as a lateral lookup ordered by the key, so the planner takes
// the unique btree on lower(username): with `= any(array)` it picks the trigram index (admin search),
// which must scan its whole pending list and costs milliseconds per lookup.
const takenUsernames = new PreparedStatement<{ u: string }>(
  'usernames_taken',
  sql`select x.u from unnest(${sql.placeholder('candidates')}::text[]) as c(candidate)
      cross join lateral (
        select lower(${users.username}) as u from ${users} where lower(${users.username}) = c.candidate
        order by lower(${users.username}) limit 1
      ) as x`,
);

/** A username not yet taken: the base, else the base with a random 4-digit suffix. */
export async function uniqueUsername(tx: Tx, name: string): Promise<string> {
  return (await uniqueUsernames(tx, [name]))[0]!;
}

/**
 * Each name's candidates, in order: its base, then the base with random 4-digit suffixes, then the base
 * with the time; at most `max` of them (a registration's first attempt takes one per name, unasked).
 * No candidate is offered to two names (people of one team may share a name).
 */
export function usernameCandidates(names: string[], max = SUFFIXED_TRIES + 2): string[][] {
  const offered = new Set<string>();
  const suffixed = Math.min(max, SUFFIXED_TRIES + 1);
  return names.map((name, k) => {
    const base = usernameBase(name);
    const list: string[] = [];
    const offer = (candidate: string) => {
      if (offered.has(candidate)) return;
      offered.add(candidate);
      list.push(candidate);
    };
    offer(base);
    for (let i = 0; i < SUFFIXED_TRIES * 4 && list.length < suffixed; i++) offer(`${base}${randomInt(1000, 10000)}`);
    if (list.length < max) offer(`${base}${(Date.now() + k).toString(36)}`);
    return list;
  });
}

/**
 * One free username per name, all different, asked in one query (a registration names a whole team).
 * Two callers racing for one candidate meet the unique index on lower(username), which the callers retry.
 */
export async function uniqueUsernames(tx: Tx, names: string[]): Promise<string[]> {
  const lists = usernameCandidates(names);
  const rows = await takenUsernames.run(tx, { candidates: lists.flat() });
  const taken = new Set(rows.map((r) => r.u));
  return lists.map((list) => list.find((c) => !taken.has(c)) ?? list[list.length - 1]!);
}
