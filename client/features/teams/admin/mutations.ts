// The admin's changes to teams: approve, reject (the row buttons, the actions menu and the details
// dialog share these), generate credentials. See client/lib/admin-mutation.ts for the refresh and toasts.
import { credentialsResponseSchema, type AdminTeam, type RejectTeam } from '@shared/schemas/teams';
import { adminMemberChangeSchema, type AdminMemberChange } from '@shared/schemas/team-members-admin';
import { useAdminMutation } from '@/lib/admin-mutation';
import { withEdition } from '@/lib/admin-edition';
import { apiRequest, apiSend } from '@/lib/api';
import { plural } from '@/lib/format';
import { deliveryNote, emailsToNote, mailTitle, type EmailDelivery } from '@shared/email-delivery';

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
    (team: Pick<AdminTeam, 'id' | 'name'> & RejectTeam) =>
      apiRequest('POST', withEdition(`/api/teams/${team.id}/reject`), { reason: team.reason ?? '' }),
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
    (v: { teamId: number; delivery: 'show' | 'email' }) =>
      apiSend(credentialsResponseSchema, 'POST', withEdition(`/api/teams/${v.teamId}/credentials`), {
        delivery: v.delivery,
      }),
    {
      success: (r, _v, _mail, delivery) =>
        r.emailedTo
          ? {
              title: mailTitle('Sign-in Link', delivery, 'Emailed'),
              // Honest about the Outbox: without SMTP the link waits there (shared/email-delivery.ts).
              description:
                deliveryNote(delivery, `The email to ${r.emailedTo} with a link to choose a password`) ??
                `${r.emailedTo} was emailed a link to choose a new password.`,
            }
          : { title: 'Credentials Generated', description: 'Copy the password now: it is shown only once.' },
      fallback: 'Failed to generate credentials',
    },
  );

// ----- members (issue 24): add by email, remove, move to another team of the edition -----

const emailedNote = (change: AdminMemberChange, delivery: EmailDelivery | undefined) => {
  const people = change.emailed === 1 ? 'one person' : plural(change.emailed, 'person', 'people');
  return emailsToNote(
    change.emailed,
    people,
    delivery,
    `${change.emailed === 1 ? 'One person was' : `${people} were`} emailed.`,
  );
};

export const useAddMember = () =>
  useAdminMutation(
    (v: { teamId: number; email: string }) =>
      apiSend(adminMemberChangeSchema, 'POST', withEdition(`/api/teams/${v.teamId}/members`), { email: v.email }),
    {
      success: (change, _v, _mail, delivery) => ({
        title: 'Member Added',
        description: `${change.name} was added. ${emailedNote(change, delivery)}`,
      }),
      fallback: 'Failed to add the member',
    },
  );

export const useRemoveMember = () =>
  useAdminMutation(
    (v: { teamId: number; userId: number }) =>
      apiSend(adminMemberChangeSchema, 'DELETE', withEdition(`/api/teams/${v.teamId}/members/${v.userId}`)),
    {
      success: (change, _v, _mail, delivery) => ({
        title: 'Member Removed',
        description: `${change.name} was removed. ${emailedNote(change, delivery)}`,
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
      success: (change, v, _mail, delivery) => ({
        title: 'Member Moved',
        description: `${change.name} moved to ${v.toTeamName}. ${emailedNote(change, delivery)}`,
      }),
      fallback: 'Failed to move the member',
    },
  );
