// The one 409 of a save over a version someone else has replaced (the Event tab's sections, the pages,
// the phase override): "Changed by Alice Admin at 26 Nov, 14:02 CET — reload to see their version" (the
// edition's zone),
// with `details {version, updatedAt, updatedBy}` so the screen can name them and offer to compare.
import { eq } from 'drizzle-orm';
import { staleVersionMessage } from '@shared/schemas/event-patch';
import type { Tx } from '../db/client';
import { users } from '../db/schema';
import { AppError } from './errors';

export interface SavedVersion {
  version: number;
  updatedAt: Date | string;
  /** Who saved it, by name (null: the seed, or an account since removed). */
  updatedBy: string | null;
}

/**
 * `timeZone` is the edition's, the time is written in; `lead` says what was saved over, before the common
 * sentence ("Someone else saved this page…").
 */
export function staleVersion(saved: SavedVersion, timeZone: string, lead?: string): AppError {
  const updatedAt = new Date(saved.updatedAt).toISOString();
  const message = staleVersionMessage(saved.updatedBy, updatedAt, timeZone);
  return new AppError(409, lead ? `${lead}. ${message}` : message, undefined, undefined, {
    updatedBy: saved.updatedBy,
    updatedAt,
    version: saved.version,
  });
}

/** Who saved last, by name (null for the seed, or an account since removed). */
export async function updaterName(db: Tx, id: number | null): Promise<string | null> {
  if (id === null) return null;
  const [u] = await db.select({ name: users.name }).from(users).where(eq(users.id, id));
  return u?.name ?? null;
}
