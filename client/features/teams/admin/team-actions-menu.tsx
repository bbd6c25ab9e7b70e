// A team's actions (spec §2): Approve and Reject as buttons in the row of a pending team (the decision
// an organizer makes most, one tap away); the menu holds View Details, Generate Credentials for approved
// teams, Approve and Reject for pending ones, and Contact Team. The row's buttons and the menu's items
// run the same approval and open the same Reject confirmation (TeamRowActions owns both).
import { useState } from 'react';
import { CheckCircle2, Eye, KeyRound, Mail, MoreHorizontal, XCircle } from 'lucide-react';
import type { AdminTeam } from '@shared/schemas/teams';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useApproveTeam } from './mutations';
import { ConfirmReject } from './confirm-reject';
import { contactTeamDialog, useAdminDialog } from '@/features/admin';
import { useEditionReadOnly } from '@/features/events';

type RowTeam = Pick<AdminTeam, 'id' | 'name' | 'status'>;

export function TeamActionsMenu({
  team,
  disabled,
  onApprove,
  onReject,
}: {
  team: RowTeam;
  disabled?: boolean;
  /** Pending teams only: the row's own approval and Reject confirmation. */
  onApprove: () => void;
  onReject: () => void;
}) {
  const { open } = useAdminDialog();
  // An archived edition's teams are final (409): only what reads or writes to people stays offered.
  const readOnly = useEditionReadOnly();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon-sm" aria-label={`Actions for ${team.name}`} disabled={disabled}>
          <MoreHorizontal aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={() => open({ kind: 'team-details', team })}>
          <Eye aria-hidden="true" /> View Details
        </DropdownMenuItem>
        {team.status === 'approved' && !readOnly ? (
          <DropdownMenuItem onSelect={() => open({ kind: 'credentials', team })}>
            <KeyRound aria-hidden="true" /> Generate Credentials
          </DropdownMenuItem>
        ) : null}
        {team.status === 'pending' && !readOnly ? (
          <>
            <DropdownMenuItem onSelect={onApprove}>
              <CheckCircle2 aria-hidden="true" /> Approve
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={onReject}>
              <XCircle aria-hidden="true" /> Reject
            </DropdownMenuItem>
          </>
        ) : null}
        {team.status === 'waitlisted' && !readOnly ? (
          // Not approved past the edition's cap (the server says so): a waitlisted team may only leave it.
          <DropdownMenuItem onSelect={onReject}>
            <XCircle aria-hidden="true" /> Reject (remove from waitlist)
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuItem onSelect={() => open(contactTeamDialog(team))}>
          <Mail aria-hidden="true" /> Contact Team
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** The Actions cell of a team's row: Approve and Reject for a pending team, then the menu (which offers
 * them too, through the same mutation and confirmation). */
export function TeamRowActions({ team }: { team: RowTeam }) {
  const approve = useApproveTeam();
  // An archived edition's decisions are final (the server answers 409 anyway).
  const readOnly = useEditionReadOnly();
  const [rejecting, setRejecting] = useState(false);
  const busy = approve.isPending || rejecting;
  const onApprove = () => approve.mutate(team);
  const onReject = () => setRejecting(true);
  return (
    <div className="flex flex-wrap items-center justify-end gap-2 sm:flex-nowrap">
      {team.status === 'pending' && !readOnly ? (
        <>
          <Button size="sm" variant="outline" disabled={busy} onClick={onApprove} aria-label={`Approve ${team.name}`}>
            <CheckCircle2 aria-hidden="true" /> Approve
          </Button>
          <Button
            size="sm"
            variant="ghost"
            className="text-destructive-text"
            disabled={busy}
            onClick={onReject}
            aria-label={`Reject ${team.name}`}
          >
            <XCircle aria-hidden="true" /> Reject
          </Button>
        </>
      ) : null}
      <TeamActionsMenu team={team} disabled={busy} onApprove={onApprove} onReject={onReject} />
      {rejecting ? <ConfirmReject team={team} onClose={() => setRejecting(false)} /> : null}
    </div>
  );
}
