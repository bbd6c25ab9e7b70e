// The admin's queries of teams (the Teams tab, the team details dialog). Apart from teamQueries so the
// public pages that read the current team do not download them; the keys start with 'admin' so the
// admin's one invalidation after a change refreshes them (client/lib/admin-mutation.ts).
import { queryOptions } from '@tanstack/react-query';
import { teamDetailSchema, teamPageSchema } from '@shared/schemas/teams';
import { editionKey, withEdition } from '@/lib/admin-edition';
import { getParsed } from '@/lib/api';
import { listQuery, type ListParams } from '@/lib/list-query';

const admin = ['admin', 'teams'] as const;

export const teamAdminQueries = {
  admin,
  list: (p: ListParams) => listQuery(admin, '/api/teams', teamPageSchema, p),
  detail: (id: number) =>
    queryOptions({
      queryKey: [...admin, 'detail', editionKey(), id],
      queryFn: getParsed(teamDetailSchema, withEdition(`/api/teams/${id}`)),
    }),
};
