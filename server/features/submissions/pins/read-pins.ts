// What the judges, the admins and the gallery show of a project's repository: the pinned commit and the
// state of the last check (shared/schemas/pins.ts): for many projects in one query, or as columns of a
// list that reads its page in one query (the admin Submissions list).
import type { Pinned } from '@shared/schemas/pins';
import type { Tx } from '../../../db/client';
import { isoOrNull } from '../../../lib/sql';
import { sql } from 'drizzle-orm';
import { readPins, type PinRow } from './pin-store';
import { commitUrl, type RepoPolicy } from './repo-url';

const PRODUCTION: RepoPolicy = { allowedHosts: [] };

/**
 * The pins of `submissionIds` by submission id; a project never scheduled (none yet) is absent.
 * `policy` is the server's (app.config.pins): it decides the link of a test server's repository.
 */
export async function pinOf(
  tx: Tx,
  submissionIds: number[],
  policy: RepoPolicy = PRODUCTION,
): Promise<Map<number, Pinned>> {
  const found = await readPins(tx, [...new Set(submissionIds)]);
  return new Map(found.map((r) => [r.submission_id, toPinned(r, policy)]));
}

/** A pin row as the screens show it (`PIN_COLUMNS` of a list's own query, or readPins). */
export function toPinned(r: Omit<PinRow, 'submission_id'>, policy: RepoPolicy = PRODUCTION): Pinned {
  return {
    sha: r.sha,
    url: commitUrl(r.repo_url, r.sha, policy),
    checkedAt: isoOrNull(r.checked_at),
    changedAfterDeadline: r.changed_after_deadline,
    reachable: r.reachable,
  };
}

/**
 * The pin's columns for a list that reads its page in one query (`left join repo_pins rp`), prefixed
 * `pin_`; `pinFromRow` turns them back into `pinned` (null: never scheduled).
 */
export const PIN_COLUMNS = sql`, rp.repo_url as pin_repo_url, rp.sha as pin_sha, rp.checked_at as pin_checked_at,
  rp.changed_after_deadline as pin_changed_after_deadline, rp.reachable as pin_reachable`;
export const PIN_JOIN = sql`left join repo_pins rp on rp.submission_id = s.id`;
export interface PinColumns {
  pin_repo_url: string | null;
  pin_sha: string | null;
  pin_checked_at: Date | string | null;
  pin_changed_after_deadline: boolean | null;
  pin_reachable: boolean | null;
}
export function pinFromRow(r: PinColumns, policy: RepoPolicy = PRODUCTION): Pinned | null {
  if (r.pin_repo_url === null) return null;
  return toPinned(
    {
      repo_url: r.pin_repo_url,
      sha: r.pin_sha,
      checked_at: r.pin_checked_at,
      changed_after_deadline: !!r.pin_changed_after_deadline,
      reachable: r.pin_reachable,
    },
    policy,
  );
}
