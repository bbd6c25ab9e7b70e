// User Profile (spec §2), with Contact User and Reset Password.
import { useQuery } from '@tanstack/react-query';
import { KeyRound, Mail } from 'lucide-react';
import { roleLabel } from '@shared/schemas/users';
import { formatStatus } from '@shared/constants';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { emailUserDialog, useAdminDialog } from '@/features/admin';
import { userQueries } from './queries';
import { formatDateTime, plural } from '@/lib/format';
import { StatusBadge } from '@/components/status-badge';
import { DetailRow, HistoryList } from '@/components/admin/history-list';

export function UserProfileDialog({ user, onClose }: { user: { id: number; name: string }; onClose: () => void }) {
  const { open } = useAdminDialog();
  const detail = useQuery(userQueries.detail(user.id));
  const d = detail.data;
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>User Profile</DialogTitle>
          <DialogDescription>{user.name}</DialogDescription>
        </DialogHeader>
        {detail.isPending ? <Skeleton className="h-48 w-full" /> : null}
        {detail.isError ? (
          <QueryErrorAlert title="Could not load this profile." onRetry={detail.refetch} retrying={detail.isFetching} />
        ) : null}
        {d ? (
          <div className="grid gap-5">
            <dl className="grid gap-2">
              <DetailRow label="Name">{d.name}</DetailRow>
              <DetailRow label="Email">
                <a className="text-brand-cyan hover:underline" href={`mailto:${d.email}`}>
                  {d.email}
                </a>
              </DetailRow>
              <DetailRow label="Username">{d.username}</DetailRow>
              <DetailRow label="Role">{roleLabel(d.role)}</DetailRow>
              <DetailRow label="Status">
                <StatusBadge status={d.status} />
              </DetailRow>
              <DetailRow label="Team">
                {d.teamName
                  ? `${d.teamName} (${formatStatus(d.teamRole ?? 'member')}, team ${formatStatus(d.teamStatus ?? '')})`
                  : 'No Team'}
              </DetailRow>
              {d.phone ? <DetailRow label="Phone">{d.phone}</DetailRow> : null}
              {d.gender ? <DetailRow label="Gender">{formatStatus(d.gender)}</DetailRow> : null}
              <DetailRow label="Joined">{formatDateTime(d.createdAt)}</DetailRow>
              <DetailRow label="Sign-in">
                {d.hasPassword ? 'Password set' : 'No password yet'}
                {d.githubLinked ? ' · GitHub linked' : ''} · {plural(d.activeSessions, 'active session')}
                {d.lastSeenAt ? ` · last seen ${formatDateTime(d.lastSeenAt)}` : ''}
              </DetailRow>
            </dl>
            <section aria-labelledby="user-history" className="grid gap-2">
              <h3 id="user-history" className="text-sm font-semibold">
                History
              </h3>
              <HistoryList entries={d.history} />
            </section>
          </div>
        ) : null}
        <DialogFooter>
          <Button variant="outline" disabled={!d} onClick={() => d && open({ kind: 'reset-password', user: d })}>
            <KeyRound aria-hidden="true" /> Reset Password
          </Button>
          <Button disabled={!d} onClick={() => d && open(emailUserDialog(d, 'Contact User'))}>
            <Mail aria-hidden="true" /> Contact User
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
