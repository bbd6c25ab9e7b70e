// The vote control of People's Choice: a toggle per project (the gallery's cards and project page mount
// it in their actions slot; the ballot page lists it beside each project) and the count of votes used.
// Every toggle sends the whole ballot; refusals (window closed, own team, voided) come back as a toast
// and the ballot is read again, so the control never shows a vote the server did not keep.
import { useQuery } from '@tanstack/react-query';
import { Check, Heart } from 'lucide-react';
import type { Ballot } from '@shared/schemas/voting';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api';
import { plural } from '@/lib/format';
import { useCastBallot } from './mutations';
import { votingQueries } from './queries';

/** "2 of 3 votes used", announced politely to screen readers as it changes. */
export function VotesUsed({ ballot }: { ballot: Ballot }) {
  return (
    <p className="text-sm font-medium" aria-live="polite">
      {ballot.projectIds.length} of {plural(ballot.votesPerPerson, 'vote')} used
    </p>
  );
}

/** What a toggle can do for one project now. */
export function voteState(ballot: Ballot, projectId: number) {
  const voted = ballot.projectIds.includes(projectId);
  const own = ballot.ownProjectId === projectId;
  const full = !voted && ballot.projectIds.length >= ballot.votesPerPerson;
  const closed = !ballot.window.open || !ballot.canVote || ballot.voided;
  return { voted, own, full, closed, disabled: own || full || closed };
}

export function VoteToggle({
  slug,
  ballot,
  projectId,
  projectName,
}: {
  slug: string;
  ballot: Ballot;
  projectId: number;
  projectName: string;
}) {
  const cast = useCastBallot(slug);
  const s = voteState(ballot, projectId);
  if (s.own) return <span className="text-xs font-medium text-muted-foreground">Your team’s project</span>;
  const toggle = () => cast.mutate({ projectId, vote: !s.voted });
  const why = s.closed
    ? undefined
    : s.full
      ? `All ${plural(ballot.votesPerPerson, 'vote')} used: remove one first`
      : undefined;
  return (
    <Button
      type="button"
      size="sm"
      variant={s.voted ? 'primary' : 'outline'}
      aria-pressed={s.voted}
      aria-label={s.voted ? `Remove your vote for ${projectName}` : `Vote for ${projectName}`}
      title={why}
      disabled={s.disabled || cast.isPending}
      onClick={toggle}
    >
      {s.voted ? <Check aria-hidden="true" /> : <Heart aria-hidden="true" />}
      {s.voted ? 'Voted' : 'Vote'}
    </Button>
  );
}

/**
 * The control for the gallery's `actions` slot: reads the signed-in person's ballot of the edition and
 * shows the toggle; nothing for visitors who are signed out or cannot vote in it.
 */
export function VoteControl({
  slug,
  projectId,
  projectName,
}: {
  slug: string;
  projectId: number;
  projectName: string;
}) {
  const ballot = useQuery({
    ...votingQueries.ballot(slug),
    retry: (n, err) => !(isApiError(err) && err.status === 401) && n < 1,
  });
  const b = ballot.data;
  if (!b || !b.canVote || (!b.window.opensAt && !b.projectIds.length)) return null;
  return <VoteToggle slug={slug} ballot={b} projectId={projectId} projectName={projectName} />;
}
