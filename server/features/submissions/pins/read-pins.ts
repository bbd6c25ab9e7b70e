// What the judges, the admins and the gallery show of a project's repository: the pinned commit and the
// state of the last check (shared/schemas/pins.ts), for many projects in one query.
import type { Pinned } from '@shared/schemas/pins';
import type { Tx } from '../../../db/client';
import { isoOrNull } from '../../../lib/sql';
import { readPins } from './pin-store';
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
  return new Map(
    found.map((r) => [
      r.submission_id,
      {
        sha: r.sha,
        url: commitUrl(r.repo_url, r.sha, policy),
        checkedAt: isoOrNull(r.checked_at),
        changedAfterDeadline: r.changed_after_deadline,
        reachable: r.reachable,
      },
    ]),
  );
}

/**
 * `items` (a page of a list) each with its `pinned`, read in one query for the whole page; null for a
 * project the pin job never scheduled. `idOf` names the submission of an item.
 */
export async function withPins<T>(
  tx: Tx,
  items: T[],
  idOf: (item: T) => number,
  policy: RepoPolicy = PRODUCTION,
): Promise<(T & { pinned: Pinned | null })[]> {
  const pins = await pinOf(tx, items.map(idOf), policy);
  return items.map((item) => ({ ...item, pinned: pins.get(idOf(item)) ?? null }));
}
