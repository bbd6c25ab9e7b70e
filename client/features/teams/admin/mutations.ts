// The admin's changes to teams: approve, reject (the row buttons, the actions menu and the details
// dialog share these), generate credentials. See client/lib/admin-mutation.ts for the refresh and toasts.
import { credentialsResponseSchema, type AdminTeam } from '@shared/schemas/teams';
import { useAdminMutation } from '@/lib/admin-mutation';
import { withEdition } from '@/lib/admin-edition';
import { apiRequest, apiSend } from '@/lib/api';

export const useApproveTeam = () =>
  useAdminMutation(
    (team: Pick<AdminTeam, 'id' | 'name'>) => apiRequest('POST', withEdition(`/api/teams/${team.id}/approve`)),
    {
      success: (_r, team, mail) => ({
        title: 'Team Approved',
        description: mail ? `${team.name} has been approved. ${mail}` : `${team.name} has been approved and emailed.`,
      }),
      fallback: 'Failed to approve team',
    },
  );

export const useRejectTeam = () =>
  useAdminMutation(
    (team: Pick<AdminTeam, 'id' | 'name'>) => apiRequest('POST', withEdition(`/api/teams/${team.id}/reject`)),
    {
      success: (_r, team, mail) => ({
        title: 'Team Rejected',
        description: mail ? `${team.name} has been rejected. ${mail}` : `${team.name} has been rejected and emailed.`,
      }),
      fallback: 'Failed to reject team',
    },
  );

export const useGenerateCredentials = () =>
  useAdminMutation(
    (teamId: number) => apiSend(credentialsResponseSchema, 'POST', withEdition(`/api/teams/${teamId}/credentials`)),
    {
      success: () => ({ title: 'Credentials Generated', description: 'Copy the password now: it is shown only once.' }),
      fallback: 'Failed to generate credentials',
    },
  );
