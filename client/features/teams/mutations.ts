// The calls that change the signed-in person's team (edit, remove a member, invite, join by code) and
// accepting a member invitation, each with what it refreshes afterwards.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { okSchema } from '@shared/schemas/common';
import {
  acceptInvitationResponseSchema,
  currentTeamSchema,
  inviteResponseSchema,
  joinTeamResponseSchema,
  type AcceptInvitation,
  type EditTeamForm,
  type JoinTeam,
} from '@shared/schemas/teams';
import { apiSend, setAuthToken } from '@/lib/api';
import { resetSessionCache, SESSION_QUERY_KEY } from '@/lib/auth-context';
import { teamQueries } from './queries';

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
    mutationFn: (userId: number) => apiSend(okSchema, 'DELETE', `/api/teams/current/members/${userId}`),
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

/** Accepting a member invitation signs the invitee in: the session cache starts again as them. */
export function useAcceptInvitation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AcceptInvitation) =>
      apiSend(acceptInvitationResponseSchema, 'POST', `/api/invitations/${encodeURIComponent(token)}`, body),
    onSuccess: (result) => {
      setAuthToken(result.token);
      resetSessionCache(queryClient, result.user);
    },
  });
}
