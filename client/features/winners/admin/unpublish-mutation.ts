// The admin's unpublishing of winners (issue 24): off the Winners page and the home page, with a reason.
// Refreshes every admin view and the public figures afterwards (useAdminMutation).
import { unpublishWinnersResponseSchema, type UnpublishWinners } from '@shared/schemas/winners-unpublish';
import { useAdminMutation } from '@/lib/admin-mutation';
import { withEdition } from '@/lib/admin-edition';
import { apiSend } from '@/lib/api';

export const useUnpublishWinners = () =>
  useAdminMutation(
    (body: UnpublishWinners) =>
      apiSend(unpublishWinnersResponseSchema, 'POST', withEdition('/api/admin/winners/unpublish'), body),
    {
      success: () => ({
        title: 'Winners Unpublished',
        description: 'The Winners page and the home page no longer show them. Announce again to publish.',
      }),
      fallback: 'Failed to unpublish the winners',
    },
  );
