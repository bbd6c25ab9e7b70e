// The winners preview from the judging ranking (issue 11: places follow the corrected score, the raw
// mean is shown beside it), and the checks the Announce Winners dialog warns about: judging still open,
// the submission deadline not passed, submissions below the target of reviews, tied prize places.
import type { RankedSubmission, ReadinessWarning, WinnersReadiness } from '@shared/schemas/judging';
import type { Ranking, RankingEntry } from '@shared/schemas/winners';
import type { Tx } from '../../../db/client';
import { iso } from '../../../lib/sql';
import { eq } from 'drizzle-orm';
import type { Prize } from '@shared/schemas/event-settings';
import { problems } from '../../../db/schema';
import { loadEvent, prizesOf } from '../../events/index';
import { prizeRankings } from './prizes';
import { judgingRanking, judgingSettings, type RankingResult } from '../../judging/index';

/** How far the preview lists: more than the places announced, so the admin sees who comes next. */
const PREVIEW = { overall: 10, perChallenge: 3 } as const;

/** Ranked entries, a team once (with its best submission), numbered 1, 2, 3 … */
export function podium(entries: RankedSubmission[], limit: number): RankingEntry[] {
  const seen = new Set<number>();
  const best = entries.filter((e) => e.rank !== null && !seen.has(e.teamId) && seen.add(e.teamId)).slice(0, limit);
  return best.map((e, i) => {
    const next = best[i + 1];
    return {
      place: i + 1,
      submissionId: e.submissionId,
      teamId: e.teamId,
      teamName: e.teamName,
      problemId: e.problemId,
      problemTitle: e.problemTitle,
      meanScore: Math.round((e.rawMean ?? 0) * 10) / 10,
      evaluationCount: e.reviews,
      normalisedScore: e.normalisedScore ?? 0,
      low: e.low,
      high: e.high,
      // Tied with the next place shown when their intervals overlap.
      tiedWithBelow: !!next && e.low !== null && next.high !== null && e.low <= next.high,
    };
  });
}

export function toWinnersRanking(
  result: RankingResult,
  publishedAt: Date | null,
  prizes: Prize[] = [],
  problemIdBySlug: ReadonlyMap<string, number> = new Map(),
  severalPrizesPerTeam = true,
): Ranking {
  // Each team once, with its first-listed submission: who a special prize can go to.
  const candidates = new Map<number, Ranking['candidates'][number]>();
  for (const e of result.api.entries) {
    if (!candidates.has(e.teamId))
      candidates.set(e.teamId, {
        teamId: e.teamId,
        teamName: e.teamName,
        submissionId: e.submissionId,
        problemTitle: e.problemTitle,
      });
  }
  return {
    prizes: prizeRankings(
      prizes,
      result.api.entries,
      result.api.byChallenge,
      problemIdBySlug,
      podium,
      severalPrizesPerTeam,
    ),
    candidates: [...candidates.values()].sort((a, b) => a.teamName.localeCompare(b.teamName)),
    severalPrizesPerTeam,
    overall: podium(result.api.entries, PREVIEW.overall),
    byChallenge: result.api.byChallenge
      .map((c) => ({
        problemId: c.problemId,
        problemTitle: c.problemTitle,
        entries: podium(c.entries, PREVIEW.perChallenge),
      }))
      .filter((c) => c.entries.length > 0),
    publishedAt: publishedAt ? iso(publishedAt) : null,
  };
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** An edition's winners preview and its readiness (its judging, its deadline, its published date). */
export async function rankingAndReadiness(
  tx: Tx,
  eventId: number,
): Promise<{ ranking: Ranking; readiness: WinnersReadiness; result: RankingResult }> {
  const settings = await judgingSettings(tx, eventId);
  const ev = await loadEvent(tx, eventId);
  const result = await judgingRanking(tx, eventId);
  const { api } = result;
  const warnings: ReadinessWarning[] = [];
  const warn = (code: ReadinessWarning['code'], message: string, submissionIds: number[] = [], places: number[] = []) =>
    warnings.push({ code, message, submissionIds, places });
  if (settings.state === 'open') warn('judging_open', 'Judging is still open: judges may still change the ranking');
  if (ev.submissionDeadline.getTime() > Date.now()) {
    warn('deadline_not_passed', 'The submission deadline has not passed yet: teams may still submit');
  }
  const ranked = api.entries.filter((e) => e.rank !== null);
  if (ranked.length === 0) warn('no_evaluations', 'No submission has been evaluated yet');
  const below = api.entries.filter((e) => e.belowTarget);
  if (below.length > 0) {
    warn(
      'below_target',
      `${plural(below.length, 'submission')} ${below.length === 1 ? 'has' : 'have'} fewer than ${plural(api.targetReviews, 'review')}`,
      below.map((e) => e.submissionId),
    );
  }
  if (api.tiedPlaces.length > 0) {
    const ids = api.tiedPlaces.flatMap((k) => [ranked[k - 1]?.submissionId, ranked[k]?.submissionId]);
    warn(
      'tied_places',
      `${api.tiedPlaces.map((k) => `Places ${k} and ${k + 1}`).join(', ')} are statistically tied: more reviews would settle them`,
      [...new Set(ids.filter((id): id is number => id !== undefined))],
      api.tiedPlaces,
    );
  }
  return {
    ranking: toWinnersRanking(
      result,
      ev.winnersPublishedAt,
      prizesOf(ev.prizes),
      new Map(
        (
          await tx.select({ id: problems.id, slug: problems.slug }).from(problems).where(eq(problems.eventId, eventId))
        ).map((p) => [p.slug, p.id]),
      ),
      ev.severalPrizesPerTeam,
    ),
    readiness: { ready: warnings.length === 0, warnings, suggestions: api.suggestions },
    result,
  };
}
