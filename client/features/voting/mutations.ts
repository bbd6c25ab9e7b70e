// Casting a ballot: the whole list of projects is sent each time (the server keeps one ballot per
// person), and the answer replaces the cached ballot, so "2 of 3 votes used" is the server's count.
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ballotSchema, reportBallotSchema, type Ballot, type VoidBallotInput } from '@shared/schemas/voting';
import { apiErrorMessage, apiSend } from '@/lib/api';
import { toast } from '@/lib/use-toast';
import { votingQueries } from './queries';

/** One toggle: a vote for `projectId` given (true) or taken back (false). */
export interface BallotChange {
  projectId: number;
  vote: boolean;
}

/**
 * Each toggle is its own mutation, and the ballot goes whole: two quick taps on two projects sent [A] and
 * [B] from the same stale ballot, and the second replaced the first (a vote lost, seen in the browser
 * suite). The changes of one edition's ballot now go one after another (one mutation scope), and each
 * builds its list from the ballot the previous one left in the cache, when it is sent.
 */
export function castBallotOptions(queryClient: QueryClient, slug: string) {
  const key = votingQueries.ballot(slug).queryKey;
  return {
    scope: { id: `ballot:${slug}` },
    mutationFn: ({ projectId, vote }: BallotChange) => {
      const current = queryClient.getQueryData<Ballot>(key)?.projectIds ?? [];
      const projectIds = vote
        ? [...current.filter((id) => id !== projectId), projectId]
        : current.filter((id) => id !== projectId);
      return apiSend(ballotSchema, 'PUT', `/api/events/${encodeURIComponent(slug)}/ballot`, { projectIds });
    },
    onSuccess: (ballot: Ballot) => queryClient.setQueryData(key, ballot),
    onError: (err: unknown) => {
      toast({
        title: 'Your vote was not saved',
        description: apiErrorMessage(err, 'Please try again'),
        variant: 'destructive',
      });
      // The window may have closed or the ballot been voided: show what the server holds now.
      void queryClient.invalidateQueries({ queryKey: key });
    },
  };
}

export function useCastBallot(slug: string) {
  const queryClient = useQueryClient();
  return useMutation(castBallotOptions(queryClient, slug));
}

export function useVoidBallot(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: VoidBallotInput & { id: number }) =>
      apiSend(reportBallotSchema, 'POST', `/api/admin/events/${encodeURIComponent(slug)}/ballots/${id}/void`, body),
    onSuccess: () => toast({ title: 'Ballot voided', description: 'It no longer counts in the tally.' }),
    onError: (err) =>
      toast({
        title: 'Error',
        description: apiErrorMessage(err, 'The ballot could not be voided'),
        variant: 'destructive',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...votingQueries.all, slug] }),
  });
}
