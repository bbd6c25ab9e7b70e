// Teams tab (spec §2): name, members, challenge, created, status and the actions menu; paginated and
// searched on the server, filtered by status.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { TEAM_STATUSES } from '@shared/constants';
import type { AdminTeam } from '@shared/schemas/teams';
import { DataTable, pagerOf, usePage, type DataColumn } from '@/components/data-table';
import { StatusBadge } from '@/components/status-badge';
import { challengeLabel, formatDate } from '@/lib/format';
import { useAdminDialog, type AdminDialogState } from '@/features/admin';
import { ALL, ListSection, StatusFilter } from '@/components/admin/list-section';
import { PAGE_SIZE } from '@/lib/list-query';
import { teamAdminQueries } from './queries';
import { TeamRowActions } from './team-actions-menu';

function teamColumns(open: (d: AdminDialogState) => void): DataColumn<AdminTeam>[] {
  return [
    {
      header: 'Name',
      className: 'font-medium',
      cell: (team) => (
        <>
          <button
            type="button"
            className="text-left hover:underline focus-visible:outline-2 focus-visible:outline-ring"
            onClick={() => open({ kind: 'team-details', team })}
          >
            {team.name}
          </button>
          {team.leaderEmail ? (
            <span className="block text-xs font-normal text-muted-foreground">{team.leaderEmail}</span>
          ) : null}
        </>
      ),
    },
    { header: 'Members', cell: (team) => team.memberCount },
    {
      header: 'Challenge',
      className: 'max-w-56 truncate',
      cell: (team) => <span title={challengeLabel(team.problemTitle)}>{challengeLabel(team.problemTitle)}</span>,
    },
    { header: 'Created', className: 'whitespace-nowrap', cell: (team) => formatDate(team.createdAt) },
    { header: 'Status', cell: (team) => <StatusBadge status={team.status} /> },
    { header: 'Actions', kind: 'actions', cell: (team) => <TeamRowActions team={team} /> },
  ];
}

export function TeamsTab({ q }: { q: string }) {
  const [status, setStatus] = useState<string>(ALL);
  const [page, setPage] = usePage(`${q}|${status}`);
  const query = useQuery(teamAdminQueries.list({ page, q, status: status === ALL ? undefined : status }));
  const { open } = useAdminDialog();
  return (
    <ListSection
      id="teams-heading"
      title="Teams"
      filter={
        <StatusFilter
          id="team-status-filter"
          value={status}
          onChange={setStatus}
          statuses={TEAM_STATUSES}
          width="w-40"
        />
      }
    >
      <DataTable
        label="Teams"
        columns={teamColumns(open)}
        rows={query.data?.items}
        rowKey={(team) => team.id}
        state={query}
        empty={q ? 'No teams matching your search' : 'No teams yet'}
        pager={pagerOf(query.data, page, PAGE_SIZE, setPage)}
      />
    </ListSection>
  );
}
