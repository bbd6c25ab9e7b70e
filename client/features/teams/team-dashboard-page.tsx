// /team-dashboard (spec §2 'Team dashboard', real data): skeleton while loading, 'No Team Found' for a
// user without a team (DESIGN D7), else the header and the Overview, Team Members and Submissions tabs.
import { RequestsPanel } from '@/features/find-team';
import { AskMentorPanel } from '@/features/mentoring';
import { useAuth } from '@/lib/auth-context';
import { usePageMeta } from '@/lib/use-page-meta';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { QueryView } from '@/components/query-view';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { MembersTab } from './members-tab';
import { NoTeam } from './no-team';
import { OverviewTab } from './overview-tab';
import { PhaseBanner } from './phase-banner';
import { SubmissionsTab } from './submissions-tab';
import { TeamHeader } from './team-header';
import { useCurrentTeam } from './use-current-team';

function DashboardSkeleton() {
  return (
    <div className="grid gap-6" role="status" aria-busy="true" aria-label="Loading your team">
      <div className="grid gap-4 rounded-2xl border border-border bg-card/60 p-7">
        <Skeleton className="h-8 w-64" />
        <Skeleton className="h-4 w-48" />
        <div className="grid gap-3 sm:grid-cols-2">
          <Skeleton className="h-5 w-40" />
          <Skeleton className="h-5 w-56" />
        </div>
      </div>
      <Skeleton className="h-10 w-80 max-w-full" />
      <div className="grid gap-6 lg:grid-cols-2">
        <Skeleton className="h-56" />
        <Skeleton className="h-56" />
      </div>
    </div>
  );
}

export default function TeamDashboardPage() {
  usePageMeta('Team Dashboard', 'Your team, its members, its status and its project submissions.');
  const { user } = useAuth();
  const team = useCurrentTeam();

  const body = (
    <QueryView
      query={team}
      loading={<DashboardSkeleton />}
      error={() =>
        // A 404 is no error: the signed-in user has no team yet (DESIGN D7).
        team.noTeam ? (
          <div className="grid gap-6">
            <RequestsPanel viewerTeamId={null} />
            <NoTeam />
          </div>
        ) : (
          <QueryErrorAlert
            title="Your team could not be loaded"
            description="Please check your connection and try again."
            onRetry={team.refetch}
            retrying={team.isFetching}
          />
        )
      }
    >
      {(data) => (
        <div className="grid grid-cols-1 gap-6">
          <TeamHeader
            team={data}
            viewerName={user?.name ?? ''}
            receivedAt={team.dataUpdatedAt}
            onWindowBoundary={() => void team.refetch()}
          />
          <RequestsPanel viewerTeamId={data.id} hasRoom={data.members.length < data.capacity} />
          <PhaseBanner team={data} />
          {/* Mentors on call (issue 34): the server shows it to joined members of a current-edition team. */}
          <AskMentorPanel />
          <Tabs defaultValue="overview" className="grid grid-cols-1 gap-4">
            <TabsList className="grid w-full grid-cols-3 sm:inline-flex sm:w-fit">
              <TabsTrigger value="overview" className="px-1.5 text-xs sm:px-3 sm:text-sm">
                Overview
              </TabsTrigger>
              <TabsTrigger value="members" className="px-1.5 text-xs sm:px-3 sm:text-sm">
                Team Members
              </TabsTrigger>
              <TabsTrigger value="submissions" className="px-1.5 text-xs sm:px-3 sm:text-sm">
                Submissions
              </TabsTrigger>
            </TabsList>
            <TabsContent value="overview">
              <OverviewTab team={data} />
            </TabsContent>
            <TabsContent value="members">
              <MembersTab team={data} />
            </TabsContent>
            <TabsContent value="submissions">
              <SubmissionsTab team={data} />
            </TabsContent>
          </Tabs>
        </div>
      )}
    </QueryView>
  );

  return <section className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">{body}</section>;
}
