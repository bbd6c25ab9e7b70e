// One person or one team on the board, with why they are suggested and the actions the viewer may take:
// ask to join (a person without a team), invite (a leader), withdraw a pending request, block.
import { Ban, ExternalLink, LoaderCircle, Send, Undo2, UserPlus } from 'lucide-react';
import { formatUtcOffset, type BoardPerson, type BoardTeam } from '@shared/schemas/find-team';
import { apiErrorMessage } from '@/lib/api';
import { toast } from '@/lib/use-toast';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { useBlock, useCreateRequest, useWithdrawRequest } from './mutations';

function Reasons({ reasons }: { reasons: string[] }) {
  if (!reasons.length) return null;
  return (
    <div className="rounded-lg border border-brand-cyan/30 bg-cyan-500/5 p-3 text-sm">
      <p className="font-medium text-info-text">Why we suggest this</p>
      <ul className="mt-1 list-disc pl-5 text-muted-foreground">
        {reasons.map((r) => (
          <li key={r}>{r}</li>
        ))}
      </ul>
    </div>
  );
}

function Chips({ items }: { items: string[] }) {
  if (!items.length) return null;
  return (
    <div className="flex flex-wrap gap-1.5">
      {items.map((s) => (
        <Badge key={s} variant="secondary">
          {s}
        </Badge>
      ))}
    </div>
  );
}

function useActions() {
  const create = useCreateRequest();
  const withdraw = useWithdrawRequest();
  const block = useBlock();
  const fail = (err: unknown, what: string) =>
    toast({ title: 'Error', description: apiErrorMessage(err, what), variant: 'destructive' });
  return {
    busy: create.isPending || withdraw.isPending || block.isPending,
    async send(input: Parameters<typeof create.mutateAsync>[0], done: string) {
      try {
        await create.mutateAsync(input);
        toast({ title: 'Request Sent', description: done });
      } catch (err) {
        fail(err, 'Failed to send the request');
      }
    },
    async withdraw(id: number) {
      try {
        await withdraw.mutateAsync(id);
        toast({ title: 'Request Withdrawn', description: 'The other side no longer sees it.' });
      } catch (err) {
        fail(err, 'Failed to withdraw the request');
      }
    },
    async block(input: Parameters<typeof block.mutateAsync>[0], name: string) {
      if (!window.confirm(`Block ${name}? You will no longer see each other on the board.`)) return;
      try {
        await block.mutateAsync(input);
        toast({ title: 'Blocked', description: `${name} can no longer contact you here.` });
      } catch (err) {
        fail(err, 'Failed to block');
      }
    },
  };
}

export function TeamCard({ team, canAsk }: { team: BoardTeam; canAsk: boolean }) {
  const a = useActions();
  return (
    <Card role="article" aria-label={team.name}>
      <CardContent className="grid gap-3 p-5">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 className="text-lg font-semibold break-words">{team.name}</h3>
            <p className="text-sm text-muted-foreground">
              {team.problem?.title ?? 'Challenge not decided yet'} · {team.memberCount} member
              {team.memberCount === 1 ? '' : 's'}
            </p>
          </div>
          <Badge variant="accent">
            {team.openPlaces} open place{team.openPlaces === 1 ? '' : 's'}
          </Badge>
        </div>
        {team.lookingFor ? <p className="text-sm break-words">{team.lookingFor}</p> : null}
        {team.needs.length ? (
          <div className="grid gap-1 text-sm">
            <span className="text-muted-foreground">
              {team.listed ? 'Still needs' : 'Approved, with free places. Still needs'}
            </span>
            <ul className="list-disc pl-5">
              {team.needs.map((n) => (
                <li key={n}>{n}</li>
              ))}
            </ul>
          </div>
        ) : null}
        {team.skillsWanted.length ? (
          <div className="grid gap-1 text-sm">
            <span className="text-muted-foreground">Looking for</span>
            <Chips items={team.skillsWanted} />
          </div>
        ) : null}
        {team.utcOffsets.length ? (
          <p className="text-sm text-muted-foreground">
            Time zones: {[...new Set(team.utcOffsets)].map(formatUtcOffset).join(', ')}
          </p>
        ) : null}
        <Reasons reasons={team.reasons} />
        {canAsk ? (
          <div className="flex flex-wrap gap-2">
            {team.pendingRequestId ? (
              <Button variant="outline" size="sm" disabled={a.busy} onClick={() => a.withdraw(team.pendingRequestId!)}>
                <Undo2 aria-hidden="true" /> Withdraw request to {team.name}
              </Button>
            ) : (
              <Button
                size="sm"
                disabled={a.busy}
                onClick={() => a.send({ kind: 'join', teamId: team.teamId }, `${team.name} will answer soon.`)}
              >
                {a.busy ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Send aria-hidden="true" />}
                Ask to join {team.name}
              </Button>
            )}
            <Button
              variant="ghost"
              size="sm"
              disabled={a.busy}
              onClick={() => a.block({ teamId: team.teamId }, team.name)}
            >
              <Ban aria-hidden="true" /> Block {team.name}
            </Button>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}

export function PersonCard({ person, canInvite }: { person: BoardPerson; canInvite: boolean }) {
  const a = useActions();
  return (
    <Card role="article" aria-label={person.name}>
      <CardContent className="grid gap-3 p-5">
        <div className="min-w-0">
          <h3 className="text-lg font-semibold break-words">{person.name}</h3>
          <p className="text-sm text-muted-foreground">
            {formatUtcOffset(person.utcOffset)} · {person.languages.join(', ')}
          </p>
        </div>
        <Chips items={[...person.skills, ...person.tags]} />
        {person.problems.length ? (
          <p className="text-sm text-muted-foreground">
            Interested in: {person.problems.map((p) => p.title).join(', ')}
          </p>
        ) : null}
        {person.pitch ? <p className="text-sm break-words">{person.pitch}</p> : null}
        {person.link ? (
          <a
            href={person.link}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="inline-flex w-fit items-center gap-1 text-sm font-medium break-all text-brand-cyan hover:underline"
          >
            {person.link.replace(/^https?:\/\//, '')}
            <ExternalLink className="size-3.5" aria-hidden="true" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        ) : null}
        <Reasons reasons={person.reasons} />
        <div className="flex flex-wrap gap-2">
          {canInvite && person.pendingKind === 'join' ? (
            <Badge variant="warning">Asked to join your team: answer under Requests</Badge>
          ) : canInvite ? (
            person.pendingRequestId ? (
              <Button
                variant="outline"
                size="sm"
                disabled={a.busy}
                onClick={() => a.withdraw(person.pendingRequestId!)}
              >
                <Undo2 aria-hidden="true" /> Withdraw invitation to {person.name}
              </Button>
            ) : (
              <Button
                size="sm"
                disabled={a.busy}
                onClick={() =>
                  a.send({ kind: 'invite', userId: person.userId }, `${person.name} will get your invitation.`)
                }
              >
                <UserPlus aria-hidden="true" /> Invite {person.name}
              </Button>
            )
          ) : null}
          <Button
            variant="ghost"
            size="sm"
            disabled={a.busy}
            onClick={() => a.block({ userId: person.userId }, person.name)}
          >
            <Ban aria-hidden="true" /> Block {person.name}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
