// /admin (spec §2 Admin dashboard; issue 5): search, Send Announcement, Generate Report, Announce
// Winners, the stat cards, and the tabs Overview, Teams, Participants, Submissions, Judging, Mentoring, Inbox
// and Outbox.
import { setDisplayZone } from '@/lib/format';
import { Suspense, useEffect } from 'react';
import { FileDown, Megaphone, Trophy } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { usePageMeta } from '@/lib/use-page-meta';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useSearch } from 'wouter';
import { paths } from '@shared/paths';
import {
  DraftBanner,
  EditionPicker,
  EditionsTab,
  EventTab,
  FirstEditionSetup,
  ReadOnlyBanner,
  useAdminEdition,
} from '@/features/events';
import { EDITION_PARAM, editionFromSearch } from '@/lib/admin-edition';
import { adminQueries } from './queries';
import { AdminJudgingTab } from '@/features/judging';
import { AdminMentoringTab } from '@/features/mentoring';
import { AdminDialogProvider, useAdminDialog } from './dialog-state';
import { AdminDialogs } from './dialogs/admin-dialogs';
import { AdminFindTeamTab } from '@/features/find-team';
import { InboxTab } from '@/features/messages';
import { MailBanner, OutboxTab } from '@/features/mail';
import { OverviewTab } from './overview-tab';
import { ParticipantsTab } from '@/features/users';
import { SearchBox } from './search-box';
import { StatCards } from './stat-cards';
import { useAdminScreens } from './use-admin-screens';
import { useAdminUrlState } from './use-admin-url-state';
import { SubmissionsTab } from '@/features/submissions';
import { ChallengesTab } from '@/features/problems';
import { PagesTab } from '@/features/content';
import { Skeleton } from '@/components/ui/skeleton';
import { PeoplesChoiceTab } from '@/features/voting';

const TABS = [
  { value: 'overview', label: 'Overview' },
  { value: 'teams', label: 'Teams' },
  { value: 'participants', label: 'Participants' },
  { value: 'submissions', label: 'Submissions' },
  { value: 'judging', label: 'Judging' },
  { value: 'mentoring', label: 'Mentoring' },
  { value: 'peoples-choice', label: "People's Choice" },
  { value: 'challenges', label: 'Challenges' },
  { value: 'inbox', label: 'Inbox' },
  { value: 'outbox', label: 'Outbox' },
  { value: 'find-team', label: 'Without a team' },
  { value: 'editions', label: 'Editions' },
  { value: 'event', label: 'Event' },
  { value: 'pages', label: 'Pages' },
] as const;
const TAB_VALUES = TABS.map((t) => t.value);

function Dashboard() {
  const { TeamsTab } = useAdminScreens();
  // In the address (?tab=…&q=…, beside ?event=…): a reload keeps them, Back / Forward step through tabs.
  const { tab, q, setTab, setQ } = useAdminUrlState(TAB_VALUES, 'overview');
  const stats = useQuery(adminQueries.stats());
  const { open } = useAdminDialog();
  const { readOnly } = useAdminEdition();
  return (
    <div className="mx-auto w-full max-w-7xl space-y-8 px-4 py-10 sm:px-6 lg:px-8">
      <header className="flex flex-col gap-6 lg:flex-row lg:items-end lg:justify-between">
        <div>
          <p className="text-sm font-semibold tracking-widest text-brand-cyan uppercase">Organizers</p>
          <h1 className="mt-1 text-3xl font-extrabold tracking-tight sm:text-4xl">Admin Dashboard</h1>
        </div>
        <div className="flex flex-wrap gap-2">
          {/* An archived edition takes no announcement and no change of winners (409): the banner says why. */}
          {readOnly ? null : (
            <Button onClick={() => open({ kind: 'announcement' })}>
              <Megaphone aria-hidden="true" /> Send Announcement
            </Button>
          )}
          <Button variant="outline" onClick={() => open({ kind: 'report' })}>
            <FileDown aria-hidden="true" /> Generate Report
          </Button>
          {readOnly ? null : (
            <Button variant="outline" onClick={() => open({ kind: 'winners' })}>
              <Trophy aria-hidden="true" /> Announce Winners
            </Button>
          )}
        </div>
      </header>
      <EditionPicker />
      <ReadOnlyBanner />
      <DraftBanner />
      <MailBanner onOutbox={() => setTab('outbox')} />
      <SearchBox value={q} onSearch={setQ} />
      <StatCards
        stats={stats.data}
        isError={stats.isError}
        onRetry={stats.refetch}
        retrying={stats.isFetching}
        fetchedAt={stats.dataUpdatedAt}
      />
      <Tabs value={tab} onValueChange={setTab}>
        {/* Three a row on a phone, and rows that wrap above: a scrolling strip would hide the last tabs off its
            edge (fourteen tabs no longer fit one row at 1366 px). */}
        <TabsList aria-label="Admin sections" className="grid h-auto w-full grid-cols-3 sm:flex sm:w-fit sm:flex-wrap">
          {TABS.map((t) => (
            <TabsTrigger key={t.value} value={t.value}>
              {t.label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="overview">
          <OverviewTab q={q} onTab={setTab} />
        </TabsContent>
        <TabsContent value="teams">
          <TeamsTab q={q} />
        </TabsContent>
        <TabsContent value="participants">
          <ParticipantsTab q={q} />
        </TabsContent>
        <TabsContent value="submissions">
          <SubmissionsTab q={q} />
        </TabsContent>
        <TabsContent value="judging">
          <AdminJudgingTab />
        </TabsContent>
        <TabsContent value="mentoring">
          <Suspense fallback={<Skeleton className="h-72 w-full" />}>
            <AdminMentoringTab />
          </Suspense>
        </TabsContent>
        <TabsContent value="peoples-choice">
          <PeoplesChoiceTab />
        </TabsContent>
        <TabsContent value="challenges">
          <Suspense fallback={<Skeleton className="h-40 w-full" />}>
            <ChallengesTab />
          </Suspense>
        </TabsContent>
        <TabsContent value="inbox">
          <InboxTab q={q} />
        </TabsContent>
        <TabsContent value="outbox">
          <OutboxTab q={q} />
        </TabsContent>
        <TabsContent value="find-team">
          <AdminFindTeamTab />
        </TabsContent>
        <TabsContent value="editions">
          <EditionsTab />
        </TabsContent>
        <TabsContent value="event">
          <EventTab />
        </TabsContent>
        <TabsContent value="pages">
          <Suspense fallback={<Skeleton className="h-96 rounded-2xl" />}>
            <PagesTab />
          </Suspense>
        </TabsContent>
      </Tabs>
      <AdminDialogs />
    </div>
  );
}

export default function AdminPage() {
  usePageMeta('Admin Dashboard', 'Approve teams, email participants, evaluate submissions and announce winners.');
  // The chosen edition (?event=slug) keys the dashboard: switching remounts it, so every admin query is
  // built again for that edition. With no edition at all, the first admin sets one up instead.
  const chosen = editionFromSearch(useSearch());
  const { list, edition } = useAdminEdition();
  // The admin's dates are the chosen edition's (an archived one may have had another zone).
  if (edition) setDisplayZone(edition.timeZone);
  const [, navigate] = useLocation();
  // No current edition (the first one is still a draft, or the last was archived): the dashboard's default,
  // "the current edition", does not exist, so it opens the first of the list (drafts first) by name.
  const editions = list.data;
  const fallback = !chosen && editions && !editions.some((e) => e.state === 'current') ? editions[0]?.slug : undefined;
  useEffect(() => {
    if (!fallback) return;
    const params = new URLSearchParams(window.location.search);
    params.set(EDITION_PARAM, fallback);
    navigate(`${paths.admin}?${params.toString()}`, { replace: true });
  }, [fallback, navigate]);
  if (list.data?.length === 0) return <FirstEditionSetup />;
  if (fallback) return null;
  return (
    <AdminDialogProvider key={chosen ?? ''}>
      <Dashboard />
    </AdminDialogProvider>
  );
}
