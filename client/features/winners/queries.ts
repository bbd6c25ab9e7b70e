// Queries of the winners feature: the published winners (the admin's ranking is an admin query).
import { queryOptions } from '@tanstack/react-query';
import { getChecked } from '@/lib/api';

export const winnerQueries = {
  all: ['winners'] as const,
  published: () =>
    queryOptions({
      queryKey: [...winnerQueries.all, 'published'],
      queryFn: getChecked('publicWinners', '/api/winners'),
    }),
};
