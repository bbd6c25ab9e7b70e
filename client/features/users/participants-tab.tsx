// Participants tab (spec §2): name, email, team or 'No Team', role (leader or member), status with a filter; menu View Profile, Send
// Email, Reset Password, and (issue 35) Export Data and Erase Now on the person's behalf. Real users from GET /api/users (D3), paginated and searched on the server.
import { Download, KeyRound, Mail, MoreHorizontal, Trash2, UserRound } from 'lucide-react';
import { useState } from 'react';
import { USER_STATUSES } from '@shared/constants';
import { type AdminUser, participantRoleLabel } from '@shared/schemas/users';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useQuery } from '@tanstack/react-query';
import { DataTable, pagerOf, usePage, type DataColumn } from '@/components/data-table';
import { StatusBadge } from '@/components/status-badge';
import { emailUserDialog, useAdminDialog, type AdminDialogState } from '@/features/admin';
import { ALL, ListSection, StatusFilter } from '@/components/admin/list-section';
import { useUserExport } from '@/features/privacy';
import { PAGE_SIZE } from '@/lib/list-query';
import { userQueries } from './queries';

export function UserActionsMenu({ user }: { user: Pick<AdminUser, 'id' | 'name' | 'email'> }) {
  const { open } = useAdminDialog();
  const exportData = useUserExport(user);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon-sm" aria-label={`Actions for ${user.name}`}>
          <MoreHorizontal aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={() => open({ kind: 'user-profile', user })}>
          <UserRound aria-hidden="true" /> View Profile
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => open(emailUserDialog(user))}>
          <Mail aria-hidden="true" /> Send Email
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => open({ kind: 'reset-password', user })}>
          <KeyRound aria-hidden="true" /> Reset Password
        </DropdownMenuItem>
        {/* A person's data request made to the organizers (issue 35): done on their behalf, audited. */}
        <DropdownMenuItem disabled={exportData.busy} onSelect={() => void exportData.start()}>
          <Download aria-hidden="true" /> Export Data
        </DropdownMenuItem>
        <DropdownMenuItem variant="destructive" onSelect={() => open({ kind: 'erase-user', user })}>
          <Trash2 aria-hidden="true" /> Erase Now
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

function participantColumns(open: (d: AdminDialogState) => void): DataColumn<AdminUser>[] {
  return [
    {
      header: 'Name',
      className: 'font-medium',
      cell: (user) => (
        <button
          type="button"
          className="text-left hover:underline focus-visible:outline-2 focus-visible:outline-ring"
          onClick={() => open({ kind: 'user-profile', user })}
        >
          {user.name}
        </button>
      ),
    },
    {
      header: 'Email',
      className: 'max-w-60 truncate',
      cell: (user) => <span title={user.email}>{user.email}</span>,
    },
    { header: 'Team', cell: (user) => user.teamName ?? <span className="text-muted-foreground">No Team</span> },
    { header: 'Role', cell: (user) => participantRoleLabel(user) },
    { header: 'Status', cell: (user) => <StatusBadge status={user.status} /> },
    { header: 'Actions', kind: 'actions', cell: (user) => <UserActionsMenu user={user} /> },
  ];
}

export function ParticipantsTab({ q }: { q: string }) {
  const [status, setStatus] = useState<string>(ALL);
  const [page, setPage] = usePage(`${q}|${status}`);
  // Organizers are not participants: the list is of the people taking part.
  const query = useQuery(userQueries.list({ page, q, role: 'team', status: status === ALL ? undefined : status }));
  const { open } = useAdminDialog();
  return (
    <ListSection
      id="participants-heading"
      title="Participants"
      filter={
        <StatusFilter
          id="participant-status-filter"
          value={status}
          onChange={setStatus}
          statuses={USER_STATUSES}
          width="w-40"
        />
      }
    >
      <DataTable
        label="Participants"
        columns={participantColumns(open)}
        rows={query.data?.items}
        rowKey={(user) => user.id}
        state={query}
        empty={q ? 'No participants matching your search' : 'No participants yet'}
        pager={pagerOf(query.data, page, PAGE_SIZE, setPage)}
      />
    </ListSection>
  );
}
