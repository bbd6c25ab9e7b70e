// The admin's judging changes: invite a judge, mark an admin as judge or stop someone judging, add or
// remove a conflict, open or close judging and set the target. Each refreshes every admin view (the
// judging tab, the winners ranking, the readiness check) afterwards.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { okSchema } from '@shared/schemas/common';
import {
  adminJudgeSchema,
  conflictSchema,
  inviteJudgeResponseSchema,
  judgingSettingsSchema,
  type AddConflict,
  type InviteJudge,
  type UpdateJudgingSettings,
} from '@shared/schemas/judging';
import { deliveryNote, mailTitle } from '@shared/email-delivery';
import { adminQueries } from '@/features/admin';
import { apiSend } from '@/lib/api';
import { toast } from '@/lib/use-toast';
import { showJudgingError } from './mutations';
import { withEdition } from '@/lib/admin-edition';

function useAdminJudgingMutation<TVars, TResult>(
  fn: (vars: TVars) => Promise<TResult>,
  messages: { success: (result: TResult, vars: TVars) => { title: string; description?: string }; fallback: string },
) {
  const queryClient = useQueryClient();
  return useMutation<TResult, unknown, TVars>({
    mutationFn: fn,
    onSuccess: (result, vars) => toast(messages.success(result, vars)),
    onError: (err) => showJudgingError(err, messages.fallback),
    // Every admin query key starts with adminQueries.all (judgingQueries.admin and the winners' too).
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminQueries.all }),
  });
}

export const useInviteJudge = () =>
  useAdminJudgingMutation(
    (body: InviteJudge) =>
      apiSend(inviteJudgeResponseSchema, 'POST', withEdition('/api/admin/judges/invitations'), body),
    {
      success: (r) => ({
        title: mailTitle('Invitation', r.emailDelivery),
        description:
          deliveryNote(r.emailDelivery, `The invitation to ${r.email}`) ??
          `${r.email} is emailed a link to set a password and start judging.`,
      }),
      fallback: 'Failed to invite the judge',
    },
  );

export const useMarkJudge = () =>
  useAdminJudgingMutation(
    (userId: number) => apiSend(adminJudgeSchema, 'PUT', withEdition(`/api/admin/judges/${userId}`)),
    {
      success: (r) => ({ title: 'Judge Added', description: `${r.name} can now judge on /judge.` }),
      fallback: 'Failed to add the judge',
    },
  );

export const useRemoveJudge = () =>
  useAdminJudgingMutation(
    (judge: { userId: number; name: string }) =>
      apiSend(okSchema, 'DELETE', withEdition(`/api/admin/judges/${judge.userId}`)),
    {
      success: (_r, judge) => ({ title: 'Judge Removed', description: `${judge.name} no longer judges.` }),
      fallback: 'Failed to remove the judge',
    },
  );

export const useAddConflict = () =>
  useAdminJudgingMutation(
    (body: AddConflict) => apiSend(conflictSchema, 'POST', withEdition('/api/admin/judging/conflicts'), body),
    {
      success: (c) => ({ title: 'Conflict Added', description: `${c.judgeName} will not judge ${c.teamName}.` }),
      fallback: 'Failed to add the conflict',
    },
  );

export const useRemoveConflict = () =>
  useAdminJudgingMutation(
    (c: { judgeId: number; teamId: number; judgeName: string; teamName: string }) =>
      apiSend(okSchema, 'DELETE', withEdition(`/api/admin/judging/conflicts/${c.judgeId}/${c.teamId}`)),
    {
      success: (_r, c) => ({ title: 'Conflict Removed', description: `${c.judgeName} may judge ${c.teamName} again.` }),
      fallback: 'Failed to remove the conflict',
    },
  );

export const useUpdateJudgingSettings = () =>
  useAdminJudgingMutation(
    (body: UpdateJudgingSettings) =>
      apiSend(judgingSettingsSchema, 'PATCH', withEdition('/api/admin/judging/settings'), body),
    {
      success: (s, body) => ({
        title: body.state === 'open' ? 'Judging Opened' : body.state === 'closed' ? 'Judging Closed' : 'Settings Saved',
        description: `Target: ${s.targetReviews} reviews per submission${s.stopAtTarget ? ', then hand-outs stop' : ''}.`,
      }),
      fallback: 'Failed to save the judging settings',
    },
  );
