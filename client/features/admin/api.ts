// Data of the admin area: list queries keyed by their URL and parameters (the default query function
// turns the key into the request), and the mutations with the toasts of spec §8.
import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  AdminSubmission,
  AdminTeam,
  Charts,
  CredentialsResponse,
  EvaluateResponse,
  EvaluationInput,
  InboxMessage,
  MessagePage,
  OutboxItem,
  OutboxPage,
  SearchResponse,
  SendEmail,
  Stats,
  SubmissionPage,
  TeamPage,
  UserPage,
} from '@shared/schemas/admin';
import { apiErrorMessage, apiRequest } from '@/lib/api';
import { toast } from '@/lib/use-toast';

export const PAGE_SIZE = 20;

export interface ListParams {
  page: number;
  q?: string;
  status?: string;
  pageSize?: number;
  kind?: string;
  handled?: string;
}

function params(p: ListParams) {
  return {
    page: p.page,
    pageSize: p.pageSize ?? PAGE_SIZE,
    q: p.q || undefined,
    status: p.status || undefined,
    kind: p.kind || undefined,
    handled: p.handled || undefined,
  };
}

const listOptions = { placeholderData: keepPreviousData } as const;

export const useTeamsPage = (p: ListParams) =>
  useQuery<TeamPage>({ queryKey: ['/api/teams', params(p)], ...listOptions });
export const useUsersPage = (p: ListParams) =>
  useQuery<UserPage>({ queryKey: ['/api/users', params(p)], ...listOptions });
export const useSubmissionsPage = (p: ListParams) =>
  useQuery<SubmissionPage>({ queryKey: ['/api/submissions', params(p)], ...listOptions });
export const useOutboxPage = (p: ListParams) =>
  useQuery<OutboxPage>({ queryKey: ['/api/admin/outbox', params(p)], ...listOptions });
export const useMessagesPage = (p: ListParams) =>
  useQuery<MessagePage>({ queryKey: ['/api/admin/messages', params(p)], ...listOptions });
export const useStats = () => useQuery<Stats>({ queryKey: ['/api/admin/stats'] });
export const useCharts = () => useQuery<Charts>({ queryKey: ['/api/admin/charts'] });
export const useSearch = (q: string) =>
  useQuery<SearchResponse>({ queryKey: ['/api/admin/search', { q }], enabled: q.length > 0, ...listOptions });

/** After any admin change every admin list and number is refetched (the session is left alone). */
export function refreshAdminData(queryClient: QueryClient) {
  return queryClient.invalidateQueries({
    predicate: (q) =>
      typeof q.queryKey[0] === 'string' && q.queryKey[0].startsWith('/api/') && q.queryKey[0] !== '/api/auth/me',
  });
}

function showError(err: unknown, fallback: string) {
  toast({ title: 'Error', description: apiErrorMessage(err, fallback), variant: 'destructive' });
}

/** A mutation that refreshes the admin data and shows the spec's success or error toast. */
function useAdminMutation<TVars, TResult>(
  fn: (vars: TVars) => Promise<TResult>,
  messages: { success?: (result: TResult, vars: TVars) => { title: string; description?: string }; fallback: string },
) {
  const queryClient = useQueryClient();
  return useMutation<TResult, unknown, TVars>({
    mutationFn: fn,
    onSuccess: (result, vars) => {
      void refreshAdminData(queryClient);
      if (messages.success) toast(messages.success(result, vars));
    },
    onError: (err) => showError(err, messages.fallback),
  });
}

export const useApproveTeam = () =>
  useAdminMutation(
    (team: Pick<AdminTeam, 'id' | 'name'>) => apiRequest<AdminTeam>('POST', `/api/teams/${team.id}/approve`),
    {
      success: (_r, team) => ({ title: 'Team Approved', description: `${team.name} has been approved and emailed.` }),
      fallback: 'Failed to approve team',
    },
  );

export const useRejectTeam = () =>
  useAdminMutation(
    (team: Pick<AdminTeam, 'id' | 'name'>) => apiRequest<AdminTeam>('POST', `/api/teams/${team.id}/reject`),
    {
      success: (_r, team) => ({ title: 'Team Rejected', description: `${team.name} has been rejected and emailed.` }),
      fallback: 'Failed to reject team',
    },
  );

export const useGenerateCredentials = () =>
  useAdminMutation((teamId: number) => apiRequest<CredentialsResponse>('POST', `/api/teams/${teamId}/credentials`), {
    success: () => ({ title: 'Credentials Generated', description: 'Copy the password now: it is shown only once.' }),
    fallback: 'Failed to generate credentials',
  });

/** Send Email, Contact Team, Contact User and replies share the dialog and this mutation. */
export const useSendEmail = () =>
  useAdminMutation((v: { url: string; mail: SendEmail }) => apiRequest<unknown>('POST', v.url, v.mail), {
    success: () => ({ title: 'Email Sent', description: 'The email is on its way (see the Outbox).' }),
    fallback: 'Failed to send email',
  });

export const useResetPassword = () =>
  useAdminMutation(
    (v: { userId: number; newPassword: string }) =>
      apiRequest('POST', `/api/users/${v.userId}/reset-password`, { newPassword: v.newPassword }),
    {
      success: () => ({
        title: 'Password Reset',
        description: 'The user was signed out everywhere and told by email.',
      }),
      fallback: 'Failed to reset password',
    },
  );

export const useEvaluate = () =>
  useAdminMutation(
    (v: { submission: Pick<AdminSubmission, 'id' | 'teamName'>; body: EvaluationInput }) =>
      apiRequest<EvaluateResponse>('POST', `/api/submissions/${v.submission.id}/evaluate`, v.body),
    {
      success: (r, v) => ({
        title: 'Evaluation Submitted',
        description: `${v.submission.teamName}: ${r.evaluation.average.toFixed(1)} / 10`,
      }),
      fallback: 'Failed to submit evaluation',
    },
  );

export const useRetryEmail = () =>
  useAdminMutation((id: number) => apiRequest<OutboxItem>('POST', `/api/admin/outbox/${id}/retry`), {
    success: (r) => ({ title: 'Email Queued', description: `The email to ${r.to} will be sent again.` }),
    fallback: 'Failed to retry email',
  });

export const useMarkMessage = () =>
  useAdminMutation(
    (v: { id: number; handled: boolean }) =>
      apiRequest<InboxMessage>('POST', `/api/admin/messages/${v.id}/handled`, { handled: v.handled }),
    {
      fallback: 'Failed to update message',
    },
  );
