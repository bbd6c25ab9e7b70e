// A team's or user's history from the audit log.
import type { ReactNode } from 'react';
import type { HistoryEntry } from '@shared/schemas/history';
import { formatDateTime } from '@/lib/format';

/** Audit actions as sentences ('team.approve' → 'Approved'); unknown ones as their words. */
const ACTION_LABELS: Record<string, string> = {
  'team.approve': 'Approved',
  'team.reject': 'Rejected',
  'team.credentials': 'Credentials generated',
  'team.contact': 'Team emailed',
  'submission.evaluate': 'Submission evaluated',
  'user.email': 'Emailed',
  'user.reset_password': 'Password reset',
  // Issue 35: a person's data request done on their behalf.
  'privacy.data_exported': 'Data exported on request',
  'privacy.account_erased': 'Account erased',
};
const actionLabel = (action: string) => ACTION_LABELS[action] ?? action.replace(/[._]/g, ' ');

export function HistoryList({ entries }: { entries: HistoryEntry[] }) {
  if (entries.length === 0) return <p className="text-sm text-muted-foreground">No admin actions yet.</p>;
  return (
    <ol className="space-y-2 border-l border-border pl-4">
      {entries.map((h) => (
        <li key={h.id} className="text-sm">
          <span className="font-medium">{actionLabel(h.action)}</span>
          {h.actorName ? <span className="text-muted-foreground"> by {h.actorName}</span> : null}
          <span className="block text-xs text-muted-foreground">{formatDateTime(h.at)}</span>
        </li>
      ))}
    </ol>
  );
}

export function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[8rem_minmax(0,1fr)] gap-2 text-sm">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}
