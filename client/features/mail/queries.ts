// Queries of the mail feature (the admin's Outbox tab and mail banner). The keys start with 'admin' so
// the admin's one invalidation after a change refreshes them (features/admin/mutations.ts).
import { queryOptions } from '@tanstack/react-query';
import { mailHealthSchema, outboxPageSchema } from '@shared/schemas/mail';
import { getParsed } from '@/lib/api';
import { listQuery, type ListParams } from '@/lib/list-query';

const admin = ['admin', 'mail'] as const;

export const mailQueries = {
  admin,
  outbox: (p: ListParams) => listQuery([...admin, 'outbox'], '/api/admin/outbox', outboxPageSchema, p),
  /** Whether mail goes out: the banner and the meaning of 'Email Sent' read it; checked every minute. */
  health: () =>
    queryOptions({
      queryKey: [...admin, 'health'],
      queryFn: getParsed(mailHealthSchema, '/api/admin/mail/health'),
      refetchInterval: 60_000,
    }),
};
