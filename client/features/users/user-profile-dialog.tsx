// User Profile (spec §2), with Contact User and Reset Password, and (issue 35) Export Data and Erase Now.
import { useQuery } from '@tanstack/react-query';
import { Download, KeyRound, LoaderCircle, Mail, Trash2 } from 'lucide-react';
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
import { QueryView } from '@/components/query-view';
import { emailUserDialog, useAdminDialog } from '@/features/admin';
import { userQueries } from './queries';
import { formatDateTime, plural } from '@/lib/format';
import { StatusBadge } from '@/components/status-badge';
import { DetailRow, HistoryList } from '@/components/admin/history-list';
import { useUserExport } from '@/features/privacy';

export function UserProfileDialog({ user, onClose }: { user: { id: number; name: string }; onClose: () => void }) {
  const { open } = useAdminDialog();
  const detail = useQuery(userQueries.detail(user.id));
  const d = detail.data;
  const exportData = useUserExport(user);
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>User Profile</DialogTitle>
          <DialogDescription>{user.name}</DialogDescription>
        </DialogHeader>
        <QueryView
          query={detail}
          loading={<Skeleton className="h-48 w-full" />}
          error={{ title: 'Could not load this profile.' }}
        >
          {(profile) => (
            <div className="grid gap-5">
              <dl className="grid gap-2">
                <DetailRow label="Name">{profile.name}</DetailRow>
                <DetailRow label="Email">
                  <a className="text-brand-cyan hover:underline" href={`mailto:${profile.email}`}>
                    {profile.email}
                  </a>
                </DetailRow>
                <DetailRow label="Username">{profile.username}</DetailRow>
                <DetailRow label="Role">{roleLabel(profile.role)}</DetailRow>
                <DetailRow label="Status">
                  <StatusBadge status={profile.status} />
                </DetailRow>
                <DetailRow label="Team">
                  {profile.teamName
                    ? `${profile.teamName} (${formatStatus(profile.teamRole ?? 'member')}, team ${formatStatus(profile.teamStatus ?? '')})`
                    : 'No Team'}
                </DetailRow>
                {profile.phone ? <DetailRow label="Phone">{profile.phone}</DetailRow> : null}
                {profile.gender ? <DetailRow label="Gender">{formatStatus(profile.gender)}</DetailRow> : null}
                <DetailRow label="Joined">{formatDateTime(profile.createdAt)}</DetailRow>
                <DetailRow label="Sign-in">
                  {profile.hasPassword ? 'Password set' : 'No password yet'}
                  {profile.githubLinked ? ' · GitHub linked' : ''} · {plural(profile.activeSessions, 'active session')}
                  {profile.lastSeenAt ? ` · last seen ${formatDateTime(profile.lastSeenAt)}` : ''}
                </DetailRow>
              </dl>
              <section aria-labelledby="user-history" className="grid gap-2">
                <h3 id="user-history" className="text-sm font-semibold">
                  History
                </h3>
                <HistoryList entries={profile.history} />
              </section>
            </div>
          )}
        </QueryView>
        <DialogFooter className="flex-wrap">
          {/* A person's data request made to the organizers (issue 35), on their behalf. */}
          <Button variant="outline" disabled={!d || exportData.busy} onClick={() => void exportData.start()}>
            {exportData.busy ? (
              <LoaderCircle className="animate-spin" aria-hidden="true" />
            ) : (
              <Download aria-hidden="true" />
            )}{' '}
            Export Data
          </Button>
          <Button variant="destructive" disabled={!d} onClick={() => d && open({ kind: 'erase-user', user: d })}>
            <Trash2 aria-hidden="true" /> Erase Now
          </Button>
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
