// The admin area's changes, with the toasts of spec §8. After any change every admin list, number and
// dialog is refetched, and so are the public figures an approval or an announcement moves.
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { evaluateResponseSchema, type EvaluationInput } from '@shared/schemas/judging';
import { outboxItemSchema, retryFailedResultSchema, type SendEmail } from '@shared/schemas/mail';
import type { AdminSubmission } from '@shared/schemas/submissions';
import { type AdminTeam, credentialsResponseSchema } from '@shared/schemas/teams';
import { problemQueries } from '@/features/problems';
import { winnerQueries } from '@/features/winners';
import { apiErrorMessage, apiRequest, apiSend } from '@/lib/api';
import { eventQueries } from '@/lib/use-event';
import { plural } from '@/lib/format';
import { toast } from '@/lib/use-toast';
import { mailNote } from './mail-note';
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
function useAdminMutation<TVars, TResult>(
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

export const useApproveTeam = () =>
  useAdminMutation((team: Pick<AdminTeam, 'id' | 'name'>) => apiRequest('POST', `/api/teams/${team.id}/approve`), {
    success: (_r, team, mail) => ({
      title: 'Team Approved',
      description: mail ? `${team.name} has been approved. ${mail}` : `${team.name} has been approved and emailed.`,
    }),
    fallback: 'Failed to approve team',
  });

export const useRejectTeam = () =>
  useAdminMutation((team: Pick<AdminTeam, 'id' | 'name'>) => apiRequest('POST', `/api/teams/${team.id}/reject`), {
    success: (_r, team, mail) => ({
      title: 'Team Rejected',
      description: mail ? `${team.name} has been rejected. ${mail}` : `${team.name} has been rejected and emailed.`,
    }),
    fallback: 'Failed to reject team',
  });

export const useGenerateCredentials = () =>
  useAdminMutation((teamId: number) => apiSend(credentialsResponseSchema, 'POST', `/api/teams/${teamId}/credentials`), {
    success: () => ({ title: 'Credentials Generated', description: 'Copy the password now: it is shown only once.' }),
    fallback: 'Failed to generate credentials',
  });

/** Send Email, Contact Team, Contact User and replies share the dialog and this mutation. */
export const useSendEmail = () =>
  useAdminMutation((v: { url: string; mail: SendEmail }) => apiRequest('POST', v.url, v.mail), {
    success: (_r, _v, mail) => ({
      title: 'Email Sent',
      description: mail ?? 'The email is on its way (see the Outbox).',
    }),
    fallback: 'Failed to send email',
  });

export const useResetPassword = () =>
  useAdminMutation(
    (v: { userId: number; newPassword: string }) =>
      apiRequest('POST', `/api/users/${v.userId}/reset-password`, { newPassword: v.newPassword }),
    {
      success: (_r, _v, mail) => ({
        title: 'Password Reset',
        description: mail
          ? `The user was signed out everywhere. The email telling them: ${mail.charAt(0).toLowerCase()}${mail.slice(1)}`
          : 'The user was signed out everywhere and told by email.',
      }),
      fallback: 'Failed to reset password',
    },
  );

export const useEvaluate = () =>
  useAdminMutation(
    (v: { submission: Pick<AdminSubmission, 'id' | 'teamName'>; body: EvaluationInput }) =>
      apiSend(evaluateResponseSchema, 'POST', `/api/submissions/${v.submission.id}/evaluate`, v.body),
    {
      success: (r, v) => ({
        title: 'Evaluation Submitted',
        description: `${v.submission.teamName}: ${r.evaluation.average.toFixed(1)} / 10`,
      }),
      fallback: 'Failed to submit evaluation',
    },
  );

export const useRetryEmail = () =>
  useAdminMutation((id: number) => apiSend(outboxItemSchema, 'POST', `/api/admin/outbox/${id}/retry`), {
    success: (r) => ({ title: 'Email Queued', description: `The email to ${r.to} will be sent again.` }),
    fallback: 'Failed to retry email',
  });

/** Outbox "Retry all failed": every failed email goes back to the queue at once. */
export const useRetryAllFailed = () =>
  useAdminMutation(() => apiSend(retryFailedResultSchema, 'POST', '/api/admin/outbox/retry-failed'), {
    success: (r, _v, mail) => ({
      title: 'Emails Queued',
      description:
        r.requeued === 0
          ? 'There was no failed email to retry.'
          : `${plural(r.requeued, 'failed email')} will be sent again.${mail ? ` ${mail}` : ''}`,
    }),
    fallback: 'Failed to retry the failed emails',
  });

export const useMarkMessage = () =>
  useAdminMutation(
    (v: { id: number; handled: boolean }) =>
      apiRequest('POST', `/api/admin/messages/${v.id}/handled`, { handled: v.handled }),
    {
      fallback: 'Failed to update message',
    },
  );
