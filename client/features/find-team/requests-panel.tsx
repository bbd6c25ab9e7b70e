// Requests on the dashboard and the board: join requests and invitations the person or their team sent
// or received, with Accept / Decline for the deciding side and Withdraw for the sender. Live over /ws.
import { Link } from 'wouter';
import { useQuery } from '@tanstack/react-query';
import { Check, Inbox, LoaderCircle, Undo2, X } from 'lucide-react';
import type { TeamRequest } from '@shared/schemas/find-team';
import { apiErrorMessage } from '@/lib/api';
import { useAuth } from '@/lib/auth-context';
import { toast } from '@/lib/use-toast';
import { paths } from '@shared/paths';
import { Badge, statusBadgeVariant } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { findTeamQueries } from './queries';
import { useDecideRequest, useWithdrawRequest } from './mutations';
import { useFindTeamLive } from './use-find-team-live';

function describe(r: TeamRequest, viewerTeamId: number | null, viewerId: number | undefined): string {
  // The person the request is about reads it in their own words, even after they joined the team.
  const mineAsTeam = viewerTeamId === r.teamId && r.userId !== viewerId;
  if (r.kind === 'join') return mineAsTeam ? `${r.userName} asks to join your team` : `You asked to join ${r.teamName}`;
  return mineAsTeam ? `Your team invited ${r.userName}` : `${r.teamName} invites you to join`;
}

function RequestRow({ r, viewerTeamId }: { r: TeamRequest; viewerTeamId: number | null }) {
  const decide = useDecideRequest();
  const withdraw = useWithdrawRequest();
  const busy = decide.isPending || withdraw.isPending;
  const { user } = useAuth();
  const label = describe(r, viewerTeamId, user?.id);
  async function onDecide(decision: 'accept' | 'decline') {
    try {
      await decide.mutateAsync({ id: r.id, decision });
      toast({
        title: decision === 'accept' ? 'Request Accepted' : 'Request Declined',
        description:
          decision === 'accept'
            ? r.kind === 'join'
              ? `${r.userName} is now in your team.`
              : `Welcome to ${r.teamName}!`
            : 'The other side has been told.',
      });
    } catch (err) {
      toast({
        title: 'Error',
        description: apiErrorMessage(err, 'Failed to answer the request'),
        variant: 'destructive',
      });
    }
  }
  async function onWithdraw() {
    try {
      await withdraw.mutateAsync(r.id);
      toast({ title: 'Request Withdrawn', description: 'The other side no longer sees it.' });
    } catch (err) {
      toast({ title: 'Error', description: apiErrorMessage(err, 'Failed to withdraw'), variant: 'destructive' });
    }
  }
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-border p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-medium break-words">{label}</p>
        {r.message ? <p className="text-sm break-words text-muted-foreground">“{r.message}”</p> : null}
        <Badge className="mt-1" variant={statusBadgeVariant(r.status)}>
          {r.status}
        </Badge>
      </div>
      <div className="flex flex-wrap gap-2">
        {r.canDecide ? (
          <>
            <Button size="sm" disabled={busy} onClick={() => onDecide('accept')} aria-label={`Accept: ${label}`}>
              {decide.isPending ? (
                <LoaderCircle className="animate-spin" aria-hidden="true" />
              ) : (
                <Check aria-hidden="true" />
              )}
              Accept
            </Button>
            <Button
              size="sm"
              variant="outline"
              disabled={busy}
              onClick={() => onDecide('decline')}
              aria-label={`Decline: ${label}`}
            >
              <X aria-hidden="true" /> Decline
            </Button>
          </>
        ) : null}
        {r.canWithdraw ? (
          <Button size="sm" variant="outline" disabled={busy} onClick={onWithdraw} aria-label={`Withdraw: ${label}`}>
            <Undo2 aria-hidden="true" /> Withdraw
          </Button>
        ) : null}
      </div>
    </li>
  );
}

/** A team with free places: the way to the board, where it sees what it still needs. */
function BoardLink() {
  return (
    <p className="text-sm text-muted-foreground">
      Room for more people?{' '}
      <Link href={paths.findTeam} className="font-semibold text-brand-cyan hover:underline">
        Open the team board
      </Link>{' '}
      to see what your team still needs and who is looking for a team.
    </p>
  );
}

/** Hidden while there is nothing to show, so the dashboard stays calm (a team with room gets the board link). */
export function RequestsPanel({ viewerTeamId, hasRoom = false }: { viewerTeamId: number | null; hasRoom?: boolean }) {
  useFindTeamLive();
  const requests = useQuery(findTeamQueries.requests());
  const items = requests.data?.items ?? [];
  if (!items.length) return hasRoom ? <BoardLink /> : null;
  return (
    <Card>
      <CardHeader>
        <h2 className="flex items-center gap-2 text-lg leading-tight font-semibold tracking-tight">
          <Inbox className="size-5 text-brand-cyan" aria-hidden="true" />
          Team requests
        </h2>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3">
          {items.map((r) => (
            <RequestRow key={r.id} r={r} viewerTeamId={viewerTeamId} />
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
