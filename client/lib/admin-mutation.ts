// How the admin area's changes behave, with the toasts of spec §8. After any change every admin list,
// number and dialog is refetched, and so are the public figures an approval or an announcement moves.
// The changes themselves live with the features they change (teams/admin/mutations.ts, …). A building
// block of lib, not of the admin feature: the admin page shows the features' screens and those screens
// use this, so living in either would make the two import each other.
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiErrorMessage } from './api';
import { SESSION_QUERY_KEY } from './auth-context';
import { mailNote } from './mail-health';
import { toast } from './use-toast';

/**
 * Refetches what an admin change can move: every admin list, number and dialog, and the public figures
 * (team counts, challenges, winners, the event). Everything but the session, which stays signed in.
 */
export function refreshAdminData(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== SESSION_QUERY_KEY[0] });
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
