// The admin's queries of winners (the Announce Winners dialog). Apart from winnerQueries so the public
// winners page does not download them; the keys start with 'admin' so the admin's one invalidation after
// a change refreshes them (client/lib/admin-mutation.ts), and judging's live messages refresh `admin`.
import { queryOptions } from '@tanstack/react-query';
import { winnersReadinessSchema } from '@shared/schemas/judging';
import { rankingSchema } from '@shared/schemas/winners';
import { getParsed } from '@/lib/api';
import { editionKey, withEdition } from '@/lib/admin-edition';

const admin = ['admin', 'winners'] as const;

export const winnerAdminQueries = {
  admin,
  /** The winners ranking the admin confirms; always fetched fresh when the dialog opens. */
  ranking: () =>
    queryOptions({
      queryKey: [...admin, 'ranking', editionKey()],
      queryFn: getParsed(rankingSchema, withEdition('/api/admin/winners/ranking')),
      staleTime: 0,
    }),
  /** What would make announcing now premature (warnings) and where extra reviews would settle it. */
  readiness: () =>
    queryOptions({
      queryKey: [...admin, 'readiness', editionKey()],
      queryFn: getParsed(winnersReadinessSchema, withEdition('/api/admin/winners/readiness')),
      staleTime: 0,
    }),
};
