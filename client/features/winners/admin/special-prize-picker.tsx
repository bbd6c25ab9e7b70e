// A special prize of Announce Winners (issue 31): it has no ranking, so the organizer picks a team for
// each of its places among the teams that submitted. When the edition gives each team one prize, teams a
// ranked prize already rewards are not offered, and a team picked for two special prizes is flagged here
// before the server refuses it.
import type { PrizeRanking, Ranking } from '@shared/schemas/winners';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { plural } from '@/lib/format';
import { isPeoplesChoicePrize, PeoplesChoiceProposal } from '@/features/voting';

/** The team picked for each place ('' = not awarded), by prize id. */
export type Picks = Record<string, string[]>;

const ordinal = (n: number) => (n === 1 ? '1st' : n === 2 ? '2nd' : n === 3 ? '3rd' : `${n}th`);

/** The prize titles each team wins by ranking (the highlighted places of each ranked prize). */
export function rankedPrizesByTeam(r: Ranking): Map<number, string[]> {
  const out = new Map<number, string[]>();
  for (const g of r.prizes) {
    for (const e of g.entries) {
      if (e.place < g.firstPlace || e.place >= g.firstPlace + g.places) continue;
      out.set(e.teamId, [...(out.get(e.teamId) ?? []), g.title]);
    }
  }
  return out;
}

/** The awards the announce call sends: each special prize with its picked teams, in place order. */
export function awardsOf(r: Ranking, picks: Picks): { prizeId: string; teamIds: number[] }[] {
  return r.prizes.flatMap((g) =>
    g.scope === 'special' && g.prizeId
      ? [{ prizeId: g.prizeId, teamIds: (picks[g.prizeId] ?? []).filter(Boolean).map(Number) }]
      : [],
  );
}

/** A team picked for two special prizes where each team wins one prize: the message, or null. */
export function pickClash(r: Ranking, picks: Picks): string | null {
  if (r.severalPrizesPerTeam) return null;
  const seen = new Map<string, string>();
  for (const g of r.prizes) {
    if (g.scope !== 'special' || !g.prizeId) continue;
    for (const id of picks[g.prizeId] ?? []) {
      if (!id) continue;
      const before = seen.get(id);
      const name = r.candidates.find((c) => String(c.teamId) === id)?.teamName ?? `Team ${id}`;
      if (before && before !== g.title)
        return `${name} is picked for ${before} and ${g.title}: each team wins one prize.`;
      seen.set(id, g.title);
    }
  }
  return null;
}

export function SpecialPrizePicker({
  ranking,
  prize,
  picks,
  onPick,
}: {
  ranking: Ranking;
  prize: PrizeRanking;
  picks: string[];
  onPick: (place: number, teamId: string) => void;
}) {
  const ranked = rankedPrizesByTeam(ranking);
  const offered = ranking.candidates.filter((c) => ranking.severalPrizesPerTeam || !ranked.has(c.teamId));
  const options = [
    { value: '', label: 'Not awarded' },
    ...offered.map((c) => ({
      value: String(c.teamId),
      label: c.problemTitle ? `${c.teamName} · ${c.problemTitle}` : c.teamName,
    })),
  ];
  return (
    <div className="grid gap-2">
      <p className="text-xs text-muted-foreground">
        Chosen by the organizers: pick the winning team
        {prize.places > 1 ? ` for each of its ${plural(prize.places, 'place')}` : ''}.
        {ranking.severalPrizesPerTeam
          ? ''
          : ' Each team wins at most one prize: teams a ranked prize rewards are not offered.'}
      </p>
      {isPeoplesChoicePrize(prize.title) ? (
        <PeoplesChoiceProposal
          offeredTeamIds={offered.map((c) => c.teamId)}
          picked={picks[0]}
          onUse={(teamId) => onPick(0, String(teamId))}
        />
      ) : null}
      <div className="grid gap-3 sm:grid-cols-2">
        {Array.from({ length: prize.places }, (_, i) => (
          <FormField key={i} label={prize.places > 1 ? `${prize.title}: ${ordinal(i + 1)} place` : prize.title}>
            <NativeSelect options={options} value={picks[i] ?? ''} onChange={(ev) => onPick(i, ev.target.value)} />
          </FormField>
        ))}
      </div>
    </div>
  );
}
