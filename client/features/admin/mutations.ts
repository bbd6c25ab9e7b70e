// How the admin area's changes behave, with the toasts of spec §8. After any change every admin list,
// number and dialog is refetched, and so are the public figures an approval or an announcement moves.
// The changes themselves live with the features they change (teams/admin/mutations.ts, …).
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { mailNote } from '@/features/mail';
import { problemQueries } from '@/features/problems';
import { winnerQueries } from '@/features/winners';
import { apiErrorMessage } from '@/lib/api';
import { eventQueries } from '@/lib/use-event';
import { toast } from '@/lib/use-toast';
import { adminQueries } from './queries';

/** Refetches the admin data and the public figures it moves (team counts, winners); the session stays. */
export function refreshAdminData(queryClient: QueryClient) {
  return Promise.all(
    [adminQueries.all, winnerQueries.all, problemQueries.all, eventQueries.all].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}

function showError(err: unknown, fallback: string) {
  toast({ title: 'Error', description: apiErrorMessage(err, fallback), variant: 'destructive' });
}

/** A mutation that refreshes the admin data and shows the spec's success or error toast. */
export function useAdminMutation<TVars, TResult>(
  fn: (vars: TVars) => Promise<TResult>,
  messages: {
    /** `mail`: what an email this action sent means now (undefined while mail is delivered). */
    success?: (result: TResult, vars: TVars, mail: string | undefined) => { title: string; description?: string };
    fallback: string;
  },
) {
  const queryClient = useQueryClient();
  return useMutation<TResult, unknown, TVars>({
    mutationFn: fn,
    onSuccess: (result, vars) => {
      void refreshAdminData(queryClient);
      if (messages.success) toast(messages.success(result, vars, mailNote(queryClient)));
    },
    onError: (err) => showError(err, messages.fallback),
  });
}
