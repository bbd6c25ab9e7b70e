// The calls that change the signed-in person's profile: their details, and their password.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { okSchema } from '@shared/schemas/common';
import { profileSchema, type ChangePassword, type UpdateProfile } from '@shared/schemas/profile';
import { teamQueries } from '@/features/teams';
import { apiSend } from '@/lib/api';
import { SESSION_QUERY_KEY } from '@/lib/auth-context';
import { profileQueries } from './queries';

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProfile) => apiSend(profileSchema, 'PATCH', '/api/profile', body),
    onSuccess: async (profile) => {
      queryClient.setQueryData(profileQueries.current().queryKey, profile);
      // The header and the dashboard show the name from the session.
      await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
      await queryClient.invalidateQueries({ queryKey: teamQueries.all });
    },
  });
}

export const useChangePassword = () =>
  useMutation({ mutationFn: (body: ChangePassword) => apiSend(okSchema, 'POST', '/api/profile/password', body) });
