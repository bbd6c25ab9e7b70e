// /invite/:token: the invitee sees the team, sets their name and password, joins, and is signed in.
import { useParams } from 'wouter';
import { useQuery } from '@tanstack/react-query';
import { UsersRound } from 'lucide-react';
import { acceptInvitationFormSchema, type InvitationInfo } from '@shared/schemas/teams';
import { usePageMeta } from '@/lib/use-page-meta';
import { paths } from '@shared/paths';
import { InvitationPage } from '@/components/invitation-page';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { useAcceptInvitation } from './mutations';
import { teamQueries } from './queries';

/** Joining accepts the edition's terms, as the leader's "I agree" did at registration (recorded by the server). */
function TermsNotice() {
  return (
    <p className="text-sm text-muted-foreground">
      By joining you accept the{' '}
      <a href={paths.terms} target="_blank" rel="noreferrer" className="underline underline-offset-2">
        Terms of Service
      </a>{' '}
      and the{' '}
      <a href={paths.privacy} target="_blank" rel="noreferrer" className="underline underline-offset-2">
        Privacy Policy
      </a>
      .
    </p>
  );
}

function TeamFullNotice({ info }: { info: InvitationInfo }) {
  if (info.memberCount < info.capacity || info.alreadyMember) return <TermsNotice />;
  return (
    <Alert variant="warning" role="status">
      <UsersRound aria-hidden="true" />
      <AlertDescription>
        This team is full right now ({info.memberCount}/{info.capacity}). Ask the leader to make room, then try again.
      </AlertDescription>
    </Alert>
  );
}

export default function InvitePage() {
  usePageMeta('Team Invitation', 'Accept your invitation: set your name and password and join your team.');
  const { token = '' } = useParams<{ token: string }>();
  const info = useQuery(teamQueries.invitation(token));
  const accept = useAcceptInvitation(token);

  return (
    <InvitationPage
      query={info}
      heading={(i) => (i ? `Join ${i.teamName}` : 'Team Invitation')}
      description={(i) =>
        i
          ? `${i.invitedBy ?? 'Your team leader'} invited you to the team (${i.memberCount}/${i.capacity} members). ${
              i.existingAccount
                ? `You already have an account (${i.email}): enter its password to join the team. Nothing about your account changes.`
                : 'Set your name and a password to join.'
            }`
          : 'Accept your invitation and join your team.'
      }
      renewHint="Ask your team leader to send you a new invitation."
      loadingRows={3}
      schema={acceptInvitationFormSchema}
      accept={accept.mutateAsync}
      welcome={(result, i) => ({
        title: 'Welcome to the team!',
        description: `You joined ${i.teamName}. Sign in next time with ${result.user.email} and ${
          i.existingAccount ? 'your password' : 'your new password'
        }.`,
      })}
      next={paths.teamDashboard}
      submitLabel="Join Team"
      notice={(i) => <TeamFullNotice info={i} />}
    />
  );
}
