import { KeyRound } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useQuery } from '@tanstack/react-query';
import type { DemoAccount } from '@shared/schemas/demo-accounts';
import { authQueries } from './queries';

/** Demo credentials for the chosen account type; hidden when the server has no demo data. */
export function DemoAccountsPanel({
  userType,
  onUse,
}: {
  userType: 'team' | 'admin';
  onUse: (account: DemoAccount) => void;
}) {
  const { data } = useQuery(authQueries.demoAccounts());
  const accounts = data?.enabled ? data.accounts.filter((a) => a.kind === userType) : [];
  if (accounts.length === 0) return null;

  return (
    <section
      aria-labelledby="demo-credentials-title"
      className="rounded-lg border border-dashed border-brand-violet/40 bg-primary/5 p-4"
    >
      <h2 id="demo-credentials-title" className="flex items-center gap-2 text-sm font-semibold">
        <KeyRound className="size-4 text-brand-violet" aria-hidden="true" />
        Demo {userType === 'admin' ? 'admin' : 'team'} credentials
      </h2>
      <ul className="mt-3 space-y-3">
        {accounts.map((account) => (
          <li key={account.email} className="flex flex-wrap items-center justify-between gap-3">
            <div className="min-w-0 text-sm">
              <p className="font-medium">{account.label}</p>
              <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-2 gap-y-0.5 text-xs text-muted-foreground">
                <dt>Email</dt>
                <dd className="truncate font-mono text-foreground">{account.email}</dd>
                <dt>Password</dt>
                <dd className="font-mono text-foreground">{account.password}</dd>
              </dl>
            </div>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => onUse(account)}
              aria-label={`Use these credentials: ${account.label}`}
            >
              Use these
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
