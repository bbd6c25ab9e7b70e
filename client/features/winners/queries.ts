// Queries of the winners feature: the published winners (the admin's ranking is an admin query).
import { queryOptions } from '@tanstack/react-query';
import { publicWinnersSchema } from '@shared/schemas/winners';
import { getParsed } from '@/lib/api';

export const winnerQueries = {
  all: ['winners'] as const,
  published: () =>
    queryOptions({
      queryKey: [...winnerQueries.all, 'published'],
      queryFn: getParsed(publicWinnersSchema, '/api/winners'),
    }),
};
