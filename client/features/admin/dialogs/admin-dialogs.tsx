// Renders the open admin dialog (see dialog-state.tsx).
import { useAdminDialog } from '../dialog-state';
import { useAdminScreens } from '../use-admin-screens';
import { formatDateTime } from '@/lib/format';
import { EvaluationDialog } from '@/features/submissions';
import { ReportDialog } from './report-dialog';
import { SendEmailDialog } from '@/features/mail';
import { ResetPasswordDialog, UserProfileDialog } from '@/features/users';
import { WinnersDialog } from '@/features/winners';
import { EraseUserDialog } from '@/features/privacy';

export function AdminDialogs() {
  const { current, close } = useAdminDialog();
  const { AnnouncementDialog, CredentialsDialog, TeamDetailsDialog } = useAdminScreens();
  if (!current) return null;
  switch (current.kind) {
    case 'team-details':
      return <TeamDetailsDialog key={current.team.id} team={current.team} onClose={close} />;
    case 'credentials':
      return <CredentialsDialog team={current.team} onClose={close} />;
    case 'email':
      return (
        <SendEmailDialog
          key={current.url}
          title={current.title}
          to={current.to}
          url={current.url}
          defaultSubject={current.defaultSubject}
          recipientsUrl={current.recipientsUrl}
          onClose={close}
        />
      );
    case 'message': {
      const m = current.message;
      return (
        <SendEmailDialog
          title="Reply"
          to={`${m.name} <${m.email}>`}
          url={`/api/admin/messages/${m.id}/reply`}
          defaultSubject={`Re: ${m.subject ?? (m.kind === 'support' ? 'your support request' : 'your message')}`}
          context={
            <blockquote className="max-h-32 overflow-y-auto rounded-md border-l-2 border-brand-violet bg-muted/50 px-3 py-2 text-sm whitespace-pre-wrap">
              <span className="block text-xs text-muted-foreground">{formatDateTime(m.createdAt)}</span>
              {m.body}
            </blockquote>
          }
          onClose={close}
        />
      );
    }
    case 'user-profile':
      return <UserProfileDialog key={current.user.id} user={current.user} onClose={close} />;
    case 'reset-password':
      return <ResetPasswordDialog user={current.user} onClose={close} />;
    case 'erase-user':
      return <EraseUserDialog key={current.user.id} user={current.user} onClose={close} />;
    case 'evaluate':
      return <EvaluationDialog key={current.submission.id} submission={current.submission} onClose={close} />;
    case 'announcement':
      return <AnnouncementDialog onClose={close} />;
    case 'report':
      return <ReportDialog onClose={close} />;
    case 'winners':
      return <WinnersDialog onClose={close} />;
  }
}
