import { useQuery } from '@tanstack/react-query';

export type DemoAccount = { kind: 'team' | 'admin'; email: string; password: string; label: string };
export type DemoAccountsResponse = { enabled: boolean; accounts: DemoAccount[] };

/** GET /api/auth/demo-accounts: the demo sign-ins, present only when the server runs with demo data (DESIGN D10). */
export function useDemoAccounts() {
  return useQuery<DemoAccountsResponse>({ queryKey: ['/api/auth/demo-accounts'] });
}
