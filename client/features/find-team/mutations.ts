// The find-a-team changes (profile, visibility, listing, requests, blocks), each with what it refreshes;
// the live refresh (use-find-team-live.ts) refreshes the same way.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { okSchema } from '@shared/schemas/common';
import {
  myFindTeamProfileSchema,
  teamListingInputSchema,
  teamRequestSchema,
  type BlockInput,
  type CreateRequest,
  type FindTeamProfileInput,
  type TeamListingInput,
} from '@shared/schemas/find-team';
import { teamQueries } from '@/features/teams';
import { apiSend } from '@/lib/api';
import { SESSION_QUERY_KEY } from '@/lib/auth-context';
import { findTeamQueries } from './queries';

const decidedSchema = z.object({ status: z.enum(['accepted', 'declined']), teamId: z.number().int() });

/** After a change that may move someone into a team: the session (its teamId), the team and the board. */
export function useFindTeamRefresh() {
  const queryClient = useQueryClient();
  return (alsoTeam = false) => {
    void queryClient.invalidateQueries({ queryKey: findTeamQueries.all });
    if (alsoTeam) {
      void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: teamQueries.all });
    }
  };
}

export function useSaveProfile() {
  const refresh = useFindTeamRefresh();
  return useMutation({
    mutationFn: (input: FindTeamProfileInput) =>
      apiSend(myFindTeamProfileSchema, 'PUT', '/api/find-team/profile', input),
    onSuccess: () => refresh(),
  });
}

export function useSetVisibility() {
  const refresh = useFindTeamRefresh();
  return useMutation({
    mutationFn: (visible: boolean) => apiSend(myFindTeamProfileSchema, 'PATCH', '/api/find-team/profile', { visible }),
    onSuccess: () => refresh(),
  });
}

export function useSaveListing() {
  const refresh = useFindTeamRefresh();
  return useMutation({
    mutationFn: (input: TeamListingInput) => apiSend(teamListingInputSchema, 'PUT', '/api/find-team/listing', input),
    onSuccess: () => refresh(),
  });
}

export function useCreateRequest() {
  const refresh = useFindTeamRefresh();
  return useMutation({
    mutationFn: (input: CreateRequest) => apiSend(teamRequestSchema, 'POST', '/api/find-team/requests', input),
    onSuccess: () => refresh(),
  });
}

export function useDecideRequest() {
  const refresh = useFindTeamRefresh();
  return useMutation({
    mutationFn: ({ id, decision }: { id: number; decision: 'accept' | 'decline' }) =>
      apiSend(decidedSchema, 'POST', `/api/find-team/requests/${id}/decision`, { decision }),
    onSuccess: () => refresh(true),
  });
}

export function useDecideByToken(token: string) {
  const refresh = useFindTeamRefresh();
  return useMutation({
    mutationFn: (decision: 'accept' | 'decline') =>
      apiSend(decidedSchema, 'POST', `/api/find-team/requests/by-token/${encodeURIComponent(token)}`, { decision }),
    onSuccess: () => refresh(true),
  });
}

export function useWithdrawRequest() {
  const refresh = useFindTeamRefresh();
  return useMutation({
    mutationFn: (id: number) => apiSend(okSchema, 'POST', `/api/find-team/requests/${id}/withdraw`),
    onSuccess: () => refresh(),
  });
}

export function useBlock() {
  const refresh = useFindTeamRefresh();
  return useMutation({
    mutationFn: (input: BlockInput) => apiSend(okSchema, 'POST', '/api/find-team/blocks', input),
    onSuccess: () => refresh(),
  });
}

export function useUnblock() {
  const refresh = useFindTeamRefresh();
  return useMutation({
    mutationFn: (id: number) => apiSend(okSchema, 'DELETE', `/api/find-team/blocks/${id}`),
    onSuccess: () => refresh(),
  });
}
