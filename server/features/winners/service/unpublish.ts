// Unpublish winners (issue 24): an admin takes the edition's published winners off the Winners page and
// the home page, saying why; the audit log keeps who they were (before), that nothing is published now
// (after) and the reason. The stored winners stay until an announcement replaces them: announcing again
// publishes anew (the edition's phase follows winners_published_at, shared/phases.ts).
import { asc, eq } from 'drizzle-orm';
import { UNPUBLISH_MESSAGES, type UnpublishWinnersResponse } from '@shared/schemas/winners-unpublish';
import type { Db } from '../../../db/client';
import { teams, winners } from '../../../db/schema';
import { writeAudit } from '../../../lib/audit';
import { conflict } from '../../../lib/errors';
import { assertOpen, lockEvent, updateEvent } from '../../events/index';

export async function unpublishWinners(
  db: Db,
  eventId: number,
  actorId: number,
  reason: string,
): Promise<UnpublishWinnersResponse> {
  return db.transaction(async (tx) => {
    // The edition's row is locked: an announcement at the same moment goes before or after, not between.
    const ev = await lockEvent(tx, eventId);
    assertOpen(ev);
    if (!ev.winnersPublishedAt) throw conflict(UNPUBLISH_MESSAGES.notPublished);
    const published = await tx
      .select({ place: winners.place, scope: winners.scope, teamId: winners.teamId, teamName: teams.name })
      .from(winners)
      .innerJoin(teams, eq(teams.id, winners.teamId))
      .where(eq(winners.eventId, eventId))
      .orderBy(asc(winners.scope), asc(winners.problemId), asc(winners.place));
    const now = new Date();
    await updateEvent(tx, eventId, { winnersPublishedAt: null });
    await writeAudit(
      tx,
      actorId,
      'winners.unpublish',
      'winners',
      {
        before: { publishedAt: ev.winnersPublishedAt.toISOString(), winners: published },
        after: { publishedAt: null },
        reason,
      },
      eventId,
    );
    return { publishedAt: ev.winnersPublishedAt.toISOString(), unpublishedAt: now.toISOString() };
  });
}
