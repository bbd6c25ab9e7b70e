// The judge's changes: ask for submissions, evaluate or revise, skip with a reason, edit the profile,
// declare a conflict. Each refreshes the judge's queue, evaluations and teams afterwards.
import { useMutation, useQueryClient } from '@tanstack/react-query';
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
import { apiErrorMessage, apiSend } from '@/lib/api';
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
