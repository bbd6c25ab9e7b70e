// The admin's queries of submissions (the Submissions tab, the evaluation dialog). The keys start with
// 'admin' so the admin's one invalidation after a change refreshes them (client/lib/admin-mutation.ts).
import { queryOptions } from '@tanstack/react-query';
import { submissionEvaluationsSchema } from '@shared/schemas/judging-evaluations';
import { submissionPageSchema } from '@shared/schemas/submissions';
import { getParsed } from '@/lib/api';
import { listQuery, type ListParams } from '@/lib/list-query';

const admin = ['admin', 'submissions'] as const;

export const submissionAdminQueries = {
  admin,
  list: (p: ListParams) => listQuery(admin, '/api/submissions', submissionPageSchema, p),
  /** Every judge's evaluation of one submission; always fetched fresh when the dialog opens. */
  evaluations: (submissionId: number) =>
    queryOptions({
      queryKey: [...admin, 'evaluations', submissionId],
      queryFn: getParsed(submissionEvaluationsSchema, `/api/submissions/${submissionId}/evaluations`),
      staleTime: 0,
    }),
};
