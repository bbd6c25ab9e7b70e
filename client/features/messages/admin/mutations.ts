// The admin's Inbox: mark a message handled or not. See client/lib/admin-mutation.ts for the refresh.
import { useAdminMutation } from '@/lib/admin-mutation';
import { apiRequest } from '@/lib/api';

export const useMarkMessage = () =>
  useAdminMutation(
    (v: { id: number; handled: boolean }) =>
      apiRequest('POST', `/api/admin/messages/${v.id}/handled`, { handled: v.handled }),
    {
      fallback: 'Failed to update message',
    },
  );
