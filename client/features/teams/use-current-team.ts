// The signed-in team's data (GET /api/teams/current); the calls that change it are in mutations.ts.
import { useQuery } from '@tanstack/react-query';
import { isApiError } from '@/lib/api';
import { teamQueries } from './queries';

export function useCurrentTeam() {
  const query = useQuery(teamQueries.current());
  // 404: the signed-in user has no team yet (DESIGN D7).
  const noTeam = query.isError && isApiError(query.error) && query.error.status === 404;
  return { ...query, noTeam };
}
