// Teams tab (spec §2): name, members, challenge, created, status and the actions menu; paginated and
// searched on the server, filtered by status.
import { useState } from 'react';
import { TEAM_STATUSES, formatStatus } from '@shared/constants';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useQuery } from '@tanstack/react-query';
import { PAGE_SIZE, adminQueries } from './queries';
import { challengeLabel, formatDate } from '@/lib/format';
import { LoadingRows, MessageRow, Pagination, StatusBadge } from './list-parts';
import { TeamActionsMenu } from './team-actions-menu';
import { useAdminDialog } from './dialog-state';
import { usePage } from './use-page';

const ALL = 'all';

export function TeamsTab({ q }: { q: string }) {
  const [status, setStatus] = useState<string>(ALL);
  const [page, setPage] = usePage(`${q}|${status}`);
  const query = useQuery(adminQueries.teams({ page, q, status: status === ALL ? undefined : status }));
  const { open } = useAdminDialog();
  const columns = 6;
  return (
    <section aria-labelledby="teams-heading" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="teams-heading" className="text-xl font-semibold">
          Teams
        </h2>
        <div className="grid gap-1.5">
          <Label htmlFor="team-status-filter" className="text-xs">
            Status
          </Label>
          <Select value={status} onValueChange={setStatus}>
            <SelectTrigger id="team-status-filter" className="w-40">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ALL}>All statuses</SelectItem>
              {TEAM_STATUSES.map((s) => (
                <SelectItem key={s} value={s}>
                  {formatStatus(s)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </div>
      <Table aria-busy={query.isFetching}>
        <TableHeader>
          <TableRow>
            <TableHead>Name</TableHead>
            <TableHead>Members</TableHead>
            <TableHead>Challenge</TableHead>
            <TableHead>Created</TableHead>
            <TableHead>Status</TableHead>
            <TableHead>
              <span className="sr-only">Actions</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {query.isPending ? <LoadingRows columns={columns} /> : null}
          {query.isError ? (
            <MessageRow columns={columns} tone="error">
              Failed to fetch teams
            </MessageRow>
          ) : null}
          {query.data && query.data.items.length === 0 ? (
            <MessageRow columns={columns}>{q ? 'No teams matching your search' : 'No teams yet'}</MessageRow>
          ) : null}
          {query.data?.items.map((team) => (
            <TableRow key={team.id}>
              <TableCell className="font-medium">
                <button
                  type="button"
                  className="text-left hover:underline focus-visible:outline-2 focus-visible:outline-ring"
                  onClick={() => open({ kind: 'team-details', team })}
                >
                  {team.name}
                </button>
                {team.leaderEmail ? (
                  <span className="block text-xs text-muted-foreground">{team.leaderEmail}</span>
                ) : null}
              </TableCell>
              <TableCell>{team.memberCount}</TableCell>
              <TableCell className="max-w-56 truncate" title={challengeLabel(team.problemTitle)}>
                {challengeLabel(team.problemTitle)}
              </TableCell>
              <TableCell className="whitespace-nowrap">{formatDate(team.createdAt)}</TableCell>
              <TableCell>
                <StatusBadge status={team.status} />
              </TableCell>
              <TableCell className="text-right">
                <TeamActionsMenu team={team} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {query.data ? (
        <Pagination page={page} pageSize={PAGE_SIZE} total={query.data.total} onPage={setPage} label="Teams" />
      ) : null}
    </section>
  );
}
