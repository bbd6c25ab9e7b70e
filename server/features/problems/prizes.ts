// A challenge's prize figure lives in the edition's prize list (issue 23: "no page may state a prize figure
// that is not in this list"). Saving a challenge keeps its challenge-scoped prize in step: the figure of
// the form becomes that prize's amount, a renamed slug moves it, an emptied figure or a deleted challenge
// removes it. The list's other entries (overall, tracks) and what organizers set on the prize itself
// (title, places, description) are left as they are. The demo seeds its prizes through this function too.
import { asc, eq, sql } from 'drizzle-orm';
import type { Prize } from '@shared/schemas/event-settings';
import type { Tx } from '../../db/client';
import { events, problems } from '../../db/schema';
import type { EventRow } from '../events/index';
import { prizesOf } from '../events/index';

type ChallengeRef = Pick<typeof problems.$inferSelect, 'slug' | 'title' | 'prize'>;

/** The prize list with `after`'s prize in step (before: the challenge as it was, null when new). */
export function withChallengePrize(list: Prize[], before: ChallengeRef | null, after: ChallengeRef | null): Prize[] {
  const slugs = new Set([before?.slug, after?.slug].filter(Boolean));
  const index = list.findIndex((p) => p.scope === 'challenge' && p.challenge !== null && slugs.has(p.challenge));
  const existing = index >= 0 ? list[index]! : null;
  const figure = after?.prize.trim() ?? '';
  if (!after || figure === '') return existing ? list.filter((_, i) => i !== index) : list;
  if (existing) {
    if (existing.amount === figure && existing.challenge === after.slug) return list;
    return list.map((p, i) => (i === index ? { ...p, amount: figure, challenge: after.slug } : p));
  }
  let id = `challenge-${after.slug}`.slice(0, 120);
  while (list.some((p) => p.id === id)) id = `${id}-x`;
  return [
    ...list,
    {
      id,
      title: after.title,
      amount: figure,
      description: '',
      places: 1,
      scope: 'challenge',
      challenge: after.slug,
      track: null,
    },
  ];
}

/**
 * Writes the edition's prize list when a challenge's save changes it, as a new version of the edition's
 * settings (an organizer editing the prizes meanwhile gets the settings' 409 rather than losing this).
 * The caller holds the edition's row lock.
 */
export async function syncChallengePrize(
  tx: Tx,
  ev: EventRow,
  before: ChallengeRef | null,
  after: ChallengeRef | null,
  actorId: number | null,
): Promise<void> {
  const list = prizesOf(ev.prizes);
  const next = withChallengePrize(list, before, after);
  if (next === list) return;
  await tx
    .update(events)
    .set({ prizes: next, version: sql`${events.version} + 1`, updatedBy: actorId, updatedAt: new Date() })
    .where(eq(events.id, ev.id));
  ev.prizes = next;
}

/** Every challenge of the edition with its prize in the list: the seed's path (the same rule as a save). */
export async function syncAllChallengePrizes(tx: Tx, ev: EventRow): Promise<void> {
  const rows = await tx
    .select({ slug: problems.slug, title: problems.title, prize: problems.prize })
    .from(problems)
    .where(eq(problems.eventId, ev.id))
    .orderBy(asc(problems.sortOrder), asc(problems.id));
  let list = prizesOf(ev.prizes);
  const start = list;
  for (const row of rows) list = withChallengePrize(list, row, row);
  if (list === start) return;
  await tx.update(events).set({ prizes: list }).where(eq(events.id, ev.id));
  ev.prizes = list;
}

/** The figure a challenge's card and page state: its prize in the edition's list, else its own text. */
export function challengePrizeFigure(prizes: Prize[], slug: string, own: string): string {
  const prize = prizes.find((p) => p.scope === 'challenge' && p.challenge === slug);
  return prize ? prize.amount || prize.title : own;
}
