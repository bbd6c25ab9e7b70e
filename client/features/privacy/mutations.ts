// The privacy feature's changes. The person's own (ask for deletion, confirm it by link, cancel it, accept
// a new version of the terms) refresh their status; the organizers' (erase an account now, set an
// edition's retention) go through the admin mutation, which refreshes every admin list and shows the toast.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  consentsSchema,
  deletionRequestedSchema,
  deletionStatusSchema,
  eraseResponseSchema,
  retentionPreviewSchema,
  type AcceptConsent,
  type RequestDeletion,
  type RetentionSetting,
} from '@shared/schemas/privacy';
import { useAdminMutation } from '@/lib/admin-mutation';
import { apiSend } from '@/lib/api';
import { privacyQueries, retentionPath } from './queries';

function useMineMutation<TVars, TResult>(fn: (vars: TVars) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation<TResult, unknown, TVars>({
    mutationFn: fn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: privacyQueries.mine }),
  });
}

/** Errors are shown by the caller, in the dialog that asked (the typed password stays there). */
export const useRequestDeletion = () =>
  useMineMutation((body: RequestDeletion) => apiSend(deletionRequestedSchema, 'POST', '/api/me/deletion', body));

export const useCancelDeletion = () =>
  useMineMutation(() => apiSend(deletionStatusSchema, 'DELETE', '/api/me/deletion'));

/** The emailed link's confirmation: public (the token proves the mailbox), so it works signed out too. */
export const useConfirmDeletion = () =>
  useMineMutation((token: string) => apiSend(deletionRequestedSchema, 'POST', '/api/me/deletion/confirm', { token }));

export function useAcceptConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AcceptConsent) => apiSend(consentsSchema, 'POST', '/api/me/consents', body),
    onSuccess: (consents) => queryClient.setQueryData(privacyQueries.consents().queryKey, consents),
    // A 409 (a newer version appeared meanwhile): read the pending list again so the prompt shows it.
    onError: () => queryClient.invalidateQueries({ queryKey: privacyQueries.consents().queryKey }),
  });
}

export const useEraseUser = () =>
  useAdminMutation(
    (v: { id: number; name: string }) => apiSend(eraseResponseSchema, 'POST', `/api/admin/users/${v.id}/erase`),
    {
      success: (r, v) => ({
        title: 'Account Erased',
        description: `${v.name}'s personal data was erased; their teams, projects and results now show "${r.pseudonym}".`,
      }),
      fallback: 'Failed to erase the account',
    },
  );

export const useSaveRetention = (slug: string) =>
  useAdminMutation((body: RetentionSetting) => apiSend(retentionPreviewSchema, 'PUT', retentionPath(slug), body), {
    success: (p) => ({
      title: 'Retention saved',
      description: `Personal data of ${p.edition} is kept ${p.months} months after the results.`,
    }),
    fallback: 'Failed to save the retention',
  });
