// /mentor-invite/:token: an invited mentor sets their name and password and lands on /mentor, signed in
// (the one invitation page of members and judges, with the mentor's texts).
import { useParams } from 'wouter';
import { useQuery } from '@tanstack/react-query';
import { acceptInvitationFormSchema } from '@shared/schemas/teams';
import { paths } from '@shared/paths';
import { InvitationPage } from '@/components/invitation-page';
import { usePageMeta } from '@/lib/use-page-meta';
import { useAcceptMentorInvitation } from './mutations';
import { mentoringQueries } from './queries';

export default function MentorInvitePage() {
  usePageMeta('Mentor Invitation', 'Accept your invitation to mentor: set your name and password.');
  const { token = '' } = useParams<{ token: string }>();
  const info = useQuery(mentoringQueries.invitation(token));
  const accept = useAcceptMentorInvitation(token);
  return (
    <InvitationPage
      query={info}
      heading={() => 'Mentor Invitation'}
      description={(i) =>
        i
          ? `${i.invitedBy ?? 'The organizers'} invited you to mentor teams at ${i.editionName}. Set your name and a password to start.`
          : 'Accept your invitation to mentor the hackathon’s teams.'
      }
      renewHint="Ask the organizers for a new invitation."
      loadingRows={2}
      schema={acceptInvitationFormSchema}
      accept={accept.mutateAsync}
      welcome={(result) => ({
        title: 'Welcome, mentor!',
        description: `Sign in next time with ${result.user.email} and your password. Add your skills and shifts under Profile.`,
      })}
      next={paths.mentor}
      submitLabel="Become a Mentor"
    />
  );
}
