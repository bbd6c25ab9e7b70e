// Session lookups kept in memory for a minute: every signed-in page asks /api/auth/me and every
// signed-in call resolves its caller. A kept lookup is dropped the moment anything it was read from
// changes (app.dataChanges hears every committed change of sessions, users, team_members and events —
// the team is the current edition's — from any instance): a sign-out, a password change, a
// deactivation or another edition made current shows on this instance before its own call returns, on
// the others as soon as their listener hears it (milliseconds). While the cross-instance listener is
// away nothing is kept. Unknown tokens are never kept (they cost a query each, as before, and cannot
// fill the memory).
import type { DataChanges, WatchedTable } from '../../../cache/index';
import type { Db } from '../../../db/client';
import { sha256 } from '../../../lib/crypto';
import { readSessionUser, type SessionUser } from './sessions';

const TABLES: readonly WatchedTable[] = ['sessions', 'users', 'team_members', 'events'];
/** Also bounds how stale last_seen_at may get (sessions.ts touches it on a lookup every 5 minutes). */
export const SESSION_KEEP_MS = 60_000;
const MAX_KEPT = 10_000;

interface Kept {
  user: SessionUser;
  stamp: number;
  until: number;
}

export class SessionLookup {
  /**
   * By the token itself, not its hash: a hit costs no hashing. Only the database needs the hash (it
   * must never hold a usable token); this memory already sees every token in its requests.
   */
  private readonly kept = new Map<string, Kept>();

  constructor(
    private readonly db: Db,
    private readonly changes: DataChanges,
  ) {}

  /**
   * The kept lookup of a token, without asking the database: undefined when nothing current is kept
   * (never kept, expired, or something it was read from changed since). `find` answers from it first.
   */
  peek(token: string): SessionUser | undefined {
    return this.current(token);
  }

  async find(token: string): Promise<SessionUser | null> {
    const kept = this.current(token);
    if (kept) return kept;
    const stamp = this.changes.stamp(TABLES);
    const now = Date.now();
    const found = await readSessionUser(this.db, sha256(token));
    if (!found) return null;
    // Kept only if nothing it depends on changed during the read (the read may predate that change).
    if (this.changes.unchangedSince(stamp, TABLES)) {
      if (this.kept.size >= MAX_KEPT) this.kept.delete(this.kept.keys().next().value!);
      this.kept.set(token, { user: found.user, stamp, until: Math.min(now + SESSION_KEEP_MS, found.expiresAt) });
    }
    return found.user;
  }

  /** A kept lookup still valid (listener reliable, nothing changed, not expired); a stale one is dropped. */
  private current(token: string): SessionUser | undefined {
    const hit = this.kept.get(token);
    if (!hit) return undefined;
    if (this.changes.unchangedSince(hit.stamp, TABLES) && Date.now() < hit.until) return hit.user;
    this.kept.delete(token);
    return undefined;
  }
}
