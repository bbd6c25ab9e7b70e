// Mentoring changes. A participant's (ask, cancel, rate) refresh their requests; a mentor's (claim,
// resolve, release, hand off, profile) refresh the queue. A lost claim race (409) refreshes the queue at
// once so the taken request leaves the list, and says so plainly. Accepting an invitation signs in.
import { useMutation, useQueryClient, type MutationOptions, type QueryClient } from '@tanstack/react-query';
import { sessionResponseSchema } from '@shared/schemas/auth';
import { okSchema } from '@shared/schemas/common';
import {
  adminMentorSchema,
  createHelpRequestResponseSchema,
  helpRequestSchema,
  inviteMentorResponseSchema,
  mentorProfileSchema,
  type CreateHelpRequest,
  type InviteMentor,
  type RateHelpRequest,
  type UpdateMentorProfile,
} from '@shared/schemas/mentoring';
import type { AcceptInvitation } from '@shared/schemas/teams';
import { deliveryNote, mailTitle } from '@shared/email-delivery';
import { apiErrorMessage, apiRequest, apiSend, isApiError, setAuthToken } from '@/lib/api';
import { resetSessionCache } from '@/lib/auth-context';
import { toast } from '@/lib/use-toast';
import { adminPath, mentoringQueries } from './queries';

export function showMentoringError(err: unknown, fallback: string) {
  toast({ title: 'Error', description: apiErrorMessage(err, fallback), variant: 'destructive' });
}

interface SideMutation<TVars, TResult> {
  /** The queries it changes (refreshed once it settles). */
  side: readonly string[];
  fn: (vars: TVars) => Promise<TResult>;
  /** The error's words when the server gives none. */
  fallback: string;
  /** What the person is told when it worked. */
  done?: (result: TResult) => void;
  /** A handler that returns true has told the person itself. */
  onError?: (err: unknown) => boolean;
}

/**
 * A change's options, its confirmation included: said from the mutation itself, not from the `mutate` call
 * of the component that asked, because a mentor's change often removes that component before its answer
 * arrives (the live update takes a resolved request off the list first), and TanStack Query drops a
 * `mutate` call's callbacks once its component is gone: the mentor was then told nothing.
 */
export function sideMutationOptions<TVars, TResult>(
  queryClient: QueryClient,
  m: SideMutation<TVars, TResult>,
): MutationOptions<TResult, unknown, TVars> {
  return {
    mutationFn: m.fn,
    onSuccess: (result) => m.done?.(result),
    onSettled: () => queryClient.invalidateQueries({ queryKey: m.side }),
    onError: (err) => {
      if (!m.onError?.(err)) showMentoringError(err, m.fallback);
    },
  };
}

function useSideMutation<TVars, TResult>(m: SideMutation<TVars, TResult>) {
  return useMutation(sideMutationOptions(useQueryClient(), m));
}

const path = (id: number, action = '') => `/api/help-requests/${id}${action}`;

// ----- participants -----

export const useAskForHelp = () =>
  useSideMutation({
    side: mentoringQueries.participant,
    fn: (body: CreateHelpRequest) => apiSend(createHelpRequestResponseSchema, 'POST', '/api/help-requests', body),
    fallback: 'Failed to send your request',
  });

export const useCancelHelpRequest = () =>
  useSideMutation({
    side: mentoringQueries.participant,
    fn: (id: number) => apiSend(helpRequestSchema, 'DELETE', path(id)),
    fallback: 'Failed to cancel the request',
  });

export const useRateHelp = () =>
  useSideMutation({
    side: mentoringQueries.participant,
    fn: (v: { id: number; body: RateHelpRequest }) => apiSend(okSchema, 'POST', path(v.id, '/rating'), v.body),
    fallback: 'Failed to send your rating',
  });

// ----- mentors -----

export const claimOptions = (queryClient: QueryClient) =>
  sideMutationOptions(queryClient, {
    side: mentoringQueries.mentor,
    fn: (id: number) => apiSend(helpRequestSchema, 'POST', path(id, '/claim')),
    fallback: 'Failed to claim the request',
    done: (r) => toast({ title: 'Claimed', description: `The team is told you are on "${r.title}".` }),
    onError: (err) => {
      if (!isApiError(err) || err.status !== 409) return false;
      // Exactly one mentor wins a claim: the others are told who got there first (in the server's words).
      toast({
        title: 'Someone was faster',
        description: `${apiErrorMessage(err, 'Another mentor claimed this request.')} The queue has been refreshed.`,
      });
      return true;
    },
  });

export const useClaimHelpRequest = () => useMutation(claimOptions(useQueryClient()));

export const resolveOptions = (queryClient: QueryClient) =>
  sideMutationOptions(queryClient, {
    side: mentoringQueries.mentor,
    fn: (id: number) => apiSend(helpRequestSchema, 'POST', path(id, '/resolve')),
    fallback: 'Failed to mark the request resolved',
    done: (r) => toast({ title: 'Resolved', description: `"${r.title}" is done. Thank you!` }),
  });

export const useResolveHelpRequest = () => useMutation(resolveOptions(useQueryClient()));

export const useReleaseHelpRequest = () =>
  useSideMutation({
    side: mentoringQueries.mentor,
    fn: (v: { id: number; note: string }) =>
      apiSend(helpRequestSchema, 'POST', path(v.id, '/release'), { note: v.note }),
    fallback: 'Failed to release the request',
    done: (r) => toast({ title: 'Released', description: `"${r.title}" is back in the queue with your note.` }),
  });

export const useHandOffHelpRequest = () =>
  useSideMutation({
    side: mentoringQueries.mentor,
    fn: (v: { id: number; mentorId: number }) =>
      apiSend(helpRequestSchema, 'POST', path(v.id, '/handoff'), { mentorId: v.mentorId }),
    fallback: 'Failed to hand the request over',
    done: (r) =>
      toast({ title: 'Handed over', description: `${r.mentor?.name ?? 'The mentor'} now holds "${r.title}".` }),
  });

export const useSaveMentorProfile = () =>
  useSideMutation({
    side: mentoringQueries.mentor,
    fn: (body: UpdateMentorProfile) => apiSend(mentorProfileSchema, 'PUT', '/api/mentor/profile', body),
    fallback: 'Failed to save your profile',
  });

/** Accepting a mentor invitation signs the mentor in: the session cache starts again as them. */
export function useAcceptMentorInvitation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AcceptInvitation) =>
      apiSend(sessionResponseSchema, 'POST', `/api/mentors/invitations/${encodeURIComponent(token)}/accept`, body),
    onSuccess: (result) => {
      setAuthToken(result.token);
      resetSessionCache(queryClient, result.user);
    },
  });
}

// ----- organizers -----

export function useInviteMentor(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InviteMentor) =>
      apiSend(inviteMentorResponseSchema, 'POST', adminPath(slug, '/mentors/invitations'), body),
    onSuccess: (invitation) =>
      toast({
        title: mailTitle('Invitation', invitation.emailDelivery),
        description:
          deliveryNote(invitation.emailDelivery, `The invitation to ${invitation.email}`) ??
          `${invitation.email} is emailed a link to set a password and start mentoring.`,
      }),
    onError: (err) => showMentoringError(err, 'Failed to invite the mentor'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: mentoringQueries.admin }),
  });
}

/** An admin (or a judge) mentors too: added by user id, no email round-trip. */
export function useAddMentor(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => apiSend(adminMentorSchema, 'POST', adminPath(slug, '/mentors'), { userId }),
    onSuccess: (m) => toast({ title: 'Mentor Added', description: `${m.name} now mentors this edition.` }),
    onError: (err) => showMentoringError(err, 'Failed to add the mentor'),
    // The header's Mentoring link follows too (its query lives under the mentor root).
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: mentoringQueries.admin }),
        queryClient.invalidateQueries({ queryKey: mentoringQueries.mentor }),
      ]),
  });
}

/** Stops someone mentoring this edition; the requests they helped keep their history. */
export function useRemoveMentor(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { userId: number; name: string }) => apiRequest('DELETE', adminPath(slug, `/mentors/${v.userId}`)),
    onSuccess: (_r, v) => toast({ title: 'Mentor Removed', description: `${v.name} no longer mentors this edition.` }),
    onError: (err) => showMentoringError(err, 'Failed to remove the mentor'),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: mentoringQueries.admin }),
        queryClient.invalidateQueries({ queryKey: mentoringQueries.mentor }),
      ]),
  });
}
