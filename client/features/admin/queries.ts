// Queries of the admin dashboard's own numbers. Every admin query key of every feature starts with
// adminQueries.all (['admin']), so one invalidation refreshes every admin list, number and dialog after
// a change (client/lib/admin-mutation.ts); each feature's factory adds its name (['admin', 'teams', …]).
import { queryOptions } from '@tanstack/react-query';
import { chartsSchema, statsSchema } from '@shared/schemas/admin';
import { ADMIN_QUERY_ROOT } from '@/lib/admin-keys';
import { getParsed } from '@/lib/api';
import { editionKey, withEdition } from '@/lib/admin-edition';

const all = ADMIN_QUERY_ROOT;

export const adminQueries = {
  all,
  stats: () =>
    queryOptions({
      queryKey: [...all, 'stats', editionKey()],
      queryFn: getParsed(statsSchema, withEdition('/api/admin/stats')),
    }),
  charts: () =>
    queryOptions({
      queryKey: [...all, 'charts', editionKey()],
      queryFn: getParsed(chartsSchema, withEdition('/api/admin/charts')),
    }),
};
