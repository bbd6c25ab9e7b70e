// The registration's one change: register a team. A signed-in participant who registers now leads a team,
// so their session (its teamId) and the team are fetched again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { registerTeamResponseSchema, type RegisterTeamRequest } from '@shared/schemas/registration';
import { teamQueries } from '@/features/teams';
import { apiSend } from '@/lib/api';
import { SESSION_QUERY_KEY } from '@/lib/auth-context';

export function useRegisterTeam({ signedIn }: { signedIn: boolean }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RegisterTeamRequest) => apiSend(registerTeamResponseSchema, 'POST', '/api/register-team', body),
    onSuccess: () => {
      if (!signedIn) return;
      void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: teamQueries.all });
    },
  });
}
