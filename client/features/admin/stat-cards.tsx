// The four stat cards (spec §2), from data (D3): Time Remaining counts down to the event row's
// submission deadline, measured against the server's clock.
import { useEffect, useState, type ReactNode } from 'react';
import { Clock, FileCode2, Users, UsersRound } from 'lucide-react';
import type { Stats } from '@shared/schemas/admin';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatCount, formatDateTime, formatTimeLeft } from '@/lib/format';

function StatCard({ icon, label, value, note }: { icon: ReactNode; label: string; value: ReactNode; note: ReactNode }) {
  return (
    <Card className="min-w-0 p-4 sm:p-5">
      <div className="flex items-center justify-between gap-3">
        <h2 className="text-sm font-medium text-muted-foreground">{label}</h2>
        <span className="text-brand-cyan [&_svg]:size-5" aria-hidden="true">
          {icon}
        </span>
      </div>
      <p className="mt-2 text-2xl font-bold tracking-tight sm:text-3xl">{value}</p>
      <p className="mt-1 text-xs text-muted-foreground">{note}</p>
    </Card>
  );
}

function useRemaining(stats: Stats | undefined, fetchedAt: number): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(id);
  }, []);
  if (!stats) return null;
  // The server's clock at the answer, advanced by the time spent here since: a wrong browser clock
  // does not move the countdown.
  const serverNow = Date.parse(stats.now) + Math.max(0, now - fetchedAt);
  return Date.parse(stats.submissionDeadline) - serverNow;
}

export function StatCards({
  stats,
  isError,
  onRetry,
  retrying,
  fetchedAt,
}: {
  stats: Stats | undefined;
  isError: boolean;
  onRetry: () => unknown;
  retrying: boolean;
  fetchedAt: number;
}) {
  const remaining = useRemaining(stats, fetchedAt);
  if (!stats && isError) {
    return <QueryErrorAlert title="Could not load the numbers." onRetry={onRetry} retrying={retrying} />;
  }
  if (!stats) {
    return (
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4" aria-busy="true">
        {Array.from({ length: 4 }, (_, i) => (
          <Card key={i} className="p-5">
            <Skeleton className="h-16 w-full" />
          </Card>
        ))}
      </div>
    );
  }
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {/* One definition of each count, the public site's too (server events/counts.ts), named here. */}
      <StatCard
        icon={<UsersRound />}
        label="Total Teams"
        value={formatCount(stats.totalTeams)}
        note={
          <>
            {formatCount(stats.pendingTeams)} pending approval
            <span className="block">
              Pending + approved
              {stats.waitlistedTeams > 0 ? ` · ${formatCount(stats.waitlistedTeams)} waitlisted` : ''}
            </span>
          </>
        }
      />
      <StatCard
        icon={<Users />}
        label="Total Participants"
        value={formatCount(stats.totalParticipants)}
        note={
          <>
            joined, in approved teams
            <span className="block">
              {formatCount(stats.participants)} in pending + approved teams
              {stats.invitedParticipants > 0 ? ` · ${formatCount(stats.invitedParticipants)} invited` : ''}
            </span>
          </>
        }
      />
      <StatCard
        icon={<FileCode2 />}
        label="Submissions"
        value={formatCount(stats.totalSubmissions)}
        note={`${formatCount(stats.pendingReview)} pending review`}
      />
      <StatCard
        icon={<Clock />}
        label="Time Remaining"
        value={formatTimeLeft(remaining ?? 0)}
        note={`until ${formatDateTime(stats.submissionDeadline)}`}
      />
    </div>
  );
}
