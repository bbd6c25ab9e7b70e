// The admin's challenge list of one edition (retired ones too). The key starts with 'admin' so the one
// refresh after any admin change (lib/admin-mutation.ts) refetches it.
import { queryOptions } from '@tanstack/react-query';
import { adminChallengeListSchema } from '@shared/schemas/challenges';
import { getParsed } from '@/lib/api';

export const challengeAdminUrl = (slug: string) => `/api/admin/events/${encodeURIComponent(slug)}/problems`;

export const challengeAdminQueries = {
  list: (slug: string) =>
    queryOptions({
      queryKey: ['admin', 'challenges', slug],
      queryFn: getParsed(adminChallengeListSchema, `/api/admin/problems?event=${encodeURIComponent(slug)}`),
    }),
};
