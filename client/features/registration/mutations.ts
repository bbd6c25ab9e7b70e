// The registration's one change: register a team. The leader is signed in afterwards (a new leader by the
// answer's session cookie, issue 31; a signed-in one now leads a team), so the session (its teamId) and
// the team are fetched again before the page moves on.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { registerTeamResponseSchema, type RegisterTeamRequest } from '@shared/schemas/registration';
import { teamQueries } from '@/features/teams';
import { apiSend } from '@/lib/api';
import { SESSION_QUERY_KEY } from '@/lib/auth-context';

export function useRegisterTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RegisterTeamRequest) => apiSend(registerTeamResponseSchema, 'POST', '/api/register-team', body),
    // Awaited: the dashboard the page moves to needs the signed-in session first.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: teamQueries.all }),
      ]),
  });
}
