// /mentor (issue 34): a mentor's own area, for invited mentors and for admins and judges who mentor. Queue
// (what they hold and what waits, live) and Profile (skills, meeting, shifts). The server decides who is a
// mentor of the current edition: anyone else gets a clear note, not a broken queue.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { LifeBuoy } from 'lucide-react';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { QueryView } from '@/components/query-view';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { isApiError } from '@/lib/api';
import { usePageMeta } from '@/lib/use-page-meta';
import { MentorProfileForm } from './mentor-profile-form';
import { MentorQueuePanel } from './mentor-queue-panel';
import { mentoringQueries } from './queries';
import { useMentoringLive } from './use-mentoring-live';

export default function MentorPage() {
  usePageMeta('Mentoring', 'Help teams that are stuck: claim requests from the queue and keep your shifts.');
  const profile = useQuery(mentoringQueries.profile());
  const [tab, setTab] = useState('queue');
  useMentoringLive(mentoringQueries.mentor);
  const body = (
    <QueryView
      query={profile}
      loading={<Skeleton className="h-96 w-full" />}
      error={(error) =>
        isApiError(error) && (error.status === 403 || error.status === 404) ? (
          <Alert variant="info">
            <LifeBuoy aria-hidden="true" />
            <AlertTitle>This account does not mentor this edition</AlertTitle>
            <AlertDescription>Ask the organizers to invite you as a mentor, or to add your account.</AlertDescription>
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
          <TabsList aria-label="Mentoring sections">
            <TabsTrigger value="queue">Queue</TabsTrigger>
            <TabsTrigger value="profile">Profile &amp; Shifts</TabsTrigger>
          </TabsList>
          <TabsContent value="queue">
            <MentorQueuePanel />
          </TabsContent>
          <TabsContent value="profile">
            <Card className="p-4 sm:p-6">
              <MentorProfileForm key={data.userId} profile={data} />
            </Card>
          </TabsContent>
        </Tabs>
      )}
    </QueryView>
  );
  return (
    <div className="mx-auto w-full max-w-5xl space-y-6 px-4 py-8 sm:px-6 sm:py-10">
      <header>
        <p className="text-sm font-semibold tracking-widest text-brand-cyan uppercase">Mentors on call</p>
        <h1 className="mt-1 text-3xl font-extrabold tracking-tight">Mentoring</h1>
        {profile.data ? (
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            Signed in as {profile.data.name}
            {profile.data.affiliation ? ` (${profile.data.affiliation})` : ''} · {profile.data.edition.name}
            <Badge variant={profile.data.onShiftNow ? 'success' : 'secondary'}>
              {profile.data.onShiftNow ? 'On shift' : 'Off shift'}
            </Badge>
          </p>
        ) : null}
      </header>
      {body}
    </div>
  );
}
