// Queries of the mail feature (the admin's Outbox tab and mail banner). The keys start with 'admin' so
// the admin's one invalidation after a change refreshes them (client/lib/admin-mutation.ts).
import { queryOptions } from '@tanstack/react-query';
import { outboxMessageSchema, outboxPageSchema } from '@shared/schemas/mail';
import { getParsed } from '@/lib/api';
import { ADMIN_QUERY_ROOT } from '@/lib/admin-keys';
import { listQuery, type ListParams } from '@/lib/list-query';
import { mailHealthQuery } from '@/lib/mail-health';

const admin = [...ADMIN_QUERY_ROOT, 'mail'] as const;

export const mailQueries = {
  admin,
  outbox: (p: ListParams) => listQuery([...admin, 'outbox'], '/api/admin/outbox', outboxPageSchema, p),
  /** One email with its HTML part (the Outbox's View). */
  message: (id: number) =>
    queryOptions({
      queryKey: [...admin, 'outbox', 'message', id],
      queryFn: getParsed(outboxMessageSchema, `/api/admin/outbox/${id}`),
    }),
  /** Whether mail goes out (client/lib/mail-health.ts, which the admin toasts read too). */
  health: mailHealthQuery,
};
