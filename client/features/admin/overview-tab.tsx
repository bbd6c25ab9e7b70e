// Overview tab (spec §2): the first 3 recent teams, the first 3 recent participants, the submissions
// with Review, and the chart panel. The search box narrows every list.
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import type { DataTableState } from '@/components/data-table';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { StatusBadge } from '@/components/status-badge';
import { useQuery } from '@tanstack/react-query';
import { ChartsPanel } from './charts-panel';
import { useAdminDialog } from './dialog-state';
import { challengeLabel, formatCount, formatDate, plural } from '@/lib/format';
import { SubmissionsTable, submissionAdminQueries } from '@/features/submissions';
import { useAdminScreens } from './use-admin-screens';
import { userQueries } from '@/features/users';
import { PhasePanel, useAdminEdition } from '@/features/events';

function RecentCard({
  title,
  total,
  onViewAll,
  query,
  empty,
  children,
}: {
  title: string;
  total: number | undefined;
  onViewAll: () => void;
  query: DataTableState;
  empty: boolean;
  children: ReactNode;
}) {
  return (
    <Card className="min-w-0">
      <CardHeader className="flex-row items-center justify-between gap-2 space-y-0">
        <CardTitle className="text-base">{title}</CardTitle>
        <Button variant="link" size="sm" onClick={onViewAll}>
          View all{total !== undefined ? ` (${formatCount(total)})` : ''}
        </Button>
      </CardHeader>
      <CardContent>
        {query.isPending ? (
          <div className="space-y-3">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-10 w-full" />
            ))}
          </div>
        ) : null}
        {query.isError ? (
          <QueryErrorAlert title="Could not load this list." onRetry={query.refetch} retrying={query.isFetching} />
        ) : null}
        {empty ? <p className="text-sm text-muted-foreground">Nothing here yet.</p> : null}
        <ul className="divide-y divide-border">{children}</ul>
      </CardContent>
    </Card>
  );
}

export function OverviewTab({ q, onTab }: { q: string; onTab: (tab: string) => void }) {
  const { teamAdminQueries } = useAdminScreens();
  const teams = useQuery(teamAdminQueries.list({ page: 1, pageSize: 3, q }));
  const users = useQuery(userQueries.list({ page: 1, pageSize: 3, q, role: 'team' }));
  const submissions = useQuery(submissionAdminQueries.list({ page: 1, q }));
  const { open } = useAdminDialog();
  const { edition, readOnly } = useAdminEdition();
  return (
    <div className="space-y-6">
      {edition ? <PhasePanel slug={edition.slug} readOnly={readOnly} /> : null}
      <div className="grid gap-6 lg:grid-cols-2 [&>*]:min-w-0">
        <RecentCard
          title="Recent Teams"
          total={teams.data?.total}
          onViewAll={() => onTab('teams')}
          query={teams}
          empty={teams.data?.items.length === 0}
        >
          {teams.data?.items.map((t) => (
            <li key={t.id} className="flex items-center justify-between gap-3 py-3">
              <button
                type="button"
                className="min-w-0 text-left hover:underline"
                onClick={() => open({ kind: 'team-details', team: t })}
              >
                <span className="block font-medium break-words sm:truncate">{t.name}</span>
                <span className="block text-xs break-words text-muted-foreground sm:truncate">
                  {plural(t.memberCount, 'member')} · {challengeLabel(t.problemTitle)} · {formatDate(t.createdAt)}
                </span>
              </button>
              <StatusBadge status={t.status} />
            </li>
          ))}
        </RecentCard>
        <RecentCard
          title="Recent Participants"
          total={users.data?.total}
          onViewAll={() => onTab('participants')}
          query={users}
          empty={users.data?.items.length === 0}
        >
          {users.data?.items.map((u) => (
            <li key={u.id} className="flex items-center justify-between gap-3 py-3">
              <button
                type="button"
                className="min-w-0 text-left hover:underline"
                onClick={() => open({ kind: 'user-profile', user: u })}
              >
                <span className="block font-medium break-words sm:truncate">{u.name}</span>
                <span className="block text-xs break-words text-muted-foreground sm:truncate">
                  {u.email} · {u.teamName ?? 'No Team'}
                </span>
              </button>
              <StatusBadge status={u.status} />
            </li>
          ))}
        </RecentCard>
      </div>
      <section aria-labelledby="overview-submissions" className="space-y-3">
        <div className="flex items-center justify-between gap-2">
          <h2 id="overview-submissions" className="text-lg font-semibold">
            Submissions
          </h2>
          {submissions.data && submissions.data.total > submissions.data.items.length ? (
            <Button variant="link" size="sm" onClick={() => onTab('submissions')}>
              View all ({formatCount(submissions.data.total)})
            </Button>
          ) : null}
        </div>
        <SubmissionsTable items={submissions.data?.items} state={submissions} q={q} actionLabel="Review" />
      </section>
      <ChartsPanel />
    </div>
  );
}
