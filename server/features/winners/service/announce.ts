// Winners: the judging ranking (issue 11), overall and per challenge, that an admin previews and
// confirms (Announce Winners: the winners are stored, the event marks them published, the teams are
// emailed), and the public list the /winners page shows once they are published. All of one edition
// (DESIGN D13): announcing replaces that edition's winners only, and an archived edition's stay as they are.
import { absoluteUrl, paths } from '@shared/paths';
import { asc, eq } from 'drizzle-orm';
import { JUDGING_MESSAGES, type ReadinessWarning } from '@shared/schemas/judging';
import { WINNER_PLACES, type PublicWinners } from '@shared/schemas/winners';
import type { Db } from '../../../db/client';
import { problems, submissions, teams, winners } from '../../../db/schema';
import { writeAudit } from '../../../lib/audit';
import { AppError, conflict } from '../../../lib/errors';
import {
  composeEmail,
  enqueueEmail,
  eventFacts,
  type EventFacts,
  type OutgoingEmail,
  type Recipient,
} from '../../mail/index';
import { assertOpen, loadEvent, lockEvent, prizesOf, updateEvent } from '../../events/index';
import { prizeWinners } from './prizes';
import { rankingAndReadiness } from './readiness';
import { assertOnePrizePerTeam, chosenWinners, type Award, type StoredWinner } from './special-awards';
import { joinedPeople, releaseFeedback } from '../../judging/index';

/** Announcing while the readiness check warns, without the admin's acknowledgement: 409 with the warnings. */
export class WarningsError extends AppError {
  constructor(public warnings: ReadinessWarning[]) {
    super(409, JUDGING_MESSAGES.needsAcknowledgement);
  }
}

/** The public winners list: what the admin announced (winners table), only once it is published. */
export async function publicWinners(db: Db, eventId: number): Promise<PublicWinners> {
  const ev = await loadEvent(db, eventId);
  if (!ev.winnersPublishedAt) return { publishedAt: null, overall: [], byChallenge: [] };
  const listed = new Map(prizesOf(ev.prizes).map((p) => [p.id, p]));
  const found = await db
    .select({
      place: winners.place,
      scope: winners.scope,
      prizeId: winners.prizeId,
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
    .where(eq(winners.eventId, eventId))
    .orderBy(asc(winners.scope), asc(problems.title), asc(winners.place));
  const prizeOf = (r: (typeof found)[number]) => (r.prizeId ? (listed.get(r.prizeId)?.title ?? null) : null);
  const toWinner = (r: (typeof found)[number]) => ({
    place: r.place,
    prize: prizeOf(r),
    // A prize's amount is per place (the pool counts it once for each place).
    amount: r.prizeId ? (listed.get(r.prizeId)?.amount ?? '') : '',
    teamName: r.teamName,
    problemTitle: r.problemTitle,
    score: r.score,
    githubUrl: r.githubUrl ?? null,
    demoUrl: r.demoUrl ?? null,
  });
  // A challenge's winners together; a sponsor track's or a special prize's under its prize's title.
  const byChallenge = new Map<string, PublicWinners['byChallenge'][number]>();
  for (const r of found.filter((x) => x.scope !== 'overall')) {
    const track = r.scope === 'track' || r.scope === 'special';
    const key = track ? `track:${r.prizeId}` : `challenge:${r.problemId}`;
    const group = byChallenge.get(key) ?? {
      problemId: track ? null : r.problemId,
      problemTitle: (track ? prizeOf(r) : r.problemTitle) ?? 'Other',
      winners: [],
    };
    group.winners.push(toWinner(r));
    byChallenge.set(key, group);
  }
  // A prize's places in order (the rows come ordered by challenge, which a special prize's teams differ in).
  for (const g of byChallenge.values()) g.winners.sort((a, b) => a.place - b.place);
  return {
    publishedAt: ev.winnersPublishedAt.toISOString(),
    overall: found.filter((r) => r.scope === 'overall').map(toWinner),
    byChallenge: [...byChallenge.values()],
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
    absoluteUrl(publicUrl, paths.winners),
  ]);
}

const ordinal = (n: number) =>
  `${n}${n % 10 === 1 && n % 100 !== 11 ? 'st' : n % 10 === 2 && n % 100 !== 12 ? 'nd' : n % 10 === 3 && n % 100 !== 13 ? 'rd' : 'th'}`;

export async function announceWinners(
  db: Db,
  eventId: number,
  actorId: number,
  input: { expectedOverall: number[]; acknowledgeWarnings: boolean; awards?: Award[] },
  publicUrl: string,
): Promise<{ publishedAt: string; winners: number; emailed: number }> {
  const { expectedOverall } = input;
  return db.transaction(async (tx) => {
    // Locks the edition's row: two admins confirming at once announce one after the other.
    const row = await lockEvent(tx, eventId);
    assertOpen(row);
    const { ranking, readiness, result } = await rankingAndReadiness(tx, eventId);
    const overall = ranking.overall.slice(0, WINNER_PLACES.overall);
    if (overall.length === 0) throw conflict('No evaluated submissions to rank yet');
    const ids = overall.map((e) => e.submissionId);
    if (ids.length !== expectedOverall.length || ids.some((id, i) => id !== expectedOverall[i])) {
      throw conflict('The ranking changed since you opened it. Review it again.');
    }
    // A winner per place of each prize (issue 23): overall places keep their overall number, a challenge's
    // or a track's are numbered within the prize; a special prize's teams are the organizers' choice.
    const ranked: StoredWinner[] = ranking.prizes.flatMap((g) =>
      prizeWinners(g).map((e) => ({
        ...e,
        place: g.scope === 'overall' ? e.place : e.prizePlace,
        scope: g.scope,
        prizeId: g.prizeId,
        prizeTitle: g.title,
        score: e.meanScore.toFixed(1),
      })),
    );
    const stored = [...ranked, ...chosenWinners(prizesOf(row.prizes), ranking, result.api.entries, input.awards ?? [])];
    if (!row.severalPrizesPerTeam) assertOnePrizePerTeam(stored);
    if (!readiness.ready && !input.acknowledgeWarnings) throw new WarningsError(readiness.warnings);
    const challengeWinners = stored.filter((e) => e.scope !== 'overall');
    const now = new Date();
    // Announcing again replaces the edition's previous result (other editions keep theirs).
    await tx.delete(winners).where(eq(winners.eventId, eventId));
    await tx.insert(winners).values(
      stored.map((e) => ({
        eventId,
        teamId: e.teamId,
        problemId: e.problemId,
        submissionId: e.submissionId,
        place: e.place,
        scope: e.scope,
        prizeId: e.prizeId,
        score: e.score,
        announcedAt: now,
      })),
    );
    await updateEvent(tx, eventId, { winnersPublishedAt: now });
    // Feedback kept for the results goes out now, once per project (judging/feedback.ts).
    const feedbackEmailed = await releaseFeedback(tx, eventId, publicUrl);

    // One email per person of each winning team, naming every place the team won.
    const places = new Map<number, { teamName: string; texts: string[] }>();
    for (const e of stored) {
      const text =
        e.scope === 'overall'
          ? `${ordinal(e.place)} place overall`
          : e.scope === 'track'
            ? `${ordinal(e.place)} place of ${e.prizeTitle}`
            : e.scope === 'special'
              ? e.prizeTitle
              : `${ordinal(e.place)} place in ${e.problemTitle}`;
      const entry = places.get(e.teamId) ?? { teamName: e.teamName, texts: [] };
      entry.texts.push(text);
      places.set(e.teamId, entry);
    }
    const ev = await eventFacts(tx, eventId);
    let emailed = 0;
    for (const [teamId, { teamName, texts }] of places) {
      // The people who joined the team: an invitee who never accepted is not a winner's member.
      const people = await joinedPeople(tx, teamId);
      await enqueueEmail(
        tx,
        people.map((p) => winnerEmail(p, teamName, texts.join(' and '), ev, publicUrl)),
      );
      emailed += people.length;
    }
    await writeAudit(
      tx,
      actorId,
      'winners.announce',
      'winners',
      {
        overall: stored
          .filter((e) => e.scope === 'overall')
          .map((e) => ({ prizeId: e.prizeId, place: e.place, teamId: e.teamId, score: e.score })),
        challenges: challengeWinners.map((e) => ({
          prizeId: e.prizeId,
          problemId: e.problemId,
          place: e.place,
          teamId: e.teamId,
          score: e.score,
        })),
        emailed,
        feedbackEmailed,
        acknowledgedWarnings: readiness.warnings.map((w) => w.code),
      },
      eventId,
    );
    return { publishedAt: now.toISOString(), winners: stored.length, emailed };
  });
}
