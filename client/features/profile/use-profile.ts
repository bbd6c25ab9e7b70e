import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChangePassword, Profile, UpdateProfile } from '@shared/schemas/profile';
import { apiRequest } from '@/lib/api';
import { SESSION_QUERY_KEY } from '@/lib/auth-context';

export const PROFILE_KEY = ['/api/profile'] as const;

export const useProfile = () => useQuery<Profile>({ queryKey: PROFILE_KEY });

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProfile) => apiRequest<Profile>('PATCH', '/api/profile', body),
    onSuccess: async (profile) => {
      queryClient.setQueryData(PROFILE_KEY, profile);
      // The header and the dashboard show the name from the session.
      await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
      await queryClient.invalidateQueries({ queryKey: ['/api/teams/current'] });
    },
  });
}

export const useChangePassword = () =>
  useMutation({ mutationFn: (body: ChangePassword) => apiRequest('POST', '/api/profile/password', body) });
