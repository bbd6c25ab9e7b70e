// /help-requests: a participant's help requests on a page of their own (the link in the emails about a
// request, and a phone's quickest way to the queue): the same panel as the team dashboard's.
import { Link } from 'wouter';
import { paths } from '@shared/paths';
import { useQuery } from '@tanstack/react-query';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { apiErrorMessage, isApiError } from '@/lib/api';
import { usePageMeta } from '@/lib/use-page-meta';
import { AskMentorPanel } from './ask-mentor-panel';
import { mentoringQueries } from './queries';

export default function HelpRequestsPage() {
  usePageMeta('Ask a Mentor', 'Stuck? Ask a mentor on call and follow your request live.');
  const mine = useQuery(mentoringQueries.mine());
  const refused = mine.isError && isApiError(mine.error) && (mine.error.status === 403 || mine.error.status === 404);
  return (
    <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-8 sm:px-6 sm:py-10">
      <header>
        <p className="text-sm font-semibold tracking-widest text-brand-cyan uppercase">Help</p>
        <h1 className="mt-1 text-3xl font-extrabold tracking-tight">Ask a mentor</h1>
      </header>
      {refused ? (
        <Alert variant="info">
          <AlertTitle>Mentors help the teams of the current edition</AlertTitle>
          <AlertDescription>
            {apiErrorMessage(mine.error, 'Only participants of the current edition can ask for help.')} Join a team from
            your{' '}
            <Link href={paths.teamDashboard} className="font-medium text-brand-cyan hover:underline">
              dashboard
            </Link>{' '}
            or put yourself on the{' '}
            <Link href={paths.findTeam} className="font-medium text-brand-cyan hover:underline">
              team board
            </Link>
            .
          </AlertDescription>
        </Alert>
      ) : (
        <AskMentorPanel />
      )}
    </div>
  );
}
