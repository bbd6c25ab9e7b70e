// The admin's change to winners: announce them (publish the ranking on the Winners page and email every
// participant). See client/lib/admin-mutation.ts for the refresh and the toasts.
import { announceWinnersResponseSchema, type AnnounceWinners } from '@shared/schemas/winners';
import { useAdminMutation } from '@/lib/admin-mutation';
import { withEdition } from '@/lib/admin-edition';
import { apiSend } from '@/lib/api';
import { plural } from '@/lib/format';
import { emailsToNote } from '@shared/email-delivery';

export const useAnnounceWinners = () =>
  useAdminMutation(
    (body: AnnounceWinners) =>
      apiSend(announceWinnersResponseSchema, 'POST', withEdition('/api/admin/winners/announce'), body),
    {
      success: (result) => {
        const people = plural(result.emailed, 'person', 'people');
        return {
          title: 'Winners Announced',
          description: `Published on the Winners page. ${emailsToNote(result.emailed, people, result.emailDelivery, `${people} emailed.`)}`,
        };
      },
      fallback: 'Failed to announce winners',
    },
  );
