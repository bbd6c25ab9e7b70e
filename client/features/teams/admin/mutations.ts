// The admin's changes to teams: approve, reject (the row buttons, the actions menu and the details
// dialog share these), generate credentials. See client/lib/admin-mutation.ts for the refresh and toasts.
import { credentialsResponseSchema, type AdminTeam } from '@shared/schemas/teams';
import { adminMemberChangeSchema, type AdminMemberChange } from '@shared/schemas/team-members-admin';
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

// ----- members (issue 24): add by email, remove, move to another team of the edition -----

const emailedNote = (change: AdminMemberChange, mail: string | undefined) =>
  mail ?? `${change.emailed === 1 ? 'One person was' : `${change.emailed} people were`} emailed.`;

export const useAddMember = () =>
  useAdminMutation(
    (v: { teamId: number; email: string }) =>
      apiSend(adminMemberChangeSchema, 'POST', withEdition(`/api/teams/${v.teamId}/members`), { email: v.email }),
    {
      success: (change, _v, mail) => ({
        title: 'Member Added',
        description: `${change.name} was added. ${emailedNote(change, mail)}`,
      }),
      fallback: 'Failed to add the member',
    },
  );

export const useRemoveMember = () =>
  useAdminMutation(
    (v: { teamId: number; userId: number }) =>
      apiSend(adminMemberChangeSchema, 'DELETE', withEdition(`/api/teams/${v.teamId}/members/${v.userId}`)),
    {
      success: (change, _v, mail) => ({
        title: 'Member Removed',
        description: `${change.name} was removed. ${emailedNote(change, mail)}`,
      }),
      fallback: 'Failed to remove the member',
    },
  );

export const useMoveMember = () =>
  useAdminMutation(
    (v: { teamId: number; userId: number; toTeamId: number; toTeamName: string }) =>
      apiSend(adminMemberChangeSchema, 'POST', withEdition(`/api/teams/${v.teamId}/members/${v.userId}/move`), {
        teamId: v.toTeamId,
      }),
    {
      success: (change, v, mail) => ({
        title: 'Member Moved',
        description: `${change.name} moved to ${v.toTeamName}. ${emailedNote(change, mail)}`,
      }),
      fallback: 'Failed to move the member',
    },
  );
