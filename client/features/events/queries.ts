// Queries of the editions feature: the public list and one edition's facts, challenges and winners; the
// admin's list of every edition (drafts too). The admin key starts with 'admin' so the admin's one
// invalidation after a change refreshes it; it does not name an edition (it lists them all).
import { queryOptions } from '@tanstack/react-query';
import { adminEditionListSchema, editionFactsSchema, editionListSchema } from '@shared/schemas/events';
import { problemListResponseSchema } from '@shared/schemas/problems';
import { publicWinnersSchema } from '@shared/schemas/winners';
import { getParsed, isApiError } from '@/lib/api';

const all = ['events'] as const;
const base = (slug: string) => `/api/events/${encodeURIComponent(slug)}`;
/** A 404 (no such edition) is an answer: do not retry it. */
const retryUnless404 = (failures: number, err: unknown) => !(isApiError(err) && err.status === 404) && failures < 1;

export const editionQueries = {
  all,
  list: () => queryOptions({ queryKey: [...all, 'list'], queryFn: getParsed(editionListSchema, '/api/events') }),
  detail: (slug: string) =>
    queryOptions({
      queryKey: [...all, 'detail', slug],
      queryFn: getParsed(editionFactsSchema, base(slug)),
      retry: retryUnless404,
    }),
  problems: (slug: string) =>
    queryOptions({
      queryKey: [...all, 'detail', slug, 'problems'],
      queryFn: getParsed(problemListResponseSchema, `${base(slug)}/problems`),
      retry: retryUnless404,
    }),
  winners: (slug: string) =>
    queryOptions({
      queryKey: [...all, 'detail', slug, 'winners'],
      queryFn: getParsed(publicWinnersSchema, `${base(slug)}/winners`),
      retry: retryUnless404,
    }),
  admin: ['admin', 'events'] as const,
  adminList: () =>
    queryOptions({
      queryKey: ['admin', 'events', 'list'],
      queryFn: getParsed(adminEditionListSchema, '/api/admin/events'),
    }),
};
