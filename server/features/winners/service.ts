// Winners: the ranking by mean score (DESIGN D9), overall and per challenge, that an admin previews and
// confirms (Announce Winners: the winners are stored, the event marks them published, the teams are
// emailed), and the public list the /winners page shows once they are published.
import { asc, eq, sql } from 'drizzle-orm';
import { WINNER_PLACES, type PublicWinners, type Ranking, type RankingEntry } from '@shared/schemas/winners';
import type { Db, Tx } from '../../db/client';
import { event, problems, submissions, teamMembers, teams, users, winners } from '../../db/schema';
import { writeAudit } from '../../lib/audit';
import { conflict } from '../../lib/errors';
import { iso, rows } from '../../lib/sql';
import {
  composeEmail,
  enqueueEmail,
  eventFacts,
  type EventFacts,
  type OutgoingEmail,
  type Recipient,
} from '../mail/index';

/** The public winners list: what the admin announced (winners table), only once it is published. */
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

/** How far the preview lists: more than the places announced, so the admin sees who comes next. */
const PREVIEW = { overall: 10, perChallenge: 3 } as const;

interface ScoredRow {
  submission_id: number;
  team_id: number;
  team_name: string;
  problem_id: number | null;
  problem_title: string | null;
  mean: number;
  evaluation_count: number;
  place: number;
}

// Ranked: evaluated submissions of approved teams that were not rejected. Ties go to the submission
// with more judges, then to the earlier one.
const SCORED = sql`
  select s.id as submission_id, s.team_id, t.name as team_name, s.problem_id, p.title as problem_title, s.submitted_at,
    avg((e.innovation + e.technical_execution + e.user_experience + e.presentation + e.impact) / 5.0)::float8 as mean,
    count(e.id)::int as evaluation_count
  from submissions s join teams t on t.id = s.team_id left join problems p on p.id = s.problem_id
  join evaluations e on e.submission_id = s.id
  where s.status in ('under_review', 'accepted') and t.status = 'approved'
  group by s.id, t.name, p.title`;

function toEntry(r: ScoredRow): RankingEntry {
  return {
    place: Number(r.place),
    submissionId: r.submission_id,
    teamId: r.team_id,
    teamName: r.team_name,
    problemId: r.problem_id,
    problemTitle: r.problem_title,
    meanScore: Math.round(Number(r.mean) * 10) / 10,
    evaluationCount: r.evaluation_count,
    normalisedScore: Math.round(Number(r.mean) * 10) / 10,
    low: null,
    high: null,
    tiedWithBelow: false,
  };
}

export async function computeRanking(tx: Tx): Promise<Ranking> {
  // A team places once overall, with its best submission.
  const overall = await rows<ScoredRow>(
    tx,
    sql`
    with scored as (${SCORED}),
    best as (select distinct on (team_id) * from scored order by team_id, mean desc, evaluation_count desc, submitted_at, submission_id)
    select *, row_number() over (order by mean desc, evaluation_count desc, submitted_at, submission_id)::int as place
    from best order by place limit ${PREVIEW.overall}`,
  );
  const perChallenge = await rows<ScoredRow>(
    tx,
    sql`
    with scored as (${SCORED} having s.problem_id is not null),
    best as (select distinct on (team_id, problem_id) * from scored order by team_id, problem_id, mean desc, evaluation_count desc, submitted_at, submission_id),
    ranked as (select *, row_number() over (partition by problem_id order by mean desc, evaluation_count desc, submitted_at, submission_id)::int as place from best)
    select * from ranked where place <= ${PREVIEW.perChallenge} order by problem_title, problem_id, place`,
  );
  const byChallenge = new Map<number, Ranking['byChallenge'][number]>();
  for (const r of perChallenge) {
    const entry = toEntry(r);
    const group = byChallenge.get(r.problem_id!) ?? {
      problemId: r.problem_id!,
      problemTitle: r.problem_title ?? '',
      entries: [],
    };
    group.entries.push(entry);
    byChallenge.set(r.problem_id!, group);
  }
  const [ev] = await tx.select({ publishedAt: event.winnersPublishedAt }).from(event).where(eq(event.id, 1));
  return {
    overall: overall.map(toEntry),
    byChallenge: [...byChallenge.values()],
    publishedAt: ev?.publishedAt ? iso(ev.publishedAt) : null,
  };
}

function winnerEmail(
  to: Recipient,
  teamName: string,
  placeText: string,
  ev: EventFacts,
  publicUrl: string,
): OutgoingEmail {
  return composeEmail(to.email, `Congratulations, ${teamName}!`, [
    `Hello ${to.name},`,
    `Your team ${teamName} won ${placeText} at ${ev.name}. The organizers will contact you about your prize.`,
    `${publicUrl}/winners`,
  ]);
}

const ordinal = (n: number) =>
  `${n}${n % 10 === 1 && n % 100 !== 11 ? 'st' : n % 10 === 2 && n % 100 !== 12 ? 'nd' : n % 10 === 3 && n % 100 !== 13 ? 'rd' : 'th'}`;

export async function announceWinners(
  db: Db,
  actorId: number,
  expectedOverall: number[],
  publicUrl: string,
): Promise<{ publishedAt: string; winners: number; emailed: number }> {
  return db.transaction(async (tx) => {
    // Locks the event row: two admins confirming at once announce one after the other.
    await tx.select({ id: event.id }).from(event).where(eq(event.id, 1)).for('update');
    const ranking = await computeRanking(tx);
    const overall = ranking.overall.slice(0, WINNER_PLACES.overall);
    if (overall.length === 0) throw conflict('No evaluated submissions to rank yet');
    const ids = overall.map((e) => e.submissionId);
    if (ids.length !== expectedOverall.length || ids.some((id, i) => id !== expectedOverall[i])) {
      throw conflict('The ranking changed since you opened it. Review it again.');
    }
    const challengeWinners = ranking.byChallenge.flatMap((c) => c.entries.slice(0, WINNER_PLACES.perChallenge));
    const now = new Date();
    const stored = [
      ...overall.map((e) => ({ ...e, scope: 'overall' as const })),
      ...challengeWinners.map((e) => ({ ...e, scope: 'challenge' as const })),
    ];
    // Announcing again replaces the previous result.
    await tx.delete(winners);
    await tx.insert(winners).values(
      stored.map((e) => ({
        teamId: e.teamId,
        problemId: e.problemId,
        submissionId: e.submissionId,
        place: e.place,
        scope: e.scope,
        score: e.meanScore.toFixed(1),
        announcedAt: now,
      })),
    );
    await tx.update(event).set({ winnersPublishedAt: now }).where(eq(event.id, 1));

    // One email per person of each winning team, naming every place the team won.
    const places = new Map<number, { teamName: string; texts: string[] }>();
    for (const e of stored) {
      const text =
        e.scope === 'overall' ? `${ordinal(e.place)} place overall` : `${ordinal(e.place)} place in ${e.problemTitle}`;
      const entry = places.get(e.teamId) ?? { teamName: e.teamName, texts: [] };
      entry.texts.push(text);
      places.set(e.teamId, entry);
    }
    const ev = await eventFacts(tx);
    let emailed = 0;
    for (const [teamId, { teamName, texts }] of places) {
      const people = await tx
        .select({ name: users.name, email: users.email })
        .from(teamMembers)
        .innerJoin(users, eq(users.id, teamMembers.userId))
        .where(sql`${teamMembers.teamId} = ${teamId} and ${users.status} <> 'inactive'`);
      await enqueueEmail(
        tx,
        people.map((p) => winnerEmail(p, teamName, texts.join(' and '), ev, publicUrl)),
      );
      emailed += people.length;
    }
    await writeAudit(tx, actorId, 'winners.announce', 'winners', {
      overall: overall.map((e) => ({ place: e.place, teamId: e.teamId, score: e.meanScore })),
      challenges: challengeWinners.map((e) => ({ problemId: e.problemId, teamId: e.teamId, score: e.meanScore })),
      emailed,
    });
    return { publishedAt: now.toISOString(), winners: stored.length, emailed };
  });
}
