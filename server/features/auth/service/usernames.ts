import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { users } from '../../../db/schema';
import { randomInt } from 'node:crypto';

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

/** A username not yet taken: the base, else the base with a random 4-digit suffix. */
export async function uniqueUsername(tx: Tx, name: string): Promise<string> {
  const base = usernameBase(name);
  for (let i = 0; i < 8; i++) {
    const candidate = i === 0 ? base : `${base}${randomInt(1000, 10000)}`;
    const taken = await tx
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.username}) = ${candidate}`)
      .limit(1);
    if (taken.length === 0) return candidate;
  }
  return `${base}${Date.now().toString(36)}`;
}
