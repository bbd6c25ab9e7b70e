// Queries of the find-a-team feature: the person's own profile, the board (with its filters), their
// requests, their blocks, a request by its email token, and the organizers' counts.
import { queryOptions } from '@tanstack/react-query';
import {
  blockListSchema,
  boardSchema,
  findTeamStatsSchema,
  myFindTeamProfileSchema,
  requestByTokenSchema,
  requestListSchema,
  type BoardQuery,
} from '@shared/schemas/find-team';
import { getParsed, withParams } from '@/lib/api';
import { editionKey, withEdition } from '@/lib/admin-edition';

export const findTeamQueries = {
  all: ['find-team'] as const,
  profile: () =>
    queryOptions({
      queryKey: [...findTeamQueries.all, 'profile'],
      queryFn: getParsed(myFindTeamProfileSchema, '/api/find-team/profile'),
    }),
  board: (query: BoardQuery) =>
    queryOptions({
      queryKey: [...findTeamQueries.all, 'board', query],
      queryFn: getParsed(boardSchema, withParams('/api/find-team/board', query)),
    }),
  requests: () =>
    queryOptions({
      queryKey: [...findTeamQueries.all, 'requests'],
      queryFn: getParsed(requestListSchema, '/api/find-team/requests'),
    }),
  blocks: () =>
    queryOptions({
      queryKey: [...findTeamQueries.all, 'blocks'],
      queryFn: getParsed(blockListSchema, '/api/find-team/blocks'),
    }),
  byToken: (token: string) =>
    queryOptions({
      queryKey: [...findTeamQueries.all, 'by-token', token],
      queryFn: getParsed(requestByTokenSchema, `/api/find-team/requests/by-token/${encodeURIComponent(token)}`),
      retry: false,
    }),
  stats: () =>
    queryOptions({
      queryKey: [...findTeamQueries.all, 'stats', editionKey()],
      queryFn: getParsed(findTeamStatsSchema, withEdition('/api/admin/find-team')),
    }),
};
