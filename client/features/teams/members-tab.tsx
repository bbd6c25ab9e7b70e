// Team Members tab (spec §2; DESIGN D4, D8): people / maximum from the event row, a Leader badge on the
// leader (listed first), Message opens the member's email, Remove for the leader only and never on the
// leader, Invite New Member sends a real invitation.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Crown, LoaderCircle, Mail, MailPlus, UserMinus } from 'lucide-react';
import { inviteRequestSchema, type CurrentTeam, type InviteRequest, type TeamMember } from '@shared/schemas/teams';
import { apiErrorMessage, isApiError } from '@/lib/api';
import { toast } from '@/lib/use-toast';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { MemberAvatar } from './member-avatar';
import { formatDate } from '@/lib/format';
import { useInviteMember, useRemoveMember } from './mutations';
import { invitationToast } from './texts';

function InviteForm() {
  const invite = useInviteMember();
  const form = useForm<InviteRequest>({
    resolver: zodResolver(inviteRequestSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { email: '' },
  });
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = form;
  const onSubmit = handleSubmit(async ({ email }) => {
    try {
      const result = await invite.mutateAsync(email);
      toast(invitationToast(result.emailDelivery, email, 'an invitation'));
      reset();
    } catch (err) {
      const message = apiErrorMessage(err, 'Failed to send invitation');
      if (isApiError(err) && err.status !== 429) setError('email', { message });
      toast({ title: 'Error', description: message, variant: 'destructive' });
    }
  });
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-3 sm:flex-row sm:items-start"
      aria-label="Invite New Member"
    >
      <FormField label="Email address" error={errors.email?.message} className="flex-1">
        <Input
          type="email"
          inputMode="email"
          autoComplete="off"
          placeholder="teammate@example.com"
          {...register('email')}
        />
      </FormField>
      <Button type="submit" disabled={isSubmitting} className="sm:mt-7">
        {isSubmitting ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <MailPlus aria-hidden="true" />}
        {isSubmitting ? 'Sending...' : 'Send Invite'}
      </Button>
    </form>
  );
}

function RemoveDialog({ member, onClose }: { member: TeamMember | null; onClose: () => void }) {
  const remove = useRemoveMember();
  async function confirm() {
    if (!member) return;
    try {
      await remove.mutateAsync(member.id);
      toast({ title: 'Member Removed', description: `${member.name} is no longer in your team.` });
      onClose();
    } catch (err) {
      toast({ title: 'Error', description: apiErrorMessage(err, 'Failed to remove member'), variant: 'destructive' });
    }
  }
  return (
    <ConfirmDialog
      open={!!member}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={`Remove ${member?.name ?? ''}?`}
      description={
        member?.status === 'pending'
          ? 'They have not accepted their invitation yet; their invitation is cancelled.'
          : 'They keep their account and can join or create another team.'
      }
      confirmLabel="Remove"
      icon={<UserMinus aria-hidden="true" />}
      destructive
      pending={remove.isPending}
      onConfirm={() => void confirm()}
    />
  );
}

function ResendButton({ member }: { member: TeamMember }) {
  const invite = useInviteMember();
  async function resend() {
    try {
      const result = await invite.mutateAsync(member.email);
      toast(invitationToast(result.emailDelivery, member.email, 'a new invitation link'));
    } catch (err) {
      toast({ title: 'Error', description: apiErrorMessage(err, 'Failed to send invitation'), variant: 'destructive' });
    }
  }
  return (
    <Button
      variant="ghost"
      size="sm"
      onClick={() => void resend()}
      disabled={invite.isPending}
      aria-label={`Resend the invitation to ${member.name}`}
    >
      {invite.isPending ? (
        <LoaderCircle className="animate-spin" aria-hidden="true" />
      ) : (
        <MailPlus aria-hidden="true" />
      )}{' '}
      Resend
    </Button>
  );
}

export function MembersTab({ team }: { team: CurrentTeam }) {
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  const full = team.members.length >= team.capacity;
  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
          <CardTitle>Team Members</CardTitle>
          {/* The spec's capacity n/max: places taken, people invited who have not joined yet included. */}
          <Badge
            variant="secondary"
            aria-label={`${team.members.length} of ${team.capacity} places taken, invited people included`}
            title="Places taken, invited people included"
          >
            {team.members.length}/{team.capacity}
          </Badge>
        </CardHeader>
        <CardContent>
          <ul className="divide-y divide-border">
            {team.members.map((m) => (
              // On a phone the buttons take a line of their own under the person: beside them, the name
              // and email would be squeezed to a few pixels.
              <li key={m.id} className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center">
                <div className="flex min-w-0 flex-1 items-center gap-3">
                  <MemberAvatar name={m.name} avatar={m.avatar} />
                  <div className="min-w-0 flex-1">
                    <p className="flex flex-wrap items-center gap-2 font-semibold">
                      <span className="break-words">{m.name}</span>
                      {m.role === 'leader' ? (
                        <Badge>
                          <Crown aria-hidden="true" /> Leader
                        </Badge>
                      ) : null}
                      {m.status === 'pending' ? <Badge variant="warning">Invitation pending</Badge> : null}
                    </p>
                    <p className="text-sm break-all text-muted-foreground">{m.email}</p>
                  </div>
                </div>
                {m.role !== 'leader' ? (
                  <div className="flex flex-wrap gap-2 sm:shrink-0 sm:justify-end">
                    {team.isLeader && m.status === 'pending' && team.status !== 'rejected' ? (
                      <ResendButton member={m} />
                    ) : null}
                    <Button asChild variant="outline" size="sm">
                      <a href={`mailto:${m.email}`} aria-label={`Message ${m.name}`}>
                        <Mail aria-hidden="true" /> Message
                      </a>
                    </Button>
                    {team.isLeader ? (
                      <Button
                        variant="ghost"
                        size="sm"
                        className="text-destructive-text"
                        onClick={() => setRemoving(m)}
                        aria-label={`Remove ${m.name}`}
                      >
                        <UserMinus aria-hidden="true" /> Remove
                      </Button>
                    ) : null}
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
          {team.pendingInvitations.length > 0 ? (
            <div className="mt-4 grid gap-2">
              <p className="text-sm font-semibold">Pending invitations</p>
              <ul className="grid gap-1 text-sm text-muted-foreground">
                {team.pendingInvitations.map((inv) => (
                  <li key={inv.id} className="flex flex-wrap justify-between gap-2">
                    <span className="break-all">{inv.email}</span>
                    <span>expires {formatDate(inv.expiresAt)}</span>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Invite New Member</CardTitle>
          <CardDescription>
            {!team.isLeader
              ? 'Only your team leader can invite new members.'
              : team.status === 'rejected'
                ? 'A team that was not approved cannot invite members.'
                : full
                  ? `Your team is full (${team.members.length}/${team.capacity}). Remove a member to invite someone else.`
                  : 'We email them a link to set their name and password and join your team.'}
          </CardDescription>
        </CardHeader>
        {team.isLeader && team.status !== 'rejected' && !full ? (
          <CardContent>
            <InviteForm />
          </CardContent>
        ) : null}
      </Card>
      <RemoveDialog member={removing} onClose={() => setRemoving(null)} />
    </div>
  );
}
