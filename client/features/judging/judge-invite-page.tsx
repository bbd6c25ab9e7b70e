// /judge-invite/:token: an invited judge sets their name and password and lands on /judge, signed in
// (the same page as a member invitation, with the judge's texts).
import { useParams } from 'wouter';
import { useQuery } from '@tanstack/react-query';
import { acceptInvitationFormSchema } from '@shared/schemas/teams';
import { usePageMeta } from '@/lib/use-page-meta';
import { paths } from '@shared/paths';
import { InvitationPage } from '@/components/invitation-page';
import { useAcceptJudgeInvitation } from './mutations';
import { judgingQueries } from './queries';

export default function JudgeInvitePage() {
  usePageMeta('Judge Invitation', 'Accept your invitation to judge: set your name and password.');
  const { token = '' } = useParams<{ token: string }>();
  const info = useQuery(judgingQueries.invitation(token));
  const accept = useAcceptJudgeInvitation(token);

  return (
    <InvitationPage
      query={info}
      heading={() => 'Judge Invitation'}
      description={(i) =>
        i
          ? `${i.invitedBy ?? 'The organizers'} invited you to judge the hackathon. Set your name and a password to start.`
          : 'Accept your invitation to judge the hackathon.'
      }
      renewHint="Ask the organizers for a new invitation."
      loadingRows={2}
      schema={acceptInvitationFormSchema}
      accept={accept.mutateAsync}
      welcome={(result) => ({
        title: 'Welcome, judge!',
        description: `Sign in next time with ${result.user.email} and your password.`,
      })}
      next={paths.judge}
      submitLabel="Become a Judge"
    />
  );
}
