// The judge's changes: ask for submissions, evaluate or revise, skip with a reason, edit the profile,
// declare a conflict. Each refreshes the judge's queue, evaluations and teams afterwards. And accepting a
// judge invitation, which signs the judge in.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionResponseSchema } from '@shared/schemas/auth';
import { okSchema } from '@shared/schemas/common';
import {
  conflictSchema,
  judgeProfileSchema,
  judgeSubmissionSchema,
  nextResponseSchema,
  type DeclareConflict,
  type JudgeEvaluationRequest,
  type UpdateJudgeProfile,
} from '@shared/schemas/judging';
import type { AcceptInvitation } from '@shared/schemas/teams';
import { apiErrorMessage, apiSend, setAuthToken } from '@/lib/api';
import { resetSessionCache } from '@/lib/auth-context';
import { toast } from '@/lib/use-toast';
import { judgingQueries } from './queries';

export function showJudgingError(err: unknown, fallback: string) {
  toast({ title: 'Error', description: apiErrorMessage(err, fallback), variant: 'destructive' });
}

function useJudgeMutation<TVars, TResult>(fn: (vars: TVars) => Promise<TResult>, fallback: string) {
  const queryClient = useQueryClient();
  return useMutation<TResult, unknown, TVars>({
    mutationFn: fn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: judgingQueries.judge }),
    onError: (err) => showJudgingError(err, fallback),
  });
}

export const useNextSubmission = () =>
  useJudgeMutation(
    (count: number) => apiSend(nextResponseSchema, 'POST', '/api/judge/next', { count }),
    'Failed to get the next submission',
  );

export const useSubmitJudgeEvaluation = () =>
  useJudgeMutation(
    (v: { submissionId: number; body: JudgeEvaluationRequest }) =>
      apiSend(judgeSubmissionSchema, 'PUT', `/api/judge/submissions/${v.submissionId}/evaluation`, v.body),
    'Failed to submit evaluation',
  );

export const useSkipSubmission = () =>
  useJudgeMutation(
    (v: { submissionId: number; reason: string }) =>
      apiSend(okSchema, 'POST', `/api/judge/submissions/${v.submissionId}/skip`, { reason: v.reason }),
    'Failed to skip the submission',
  );

export const useUpdateJudgeProfile = () =>
  useJudgeMutation(
    (body: UpdateJudgeProfile) => apiSend(judgeProfileSchema, 'PATCH', '/api/judge/profile', body),
    'Failed to save your profile',
  );

export const useDeclareConflict = () =>
  useJudgeMutation(
    (body: DeclareConflict) => apiSend(conflictSchema, 'POST', '/api/judge/conflicts', body),
    'Failed to declare the conflict',
  );

/** Accepting a judge invitation signs the judge in: the session cache starts again as them. */
export function useAcceptJudgeInvitation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AcceptInvitation) =>
      apiSend(sessionResponseSchema, 'POST', `/api/judge-invitations/${encodeURIComponent(token)}`, body),
    onSuccess: (result) => {
      setAuthToken(result.token);
      resetSessionCache(queryClient, result.user);
    },
  });
}
