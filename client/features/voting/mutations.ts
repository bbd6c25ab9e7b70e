// Casting a ballot: the whole list of projects is sent each time (the server keeps one ballot per
// person), and the answer replaces the cached ballot, so "2 of 3 votes used" is the server's count.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ballotSchema, reportBallotSchema, type VoidBallotInput } from '@shared/schemas/voting';
import { apiErrorMessage, apiSend } from '@/lib/api';
import { toast } from '@/lib/use-toast';
import { votingQueries } from './queries';

export function useCastBallot(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (projectIds: number[]) =>
      apiSend(ballotSchema, 'PUT', `/api/events/${encodeURIComponent(slug)}/ballot`, { projectIds }),
    onSuccess: (ballot) => queryClient.setQueryData(votingQueries.ballot(slug).queryKey, ballot),
    onError: (err) => {
      toast({
        title: 'Your vote was not saved',
        description: apiErrorMessage(err, 'Please try again'),
        variant: 'destructive',
      });
      // The window may have closed or the ballot been voided: show what the server holds now.
      void queryClient.invalidateQueries({ queryKey: votingQueries.ballot(slug).queryKey });
    },
  });
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
