// How the admin area's changes behave, with the toasts of spec §8. After any change every admin list,
// number and dialog is refetched, and so are the public figures an approval or an announcement moves.
// The changes themselves live with the features they change (teams/admin/mutations.ts, …). A building
// block of lib, not of the admin feature: the admin page shows the features' screens and those screens
// use this, so living in either would make the two import each other.
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiErrorMessage } from './api';
import { SESSION_QUERY_KEY } from './auth-context';
import { deliveryNote, EMAIL_DELIVERIES, type EmailDelivery } from '@shared/email-delivery';
import { mailDelivery } from './mail-health';
import { toast } from './use-toast';

/**
 * Refetches what an admin change can move: every admin list, number and dialog, and the public figures
 * (team counts, challenges, winners, the event). Everything but the session, which stays signed in.
 */
export function refreshAdminData(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== SESSION_QUERY_KEY[0] });
}

/**
 * What happens to the email an admin change wrote: the answer's own `emailDelivery` when it carries one
 * (read by the server as it answered), else the admin area's mail health.
 */
export function deliveryAfter(result: unknown, queryClient: QueryClient): EmailDelivery | undefined {
  const told = (result as { emailDelivery?: unknown } | null | undefined)?.emailDelivery;
  return EMAIL_DELIVERIES.find((d) => d === told) ?? mailDelivery(queryClient);
}

function showError(err: unknown, fallback: string) {
  toast({ title: 'Error', description: apiErrorMessage(err, fallback), variant: 'destructive' });
}

/** A mutation that refreshes the admin data and shows the spec's success or error toast. */
export function useAdminMutation<TVars, TResult>(
  fn: (vars: TVars) => Promise<TResult>,
  messages: {
    /**
     * `mail`: what an email this action wrote means now (undefined while mail is delivered); `delivery`
     * the state it says (shared/email-delivery.ts words titles and other subjects from it).
     */
    success?: (
      result: TResult,
      vars: TVars,
      mail: string | undefined,
      delivery: EmailDelivery | undefined,
    ) => { title: string; description?: string };
    fallback: string;
  },
) {
  const queryClient = useQueryClient();
  return useMutation<TResult, unknown, TVars>({
    mutationFn: fn,
    onSuccess: (result, vars) => {
      void refreshAdminData(queryClient);
      if (!messages.success) return;
      const delivery = deliveryAfter(result, queryClient);
      toast(messages.success(result, vars, deliveryNote(delivery), delivery));
    },
    onError: (err) => showError(err, messages.fallback),
  });
}
