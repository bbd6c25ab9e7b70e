// The admin's queries of messages (the Inbox tab). The keys start with 'admin' so the admin's one
// invalidation after a change refreshes them (client/lib/admin-mutation.ts).
import { messagePageSchema } from '@shared/schemas/messages';
import { listQuery, type ListParams } from '@/lib/list-query';

const admin = ['admin', 'messages'] as const;

export const messageAdminQueries = {
  admin,
  list: (p: ListParams) => listQuery(admin, '/api/admin/messages', messagePageSchema, p),
};
