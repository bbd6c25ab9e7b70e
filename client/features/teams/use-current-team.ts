// The signed-in team's data (GET /api/teams/current) and the calls that change it.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CurrentTeam, EditTeamForm, JoinTeam } from '@shared/schemas/teams';
import { apiRequest, isApiError } from '@/lib/api';
import { SESSION_QUERY_KEY } from '@/lib/auth-context';

export const CURRENT_TEAM_KEY = ['/api/teams/current'] as const;

export function useCurrentTeam() {
  const query = useQuery<CurrentTeam>({ queryKey: CURRENT_TEAM_KEY });
  // 404: the signed-in user has no team yet (DESIGN D7).
  const noTeam = query.isError && isApiError(query.error) && query.error.status === 404;
  return { ...query, noTeam };
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: CURRENT_TEAM_KEY });
}

export function useUpdateTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: EditTeamForm) =>
      apiRequest<CurrentTeam>('PATCH', '/api/teams/current', { name: form.name, problemId: Number(form.problem) }),
    onSuccess: (team) => queryClient.setQueryData(CURRENT_TEAM_KEY, team),
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
    mutationFn: (email: string) =>
      apiRequest<{ id: number; email: string; expiresAt: string }>('POST', '/api/teams/current/invitations', { email }),
    onSuccess: refresh,
  });
}

export function useJoinTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: JoinTeam) => apiRequest<{ teamId: number; teamName: string }>('POST', '/api/teams/join', body),
    onSuccess: async () => {
      // The session carries the team id: refresh it along with the team.
      await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
      await queryClient.invalidateQueries({ queryKey: CURRENT_TEAM_KEY });
    },
  });
}
