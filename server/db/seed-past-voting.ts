// Last year's People's Choice in the demo (issue 33): the prize in the edition's list, the window it ran
// in, the ballots its participants cast and the winner's row, so the archive shows its People's Choice on
// /winners and its tally, published with the winners, beside its gallery.
import { eq, inArray } from 'drizzle-orm';
import type { Db } from './client';
import { ballots, events, users, winners } from './schema';
import { canonicalEmail } from '@shared/schemas/voting';
import { prizesOf } from '../features/events/index';
import { PAST_PEOPLES_CHOICE } from './seed-data/past-edition';
import { HOUR } from './seed-teams';

export async function seedPastPeoplesChoice(
  db: Db,
  eventId: number,
  dates: { submissionDeadline: Date; winnersAnnouncedAt: Date },
  seeded: Map<string, { teamId: number; submissionId: number | null }>,
) {
  const { prize, winner, ballots: cast } = PAST_PEOPLES_CHOICE;
  const [ev] = await db.select({ prizes: events.prizes }).from(events).where(eq(events.id, eventId));
  const votingClosesAt = new Date(dates.winnersAnnouncedAt.getTime() - 2 * HOUR);
  await db
    .update(events)
    .set({ prizes: [...prizesOf(ev!.prizes), prize], votingOpensAt: dates.submissionDeadline, votingClosesAt })
    .where(eq(events.id, eventId));
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        cast.map((b) => b.email),
      ),
    );
  const idOf = new Map(people.map((p) => [p.email, p.id]));
  await db.insert(ballots).values(
    cast.map((b, i) => {
      // Cast one after another in the first hours of the window.
      const at = new Date(dates.submissionDeadline.getTime() + (i + 1) * HOUR);
      return {
        eventId,
        userId: idOf.get(b.email) ?? null,
        canonicalEmail: canonicalEmail(b.email),
        projectIds: b.teams.map((t) => seeded.get(t)!.submissionId!),
        createdAt: at,
        updatedAt: at,
      };
    }),
  );
  const won = seeded.get(winner)!;
  await db.insert(winners).values({
    eventId,
    teamId: won.teamId,
    submissionId: won.submissionId,
    place: 1,
    scope: 'special',
    prizeId: prize.id,
    score: '',
    announcedAt: dates.winnersAnnouncedAt,
  });
}
