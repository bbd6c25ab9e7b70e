// Queries of the admin dashboard. Every key starts with adminQueries.all, so one invalidation refreshes
// every admin list, number and dialog after a change (see mutations.ts).
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { chartsSchema, statsSchema } from '@shared/schemas/admin';
import { mailHealthSchema, outboxPageSchema } from '@shared/schemas/mail';
import { messagePageSchema } from '@shared/schemas/messages';
import { submissionPageSchema } from '@shared/schemas/submissions';
import { teamDetailSchema, teamPageSchema } from '@shared/schemas/teams';
import { userDetailSchema, userPageSchema } from '@shared/schemas/users';
import { submissionEvaluationsSchema, winnersReadinessSchema } from '@shared/schemas/judging';
import { rankingSchema } from '@shared/schemas/winners';
import { getParsed, withParams } from '@/lib/api';

export const PAGE_SIZE = 20;

/** A page of a server-side list: search, filters and paging are all done in SQL (DESIGN §5). */
export interface ListParams {
  page: number;
  q?: string;
  status?: string;
  pageSize?: number;
  kind?: string;
  handled?: string;
  /** Participants: 'team' leaves the organizers out. */
  role?: string;
}

function listParams(p: ListParams) {
  return {
    page: p.page,
    pageSize: p.pageSize ?? PAGE_SIZE,
    q: p.q || undefined,
    status: p.status || undefined,
    kind: p.kind || undefined,
    handled: p.handled || undefined,
    role: p.role || undefined,
  };
}

const all = ['admin'] as const;

/** One page of a list; the previous page stays on screen while the next one loads. */
function listQuery<S extends Parameters<typeof getParsed>[0]>(name: string, url: string, schema: S, p: ListParams) {
  const params = listParams(p);
  return queryOptions({
    queryKey: [...all, name, 'list', params],
    queryFn: getParsed(schema, withParams(url, params)),
    placeholderData: keepPreviousData,
  });
}

export const adminQueries = {
  all,
  stats: () => queryOptions({ queryKey: [...all, 'stats'], queryFn: getParsed(statsSchema, '/api/admin/stats') }),
  charts: () => queryOptions({ queryKey: [...all, 'charts'], queryFn: getParsed(chartsSchema, '/api/admin/charts') }),
  teams: (p: ListParams) => listQuery('teams', '/api/teams', teamPageSchema, p),
  team: (id: number) =>
    queryOptions({
      queryKey: [...all, 'teams', 'detail', id],
      queryFn: getParsed(teamDetailSchema, `/api/teams/${id}`),
    }),
  users: (p: ListParams) => listQuery('users', '/api/users', userPageSchema, p),
  user: (id: number) =>
    queryOptions({
      queryKey: [...all, 'users', 'detail', id],
      queryFn: getParsed(userDetailSchema, `/api/users/${id}`),
    }),
  submissions: (p: ListParams) => listQuery('submissions', '/api/submissions', submissionPageSchema, p),
  /** Every judge's evaluation of one submission; always fetched fresh when the dialog opens. */
  evaluations: (submissionId: number) =>
    queryOptions({
      queryKey: [...all, 'submissions', 'evaluations', submissionId],
      queryFn: getParsed(submissionEvaluationsSchema, `/api/submissions/${submissionId}/evaluations`),
      staleTime: 0,
    }),
  outbox: (p: ListParams) => listQuery('outbox', '/api/admin/outbox', outboxPageSchema, p),
  /** Whether mail goes out: the banner and the meaning of 'Email Sent' read it; checked every minute. */
  mailHealth: () =>
    queryOptions({
      queryKey: [...all, 'mail-health'],
      queryFn: getParsed(mailHealthSchema, '/api/admin/mail/health'),
      refetchInterval: 60_000,
    }),
  messages: (p: ListParams) => listQuery('messages', '/api/admin/messages', messagePageSchema, p),
  /** The winners ranking the admin confirms; always fetched fresh when the dialog opens. */
  ranking: () =>
    queryOptions({
      queryKey: [...all, 'winners', 'ranking'],
      queryFn: getParsed(rankingSchema, '/api/admin/winners/ranking'),
      staleTime: 0,
    }),
  /** What would make announcing now premature (warnings) and where extra reviews would settle it. */
  readiness: () =>
    queryOptions({
      queryKey: [...all, 'winners', 'readiness'],
      queryFn: getParsed(winnersReadinessSchema, '/api/admin/winners/readiness'),
      staleTime: 0,
    }),
};
