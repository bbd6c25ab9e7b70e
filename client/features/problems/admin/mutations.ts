// The organizers' changes to challenges (issue 23): add, save, retire/restore, delete, reorder. Toasts and
// the refresh of every admin and public list come from lib/admin-mutation.ts.
import { adminChallengeListSchema, adminChallengeSchema, type CreateChallenge } from '@shared/schemas/challenges';
import { useAdminMutation } from '@/lib/admin-mutation';
import { apiRequest, apiSend } from '@/lib/api';
import { challengeAdminUrl } from './queries';

const problemUrl = (id: number) => `/api/admin/problems/${id}`;

/** Add (no id) or save (id) a challenge; the form shows field errors itself, so no error toast repeats them. */
export const useSaveChallenge = (slug: string) =>
  useAdminMutation(
    ({ id, body }: { id: number | null; body: CreateChallenge }) =>
      id === null
        ? apiSend(adminChallengeSchema, 'POST', challengeAdminUrl(slug), body)
        : apiSend(adminChallengeSchema, 'PATCH', problemUrl(id), body),
    {
      success: (saved, { id }) => ({
        title: id === null ? 'Challenge Added' : 'Challenge Saved',
        description: `${saved.title} is saved.`,
      }),
      fallback: 'Failed to save the challenge',
    },
  );

export const useSetChallengeActive = () =>
  useAdminMutation(
    ({ id, active }: { id: number; title: string; active: boolean }) =>
      apiSend(adminChallengeSchema, 'PATCH', problemUrl(id), { active }),
    {
      success: (_r, { title, active }) => ({
        title: active ? 'Challenge Restored' : 'Challenge Retired',
        description: active ? `${title} is shown to visitors again.` : `${title} is hidden from visitors.`,
      }),
      fallback: 'Failed to change the challenge',
    },
  );

export const useDeleteChallenge = () =>
  useAdminMutation(({ id }: { id: number; title: string }) => apiRequest('DELETE', problemUrl(id)), {
    success: (_r, { title }) => ({ title: 'Challenge Deleted', description: `${title} is deleted.` }),
    fallback: 'Failed to delete the challenge',
  });

export const useReorderChallenges = (slug: string) =>
  useAdminMutation(
    (ids: number[]) => apiSend(adminChallengeListSchema, 'PUT', `${challengeAdminUrl(slug)}/order`, { ids }),
    { fallback: 'Failed to reorder the challenges' },
  );
