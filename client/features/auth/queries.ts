// Queries of the auth feature (the session itself lives in lib/auth-context.tsx).
import { queryOptions } from '@tanstack/react-query';
import { demoAccountsResponseSchema } from '@shared/schemas/demo-accounts';
import { signInOptionsSchema } from '@shared/schemas/sign-in-link';
import { getParsed } from '@/lib/api';

export const authQueries = {
  all: ['auth'] as const,
  /** The demo sign-ins, present only when the server runs with demo data (DESIGN D10). */
  demoAccounts: () =>
    queryOptions({
      queryKey: [...authQueries.all, 'demo-accounts'],
      queryFn: getParsed(demoAccountsResponseSchema, '/api/auth/demo-accounts'),
    }),
  /** Which sign-in ways the deployment offers (GitHub or not). */
  options: () =>
    queryOptions({
      queryKey: [...authQueries.all, 'options'],
      queryFn: getParsed(signInOptionsSchema, '/api/auth/options'),
      staleTime: Infinity,
    }),
};
