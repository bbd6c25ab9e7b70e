// Many sign-in-able people at once for the throttling tests. Their hashes use cheap argon2id parameters
// (verification reads them from the hash), so hundreds of real password checks stay quick; the code
// under test is the same.
import { randomBytes } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import type { FastifyInstance } from 'fastify';
import { users } from '../db/schema';

export const PEOPLE_PASSWORD = 'right-password-1';
let cheapHash: Promise<string> | undefined;

export interface Person {
  id: number;
  email: string;
  username: string;
}

export async function createPeople(app: FastifyInstance, count: number, prefix = 'person'): Promise<Person[]> {
  cheapHash ??= hash(PEOPLE_PASSWORD, { memoryCost: 1024, timeCost: 1, parallelism: 1 });
  const passwordHash = await cheapHash;
  const tag = randomBytes(3).toString('hex');
  const rows = Array.from({ length: count }, (_, i) => ({
    name: `${prefix} ${i}`,
    email: `${prefix}.${tag}.${i}@people.example`,
    username: `${prefix}_${tag}_${i}`,
    passwordHash,
    role: 'team' as const,
    status: 'active' as const,
  }));
  return app.db.insert(users).values(rows).returning({ id: users.id, email: users.email, username: users.username });
}

/** Runs `task` over `items` with at most `concurrency` at a time (people arrive close together, not all at once). */
export async function inPool<T, R>(items: T[], concurrency: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await task(items[i]!);
      }
    }),
  );
  return out;
}

/**
 * Sends again while the app sheds load (@fastify/under-pressure's 503, given before any route code ran,
 * so nothing was counted), as a browser would after Retry-After. A heavily shared test machine can stall
 * the event loop long enough for that; these tests are about the limits, not about load.
 */
export async function served<R extends { statusCode: number; body: string }>(send: () => Promise<R>): Promise<R> {
  for (let attempt = 0; ; attempt++) {
    const res = await send();
    const shed = res.statusCode === 503 && res.body === JSON.stringify({ error: 'Service unavailable' });
    if (!shed || attempt >= 100) return res;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
