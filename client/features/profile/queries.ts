// Queries of the profile feature: the signed-in person's profile, team and latest submission.
import { queryOptions } from '@tanstack/react-query';
import { profileSchema } from '@shared/schemas/profile';
import { getParsed } from '@/lib/api';

export const profileQueries = {
  all: ['profile'] as const,
  current: () =>
    queryOptions({ queryKey: [...profileQueries.all, 'current'], queryFn: getParsed(profileSchema, '/api/profile') }),
};
