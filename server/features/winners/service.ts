// The public winners list: what the admin announced (winners table), only once it is published.
import { asc, eq } from 'drizzle-orm';
import type { PublicWinners } from '@shared/schemas/winners';
import type { Db } from '../../db/client';
import { event, problems, submissions, teams, winners } from '../../db/schema';

export async function publicWinners(db: Db): Promise<PublicWinners> {
  const [ev] = await db.select({ publishedAt: event.winnersPublishedAt }).from(event).where(eq(event.id, 1));
  if (!ev?.publishedAt) return { publishedAt: null, overall: [], byChallenge: [] };
  const found = await db
    .select({
      place: winners.place,
      scope: winners.scope,
      score: winners.score,
      teamName: teams.name,
      problemId: winners.problemId,
      problemTitle: problems.title,
      githubUrl: submissions.githubUrl,
      demoUrl: submissions.demoUrl,
    })
    .from(winners)
    .innerJoin(teams, eq(teams.id, winners.teamId))
    .leftJoin(problems, eq(problems.id, winners.problemId))
    .leftJoin(submissions, eq(submissions.id, winners.submissionId))
    .orderBy(asc(winners.scope), asc(problems.title), asc(winners.place));
  const toWinner = (r: (typeof found)[number]) => ({
    place: r.place,
    teamName: r.teamName,
    problemTitle: r.problemTitle,
    score: r.score,
    githubUrl: r.githubUrl ?? null,
    demoUrl: r.demoUrl ?? null,
  });
  const byChallenge = new Map<number | null, PublicWinners['byChallenge'][number]>();
  for (const r of found.filter((x) => x.scope === 'challenge')) {
    const group = byChallenge.get(r.problemId) ?? {
      problemId: r.problemId,
      problemTitle: r.problemTitle ?? 'Other',
      winners: [],
    };
    group.winners.push(toWinner(r));
    byChallenge.set(r.problemId, group);
  }
  return {
    publishedAt: ev.publishedAt.toISOString(),
    overall: found.filter((r) => r.scope === 'overall').map(toWinner),
    byChallenge: [...byChallenge.values()],
  };
}
