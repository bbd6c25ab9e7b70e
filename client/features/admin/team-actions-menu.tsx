// A team's actions (spec §2): View Details; Generate Credentials for approved teams; Approve and Reject
// for pending teams; Contact Team.
import { CheckCircle2, Eye, KeyRound, Mail, MoreHorizontal, XCircle } from 'lucide-react';
import type { AdminTeam } from '@shared/schemas/admin';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useApproveTeam, useRejectTeam } from './mutations';
import { contactTeamDialog, useAdminDialog } from './dialog-state';

export function TeamActionsMenu({ team }: { team: Pick<AdminTeam, 'id' | 'name' | 'status'> }) {
  const { open } = useAdminDialog();
  const approve = useApproveTeam();
  const reject = useRejectTeam();
  const busy = approve.isPending || reject.isPending;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon-sm" aria-label={`Actions for ${team.name}`} disabled={busy}>
          <MoreHorizontal aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={() => open({ kind: 'team-details', team })}>
          <Eye aria-hidden="true" /> View Details
        </DropdownMenuItem>
        {team.status === 'approved' ? (
          <DropdownMenuItem onSelect={() => open({ kind: 'credentials', team })}>
            <KeyRound aria-hidden="true" /> Generate Credentials
          </DropdownMenuItem>
        ) : null}
        {team.status === 'pending' ? (
          <>
            <DropdownMenuItem onSelect={() => approve.mutate(team)}>
              <CheckCircle2 aria-hidden="true" /> Approve
            </DropdownMenuItem>
            <DropdownMenuItem variant="destructive" onSelect={() => reject.mutate(team)}>
              <XCircle aria-hidden="true" /> Reject
            </DropdownMenuItem>
          </>
        ) : null}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => open(contactTeamDialog(team))}>
          <Mail aria-hidden="true" /> Contact Team
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
