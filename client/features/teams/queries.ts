// Queries of the teams feature: the signed-in person's team and an invitation by its token.
import { queryOptions } from '@tanstack/react-query';
import { currentTeamSchema, invitationInfoSchema } from '@shared/schemas/teams';
import { getParsed } from '@/lib/api';

export const teamQueries = {
  all: ['teams'] as const,
  /** GET /api/teams/current; a 404 means the signed-in user has no team yet (DESIGN D7). */
  current: () =>
    queryOptions({
      queryKey: [...teamQueries.all, 'current'],
      queryFn: getParsed(currentTeamSchema, '/api/teams/current'),
    }),
  invitation: (token: string) =>
    queryOptions({
      queryKey: [...teamQueries.all, 'invitation', token],
      queryFn: getParsed(invitationInfoSchema, `/api/invitations/${encodeURIComponent(token)}`),
      enabled: token.length > 0,
    }),
};
