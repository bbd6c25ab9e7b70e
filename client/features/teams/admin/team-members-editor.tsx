// The members of a team in the admin's details dialog, with the organizer's changes (issue 24): add a
// participant by the email of their account, remove a member, move a member to another team of the
// same edition. Each change asks for confirmation first; the server applies the edition's size and
// composition rules and emails the people concerned, and its refusal is shown here, with the input kept.
import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ArrowRightLeft, UserMinus, UserPlus } from 'lucide-react';
import type { AdminTeamMember } from '@shared/schemas/teams';
import { apiErrorMessage, isApiError } from '@/lib/api';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { StatusBadge } from '@/components/status-badge';
import { ArchivedNote, useEditionReadOnly } from '@/features/events';
import { useAddMember, useMoveMember, useRemoveMember } from './mutations';
import { teamAdminQueries } from './queries';

type Pending = { kind: 'remove'; member: AdminTeamMember } | { kind: 'move'; member: AdminTeamMember };

export function TeamMembersEditor({ team }: { team: { id: number; name: string; members: AdminTeamMember[] } }) {
  const [pending, setPending] = useState<Pending | null>(null);
  // An archived edition's teams are final: the server refuses every change (409), so none is offered.
  const readOnly = useEditionReadOnly();
  return (
    <section aria-labelledby="team-members" className="grid gap-3">
      <h3 id="team-members" className="text-sm font-semibold">
        Members ({team.members.length})
      </h3>
      <ul className="divide-y divide-border rounded-lg border border-border">
        {team.members.map((m) => (
          <li key={m.id} className="grid min-w-0 gap-2 px-3 py-2 text-sm">
            <div className="flex min-w-0 flex-wrap items-center justify-between gap-2">
              <span className="max-w-full min-w-0">
                <span className="font-medium">{m.name}</span>
                {/* Wraps rather than clips: on a phone the email and the phone take a line each. */}
                <span className="block text-xs break-words text-muted-foreground">
                  {m.email}
                  {m.phone ? <span className="whitespace-nowrap"> · {m.phone}</span> : null}
                </span>
              </span>
              <span className="flex flex-wrap items-center gap-2">
                {m.role === 'leader' ? <Badge>Leader</Badge> : null}
                <StatusBadge status={m.status} />
                {m.role === 'member' && !readOnly ? (
                  <>
                    <Button
                      size="sm"
                      variant="outline"
                      aria-label={`Move ${m.name} to another team`}
                      aria-expanded={pending?.kind === 'move' && pending.member.id === m.id}
                      onClick={() => setPending({ kind: 'move', member: m })}
                    >
                      <ArrowRightLeft aria-hidden="true" /> Move
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      aria-label={`Remove ${m.name} from the team`}
                      aria-expanded={pending?.kind === 'remove' && pending.member.id === m.id}
                      onClick={() => setPending({ kind: 'remove', member: m })}
                    >
                      <UserMinus aria-hidden="true" /> Remove
                    </Button>
                  </>
                ) : null}
              </span>
            </div>
            {pending?.member.id === m.id && pending.kind === 'remove' ? (
              <ConfirmRemove team={team} member={m} onDone={() => setPending(null)} />
            ) : null}
            {pending?.member.id === m.id && pending.kind === 'move' ? (
              <MoveForm team={team} member={m} onDone={() => setPending(null)} />
            ) : null}
          </li>
        ))}
      </ul>
      {readOnly ? <ArchivedNote what="its teams' members" /> : <AddMemberForm team={team} />}
    </section>
  );
}

function ConfirmRemove({
  team,
  member,
  onDone,
}: {
  team: { id: number; name: string };
  member: AdminTeamMember;
  onDone: () => void;
}) {
  const remove = useRemoveMember();
  return (
    <div role="group" aria-label={`Confirm removing ${member.name}`} className="grid gap-2 rounded-md bg-muted/50 p-3">
      <p>
        Remove <strong>{member.name}</strong> from {team.name}? They and the team leader are emailed; their account
        stays.
      </p>
      {remove.isError ? (
        <p role="alert" className="text-destructive-text">
          {apiErrorMessage(remove.error, 'Failed to remove the member')}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button size="sm" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
        <Button
          size="sm"
          variant="destructive"
          disabled={remove.isPending}
          onClick={() => remove.mutate({ teamId: team.id, userId: member.id }, { onSuccess: onDone })}
        >
          {remove.isPending ? 'Removing...' : 'Remove Member'}
        </Button>
      </div>
    </div>
  );
}

function MoveForm({
  team,
  member,
  onDone,
}: {
  team: { id: number; name: string };
  member: AdminTeamMember;
  onDone: () => void;
}) {
  const teams = useQuery(teamAdminQueries.list({ page: 1, pageSize: 100 }));
  const move = useMoveMember();
  const [target, setTarget] = useState('');
  const options = (teams.data?.items ?? [])
    .filter((t) => t.id !== team.id && t.status !== 'rejected')
    .map((t) => ({ value: String(t.id), label: `${t.name} (${t.memberCount} members)` }));
  const chosen = options.find((o) => o.value === target);
  function submit(e: FormEvent) {
    e.preventDefault();
    if (!chosen) return;
    move.mutate(
      { teamId: team.id, userId: member.id, toTeamId: Number(target), toTeamName: chosen.label.replace(/ \(.*$/, '') },
      { onSuccess: onDone },
    );
  }
  return (
    <form onSubmit={submit} aria-label={`Move ${member.name}`} className="grid gap-2 rounded-md bg-muted/50 p-3">
      <FormField
        label={`Move ${member.name} to`}
        description={
          teams.isLoading ? 'Loading the teams…' : teams.isError ? 'The teams could not be loaded.' : undefined
        }
      >
        <NativeSelect
          value={target}
          onChange={(e) => setTarget(e.target.value)}
          options={options}
          placeholder={options.length ? 'Choose a team' : 'No other team'}
        />
      </FormField>
      {chosen ? (
        <p className="text-muted-foreground">
          {member.name} leaves {team.name} for {chosen.label.replace(/ \(.*$/, '')}; they and both leaders are emailed.
        </p>
      ) : null}
      {move.isError ? (
        <p role="alert" className="text-destructive-text">
          {apiErrorMessage(move.error, 'Failed to move the member')}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" size="sm" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" size="sm" disabled={!chosen || move.isPending}>
          {move.isPending ? 'Moving...' : 'Confirm Move'}
        </Button>
      </div>
    </form>
  );
}

function AddMemberForm({ team }: { team: { id: number; name: string } }) {
  const add = useAddMember();
  const [email, setEmail] = useState('');
  const [confirming, setConfirming] = useState(false);
  function submit(e: FormEvent) {
    e.preventDefault();
    if (!email.trim()) return;
    if (!confirming) return setConfirming(true);
    add.mutate(
      { teamId: team.id, email: email.trim() },
      {
        onSuccess: () => {
          setEmail('');
          setConfirming(false);
        },
        onError: () => setConfirming(false),
      },
    );
  }
  const error = add.isError
    ? ((isApiError(add.error) ? add.error.fieldErrors?.email : undefined) ??
      apiErrorMessage(add.error, 'Failed to add the member'))
    : undefined;
  return (
    <form onSubmit={submit} aria-label="Add a member" className="grid gap-2">
      <FormField label="Add a participant by the email of their account" error={error}>
        <Input
          type="email"
          value={email}
          autoComplete="off"
          placeholder="person@example.com"
          onChange={(e) => {
            setEmail(e.target.value);
            setConfirming(false);
          }}
        />
      </FormField>
      {confirming ? (
        <p className="text-sm text-muted-foreground" role="status">
          Add {email.trim()} to {team.name}? They and the leader are emailed.
        </p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        {confirming ? (
          <Button type="button" size="sm" variant="ghost" onClick={() => setConfirming(false)}>
            Cancel
          </Button>
        ) : null}
        <Button
          type="submit"
          size="sm"
          variant={confirming ? 'default' : 'outline'}
          disabled={add.isPending || !email.trim()}
        >
          <UserPlus aria-hidden="true" />
          {add.isPending ? 'Adding...' : confirming ? 'Confirm Add' : 'Add Member'}
        </Button>
      </div>
    </form>
  );
}
