// The team's one change here: submit its project, or update the submission it already has. Spec §7: on
// success the team's submissions (and the profile's) are fetched again before the form says so.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { submissionResponseSchema, type SubmissionRequest } from '@shared/schemas/submissions';
import { profileQueries } from '@/features/profile';
import { teamQueries } from '@/features/teams';
import { apiSend } from '@/lib/api';

/** `existingId`: the submission to update; without it a new one is made. */
export function useSaveSubmission(existingId?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: SubmissionRequest) =>
      existingId === undefined
        ? apiSend(submissionResponseSchema, 'POST', '/api/submissions', values)
        : apiSend(submissionResponseSchema, 'PUT', `/api/submissions/${existingId}`, values),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: teamQueries.all });
      await queryClient.invalidateQueries({ queryKey: profileQueries.all });
    },
  });
}
