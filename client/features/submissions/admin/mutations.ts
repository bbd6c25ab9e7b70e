// The admin's evaluation of a submission. See client/lib/admin-mutation.ts for the refresh and toasts.
import { evaluateResponseSchema, type EvaluationInput } from '@shared/schemas/judging-evaluations';
import { type AdminSubmission } from '@shared/schemas/submissions';
import { useAdminMutation } from '@/lib/admin-mutation';
import { apiSend } from '@/lib/api';

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
