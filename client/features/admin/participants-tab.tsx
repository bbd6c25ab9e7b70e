// Participants tab (spec §2): name, email, team or 'No Team', role, status; menu View Profile, Send
// Email, Reset Password. Real users from GET /api/users (D3), paginated and searched on the server.
import { KeyRound, Mail, MoreHorizontal, UserRound } from 'lucide-react';
import { roleLabel, type AdminUser } from '@shared/schemas/admin';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useQuery } from '@tanstack/react-query';
import { PAGE_SIZE, adminQueries } from './queries';
import { emailUserDialog, useAdminDialog } from './dialog-state';
import { LoadingRows, MessageRow, Pagination, StatusBadge } from './list-parts';
import { usePage } from './use-page';

export function UserActionsMenu({ user }: { user: Pick<AdminUser, 'id' | 'name' | 'email'> }) {
  const { open } = useAdminDialog();
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
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

export function ParticipantsTab({ q }: { q: string }) {
  const [page, setPage] = usePage(q);
  const query = useQuery(adminQueries.users({ page, q }));
  const { open } = useAdminDialog();
  const columns = 6;
  return (
    <section aria-labelledby="participants-heading" className="space-y-4">
      <h2 id="participants-heading" className="text-xl font-semibold">
        Participants
      </h2>
      <Table aria-busy={query.isFetching}>
        <TableHeader>
          <TableRow>
            <TableHead>Name</TableHead>
            <TableHead>Email</TableHead>
            <TableHead>Team</TableHead>
            <TableHead>Role</TableHead>
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
              Failed to fetch participants
            </MessageRow>
          ) : null}
          {query.data && query.data.items.length === 0 ? (
            <MessageRow columns={columns}>
              {q ? 'No participants matching your search' : 'No participants yet'}
            </MessageRow>
          ) : null}
          {query.data?.items.map((user) => (
            <TableRow key={user.id}>
              <TableCell className="font-medium">
                <button
                  type="button"
                  className="text-left hover:underline focus-visible:outline-2 focus-visible:outline-ring"
                  onClick={() => open({ kind: 'user-profile', user })}
                >
                  {user.name}
                </button>
              </TableCell>
              <TableCell className="max-w-60 truncate" title={user.email}>
                {user.email}
              </TableCell>
              <TableCell>{user.teamName ?? <span className="text-muted-foreground">No Team</span>}</TableCell>
              <TableCell>{roleLabel(user.role)}</TableCell>
              <TableCell>
                <StatusBadge status={user.status} />
              </TableCell>
              <TableCell className="text-right">
                <UserActionsMenu user={user} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {query.data ? (
        <Pagination page={page} pageSize={PAGE_SIZE} total={query.data.total} onPage={setPage} label="Participants" />
      ) : null}
    </section>
  );
}
