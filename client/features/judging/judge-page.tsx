// /judge (issue 11): a judge's own area. Review (the queue and the form), My Evaluations (revise until
// judging closes) and Profile (categories and conflicts). Judges never reach the admin area or other
// judges' scores; the server enforces it (docs/judging-api.md), this page only shows the judge's own.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Gavel } from 'lucide-react';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { QueryView } from '@/components/query-view';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { isApiError } from '@/lib/api';
import { usePageMeta } from '@/lib/use-page-meta';
import { JudgeProfilePanel } from './judge-profile-panel';
import { MyEvaluationsPanel } from './my-evaluations-panel';
import { judgingQueries } from './queries';
import { QueuePanel } from './queue-panel';

export default function JudgePage() {
  usePageMeta('Judging', 'Review the submissions handed to you, revise your evaluations and declare conflicts.');
  const profile = useQuery(judgingQueries.profile());
  const [tab, setTab] = useState('review');
  const body = (
    <QueryView
      query={profile}
      loading={<Skeleton className="h-96 w-full" />}
      error={(error) =>
        isApiError(error) && error.status === 403 ? (
          <Alert variant="info">
            <Gavel aria-hidden="true" />
            <AlertTitle>This account is not a judge</AlertTitle>
            <AlertDescription>
              Ask the organizers to invite you as a judge, or to mark your admin account as one.
            </AlertDescription>
          </Alert>
        ) : (
          <QueryErrorAlert
            title="Could not load your profile."
            onRetry={profile.refetch}
            retrying={profile.isFetching}
          />
        )
      }
    >
      {(data) => (
        <Tabs value={tab} onValueChange={setTab}>
          <TabsList aria-label="Judging sections">
            <TabsTrigger value="review">Review</TabsTrigger>
            <TabsTrigger value="mine">My Evaluations</TabsTrigger>
            <TabsTrigger value="profile">Profile</TabsTrigger>
          </TabsList>
          <TabsContent value="review">
            <QueuePanel />
          </TabsContent>
          <TabsContent value="mine">
            <MyEvaluationsPanel />
          </TabsContent>
          <TabsContent value="profile">
            <JudgeProfilePanel profile={data} />
          </TabsContent>
        </Tabs>
      )}
    </QueryView>
  );
  return (
    <div className="mx-auto w-full max-w-4xl space-y-6 px-4 py-8 sm:px-6 sm:py-10">
      <header>
        <p className="text-sm font-semibold tracking-widest text-brand-cyan uppercase">Judges</p>
        <h1 className="mt-1 text-3xl font-extrabold tracking-tight">Judging</h1>
        {profile.data ? (
          <p className="mt-1 text-sm text-muted-foreground">
            Signed in as {profile.data.name}
            {profile.data.affiliation ? ` (${profile.data.affiliation})` : ''}
          </p>
        ) : null}
      </header>
      {body}
    </div>
  );
}
