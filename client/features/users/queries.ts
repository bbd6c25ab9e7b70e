// Queries of the users feature (the admin's Participants tab and user profile dialog). The keys start
// with 'admin' so the admin's one invalidation after a change refreshes them (client/lib/admin-mutation.ts).
import { queryOptions } from '@tanstack/react-query';
import { userDetailSchema, userPageSchema } from '@shared/schemas/users';
import { editionKey, withEdition } from '@/lib/admin-edition';
import { getParsed } from '@/lib/api';
import { listQuery, type ListParams } from '@/lib/list-query';

const admin = ['admin', 'users'] as const;

export const userQueries = {
  admin,
  list: (p: ListParams) => listQuery(admin, '/api/users', userPageSchema, p),
  detail: (id: number) =>
    queryOptions({
      queryKey: [...admin, 'detail', editionKey(), id],
      queryFn: getParsed(userDetailSchema, withEdition(`/api/users/${id}`)),
    }),
};
