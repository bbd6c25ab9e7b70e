// Judging queries: the judge's own (profile, queue, evaluations, teams for conflicts) and the admin's
// (judges, settings, conflicts, coverage, ranking). Keys start with judgingQueries.judge or .admin, so
// one invalidation refreshes a side after a change or a live message.
import { queryOptions } from '@tanstack/react-query';
import {
  adminJudgesSchema,
  conflictListSchema,
  coverageSchema,
  judgeProfileSchema,
  judgeQueueSchema,
  judgeSubmissionSchema,
  judgeTeamListSchema,
  judgingRankingSchema,
  judgingSettingsSchema,
  judgeInvitationInfoSchema,
  myEvaluationsSchema,
  type JudgingExport,
} from '@shared/schemas/judging';
import { getParsed } from '@/lib/api';
import { editionKey, withEdition } from '@/lib/admin-edition';

const judge = ['judging', 'judge'] as const;
const admin = ['admin', 'judging'] as const;

export const judgingQueries = {
  judge,
  admin,
  profile: () =>
    queryOptions({ queryKey: [...judge, 'profile'], queryFn: getParsed(judgeProfileSchema, '/api/judge/profile') }),
  queue: () =>
    queryOptions({ queryKey: [...judge, 'queue'], queryFn: getParsed(judgeQueueSchema, '/api/judge/queue') }),
  /** One submission the judge holds or reviewed (the Revise dialog shows what is being revised). */
  submission: (id: number) =>
    queryOptions({
      queryKey: [...judge, 'submission', id],
      queryFn: getParsed(judgeSubmissionSchema, `/api/judge/submissions/${id}`),
    }),
  myEvaluations: () =>
    queryOptions({
      queryKey: [...judge, 'evaluations'],
      queryFn: getParsed(myEvaluationsSchema, '/api/judge/evaluations'),
    }),
  teams: () =>
    queryOptions({ queryKey: [...judge, 'teams'], queryFn: getParsed(judgeTeamListSchema, '/api/judge/teams') }),
  myConflicts: () =>
    queryOptions({ queryKey: [...judge, 'conflicts'], queryFn: getParsed(conflictListSchema, '/api/judge/conflicts') }),
  invitation: (token: string) =>
    queryOptions({
      queryKey: ['judging', 'invitation', token],
      queryFn: getParsed(judgeInvitationInfoSchema, `/api/judge-invitations/${encodeURIComponent(token)}`),
      retry: false,
    }),

  judges: () =>
    queryOptions({
      queryKey: [...admin, 'judges', editionKey()],
      queryFn: getParsed(adminJudgesSchema, withEdition('/api/admin/judges')),
    }),
  settings: () =>
    queryOptions({
      queryKey: [...admin, 'settings', editionKey()],
      queryFn: getParsed(judgingSettingsSchema, withEdition('/api/admin/judging/settings')),
    }),
  conflicts: () =>
    queryOptions({
      queryKey: [...admin, 'conflicts', editionKey()],
      queryFn: getParsed(conflictListSchema, withEdition('/api/admin/judging/conflicts')),
    }),
  coverage: () =>
    queryOptions({
      queryKey: [...admin, 'coverage', editionKey()],
      queryFn: getParsed(coverageSchema, withEdition('/api/admin/judging/coverage')),
    }),
  ranking: () =>
    queryOptions({
      queryKey: [...admin, 'ranking', editionKey()],
      queryFn: getParsed(judgingRankingSchema, withEdition('/api/admin/judging/ranking')),
    }),
};

/** The CSV a browser downloads with the session cookie (the server sets the file name). */
export const exportUrl = (kind: JudgingExport) => withEdition(`/api/admin/judging/export/${kind}`);
