// Special prizes (issue 31): a sponsor's pick or "Best pitch" has no ranking; the organizers choose its
// teams in Announce Winners. This checks their choice against the edition's list and its rule on several
// prizes per team, and gives the rows to store. A wrong choice is a 400 naming the prize; a team that
// would win twice where the edition gives one prize per team is a 409 naming the team and its prizes.
import type { Prize } from '@shared/schemas/event-settings';
import { WINNERS_MESSAGES, type Ranking } from '@shared/schemas/winners';
import type { RankedSubmission } from '@shared/schemas/judging';
import { badRequest, conflict } from '../../../lib/errors';

export interface Award {
  prizeId: string;
  teamIds: number[];
}

/** A winner as announce.ts stores and emails it. */
export interface StoredWinner {
  teamId: number;
  teamName: string;
  submissionId: number;
  problemId: number | null;
  problemTitle: string | null;
  place: number;
  scope: Prize['scope'];
  prizeId: string | null;
  prizeTitle: string;
  /** The stored score: the submission's mean when judged, '' for a special prize's unjudged pick. */
  score: string;
}

/** The rows of the special prizes the organizers chose; 400 on a choice the edition cannot take. */
export function chosenWinners(
  prizes: Prize[],
  ranking: Ranking,
  entries: RankedSubmission[],
  awards: Award[],
): StoredWinner[] {
  const candidates = new Map(ranking.candidates.map((c) => [c.teamId, c]));
  const judged = new Map(entries.map((e) => [e.submissionId, e]));
  const seen = new Set<string>();
  const out: StoredWinner[] = [];
  for (const a of awards) {
    const prize = prizes.find((p) => p.id === a.prizeId && p.scope === 'special');
    if (!prize) throw badRequest(WINNERS_MESSAGES.notSpecial(a.prizeId));
    if (seen.has(prize.id)) throw badRequest(WINNERS_MESSAGES.awardedTwice(prize.title));
    seen.add(prize.id);
    if (a.teamIds.length > prize.places) throw badRequest(WINNERS_MESSAGES.tooManyTeams(prize.title, prize.places));
    a.teamIds.forEach((teamId, i) => {
      const c = candidates.get(teamId);
      if (!c) throw badRequest(WINNERS_MESSAGES.notCandidate(teamId));
      if (a.teamIds.indexOf(teamId) !== i) throw badRequest(WINNERS_MESSAGES.sameTeamTwice(prize.title, c.teamName));
      const e = judged.get(c.submissionId);
      out.push({
        teamId,
        teamName: c.teamName,
        submissionId: c.submissionId,
        problemId: e?.problemId ?? null,
        problemTitle: c.problemTitle,
        place: i + 1,
        scope: 'special',
        prizeId: prize.id,
        prizeTitle: prize.title,
        score: e?.rawMean != null ? e.rawMean.toFixed(1) : '',
      });
    });
  }
  return out;
}

/** 409 when the edition gives each team one prize and a team would win several (ranked or chosen). */
export function assertOnePrizePerTeam(winners: StoredWinner[]): void {
  const byTeam = new Map<number, { name: string; prizes: string[] }>();
  for (const w of winners) {
    const t = byTeam.get(w.teamId) ?? { name: w.teamName, prizes: [] };
    // Two places of one prize (a team cannot hold them both) would be one prize, named once.
    if (!t.prizes.includes(w.prizeTitle)) t.prizes.push(w.prizeTitle);
    byTeam.set(w.teamId, t);
  }
  for (const t of byTeam.values()) {
    if (t.prizes.length > 1) throw conflict(WINNERS_MESSAGES.onePrizePerTeam(t.name, t.prizes));
  }
}
