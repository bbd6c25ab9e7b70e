// The signed-in team's data (GET /api/teams/current) and the calls that change it.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  currentTeamSchema,
  inviteResponseSchema,
  joinTeamResponseSchema,
  type EditTeamForm,
  type JoinTeam,
} from '@shared/schemas/teams';
import { apiRequest, apiSend, isApiError } from '@/lib/api';
import { SESSION_QUERY_KEY } from '@/lib/auth-context';
import { teamQueries } from './queries';

export function useCurrentTeam() {
  const query = useQuery(teamQueries.current());
  // 404: the signed-in user has no team yet (DESIGN D7).
  const noTeam = query.isError && isApiError(query.error) && query.error.status === 404;
  return { ...query, noTeam };
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: teamQueries.all });
}

export function useUpdateTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: EditTeamForm) =>
      apiSend(currentTeamSchema, 'PATCH', '/api/teams/current', { name: form.name, problemId: Number(form.problem) }),
    onSuccess: (team) => queryClient.setQueryData(teamQueries.current().queryKey, team),
  });
}

export function useRemoveMember() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (userId: number) => apiRequest('DELETE', `/api/teams/current/members/${userId}`),
    onSuccess: refresh,
  });
}

export function useInviteMember() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (email: string) => apiSend(inviteResponseSchema, 'POST', '/api/teams/current/invitations', { email }),
    onSuccess: refresh,
  });
}

export function useJoinTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: JoinTeam) => apiSend(joinTeamResponseSchema, 'POST', '/api/teams/join', body),
    onSuccess: async () => {
      // The session carries the team id: refresh it along with the team.
      await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
      await queryClient.invalidateQueries({ queryKey: teamQueries.all });
    },
  });
}
