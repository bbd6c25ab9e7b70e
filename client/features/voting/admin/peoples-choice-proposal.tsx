// People's Choice in Announce Winners. It is a special prize like a sponsor's pick (issue 31: chosen by
// the organizers, announced and published with the other winners, shown on /winners), so no new kind of
// prize, ranking or publication: a special prize the organizers call "People's Choice" gets the tally's
// leader proposed beside its picker, and one click picks it. The tally decides nothing on its own; the
// organizers may still void ballots or choose otherwise before announcing.
import { useQuery } from '@tanstack/react-query';
import { Vote } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useAdminEdition } from '@/features/events';
import { plural } from '@/lib/format';
import { votingQueries } from '../queries';

/** Whether a special prize is the People's Choice (by its title: "People's Choice", "Peoples choice"...). */
export const isPeoplesChoicePrize = (title: string) => /people.{0,2}s?\s*choice/i.test(title);

export function PeoplesChoiceProposal({
  offeredTeamIds,
  picked,
  onUse,
}: {
  /** The teams the picker offers (candidates, minus those a ranked prize rewards when one prize each). */
  offeredTeamIds: number[];
  picked: string | undefined;
  onUse: (teamId: number) => void;
}) {
  const { edition } = useAdminEdition();
  const slug = edition?.slug ?? '';
  const results = useQuery({ ...votingQueries.results(slug), enabled: !!slug });
  if (!results.data) return null;
  const leader = results.data.items.find((i) => offeredTeamIds.includes(i.teamId));
  if (!leader) return <p className="text-xs text-muted-foreground">No People’s Choice votes for these teams yet.</p>;
  return (
    <div className="flex flex-wrap items-center gap-2 text-xs">
      <Vote aria-hidden="true" className="size-4 text-brand-cyan" />
      <span>
        The People’s Choice vote leads with {leader.teamName} ({plural(leader.votes, 'vote')} of{' '}
        {plural(results.data.ballots, 'ballot')}).
      </span>
      {picked === String(leader.teamId) ? null : (
        <Button type="button" size="sm" variant="outline" onClick={() => onUse(leader.teamId)}>
          Pick {leader.teamName}
        </Button>
      )}
    </div>
  );
}
