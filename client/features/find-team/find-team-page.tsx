// /teams/find: the find-a-team board. People without a team keep a matching profile and see teams with
// open places; team members see what their team still needs and the leader manages the listing. Both see
// suggestions ranked for them, with the reasons, and can filter by skill, challenge and time zone.
import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Sparkles } from 'lucide-react';
import { formatUtcOffset, SKILLS, UTC_OFFSETS, type Board, type BoardQuery } from '@shared/schemas/find-team';
import { AskMentorPanel } from '@/features/mentoring';
import { problemQueries } from '@/features/problems';
import { useAuth } from '@/lib/auth-context';
import { usePageMeta } from '@/lib/use-page-meta';
import { QueryView } from '@/components/query-view';
import { FormField } from '@/components/ui/form-field';
import { Skeleton } from '@/components/ui/skeleton';
import { PersonCard, TeamCard } from './board-cards';
import { ProfilePanel } from './profile-panel';
import { selectClasses } from './profile-form';
import { findTeamQueries } from './queries';
import { RequestsPanel } from './requests-panel';
import { TeamPanel } from './team-panel';

function Filters({
  query,
  onChange,
  problems,
}: {
  query: BoardQuery;
  onChange: (q: BoardQuery) => void;
  problems: { id: number; title: string }[];
}) {
  return (
    <div className="grid gap-3 sm:grid-cols-3" role="group" aria-label="Filters">
      <FormField label="Skill">
        <select
          className={selectClasses}
          value={query.skill ?? ''}
          onChange={(e) => onChange({ ...query, skill: e.target.value || undefined })}
        >
          <option value="">Any skill</option>
          {SKILLS.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
      </FormField>
      <FormField label="Challenge">
        <select
          className={selectClasses}
          value={query.problemId ?? ''}
          onChange={(e) => onChange({ ...query, problemId: e.target.value ? Number(e.target.value) : undefined })}
        >
          <option value="">Any challenge</option>
          {problems.map((p) => (
            <option key={p.id} value={p.id}>
              {p.title}
            </option>
          ))}
        </select>
      </FormField>
      <FormField label="Time zone (±3 h)">
        <select
          className={selectClasses}
          value={query.tz ?? ''}
          onChange={(e) => onChange({ ...query, tz: e.target.value === '' ? undefined : Number(e.target.value) })}
        >
          <option value="">Any time zone</option>
          {UTC_OFFSETS.map((o) => (
            <option key={o} value={o}>
              {formatUtcOffset(o)}
            </option>
          ))}
        </select>
      </FormField>
    </div>
  );
}

function Section({
  title,
  empty,
  children,
  count,
}: {
  title: string;
  empty: string;
  children: ReactNode;
  count: number;
}) {
  return (
    <section className="grid gap-4" aria-label={title}>
      <h2 className="text-xl font-bold tracking-tight">
        {title} <span className="text-base font-normal text-muted-foreground">({count})</span>
      </h2>
      {count ? (
        <div className="grid gap-4 xl:grid-cols-2">{children}</div>
      ) : (
        <p className="text-muted-foreground">{empty}</p>
      )}
    </section>
  );
}

function Lists({ board }: { board: Board }) {
  const solo = !board.viewer.teamId;
  const suggestedTeams = solo ? board.teams.filter((t) => t.score > 0).slice(0, 3) : [];
  const suggestedPeople = !solo ? board.people.filter((p) => p.score > 0).slice(0, 3) : [];
  const suggested = suggestedTeams.length + suggestedPeople.length;
  // The lists below hold everyone else, so no card (and no button name) appears twice on the page.
  const otherTeams = board.teams.filter((t) => !suggestedTeams.includes(t));
  const otherPeople = board.people.filter((p) => !suggestedPeople.includes(p));
  return (
    <div className="grid gap-10">
      {suggested ? (
        <section className="grid gap-4" aria-label="Suggested for you">
          <h2 className="flex items-center gap-2 text-xl font-bold tracking-tight">
            <Sparkles className="size-5 text-brand-cyan" aria-hidden="true" /> Suggested for you
          </h2>
          <div className="grid gap-4 xl:grid-cols-2">
            {suggestedTeams.map((t) => (
              <TeamCard key={t.teamId} team={t} canAsk={board.viewer.hasProfile} />
            ))}
            {suggestedPeople.map((p) => (
              <PersonCard key={p.userId} person={p} canInvite={board.viewer.isLeader} />
            ))}
          </div>
        </section>
      ) : null}
      {solo ? (
        <Section
          title={suggestedTeams.length ? 'More teams with open places' : 'Teams with open places'}
          count={otherTeams.length}
          empty={suggestedTeams.length ? 'No other team matches.' : 'No team with open places matches yet.'}
        >
          {otherTeams.map((t) => (
            <TeamCard key={t.teamId} team={t} canAsk={board.viewer.hasProfile} />
          ))}
        </Section>
      ) : null}
      <Section
        title={suggestedPeople.length ? 'More people looking for a team' : 'People looking for a team'}
        count={otherPeople.length}
        empty={suggestedPeople.length ? 'Nobody else matches.' : 'Nobody matches these filters yet.'}
      >
        {otherPeople.map((p) => (
          <PersonCard key={p.userId} person={p} canInvite={board.viewer.isLeader} />
        ))}
      </Section>
    </div>
  );
}

export default function FindTeamPage() {
  usePageMeta(
    'Find a Team',
    'People looking for a team and teams with open places, matched by skills, challenge and time zone.',
  );
  const { user } = useAuth();
  const [query, setQuery] = useState<BoardQuery>({});
  const board = useQuery(findTeamQueries.board(query));
  const mine = useQuery({ ...findTeamQueries.profile(), enabled: !user?.teamId });
  const problems = useQuery(problemQueries.options());
  const problemList = problems.data ?? [];

  const body = (
    <QueryView
      query={board}
      loading={
        <div className="grid gap-4" role="status" aria-busy="true" aria-label="Loading the board">
          <Skeleton className="h-40" />
          <Skeleton className="h-40" />
        </div>
      }
      error={{ title: 'The board could not load', description: 'Please check your connection and try again.' }}
    >
      {(data) => <Lists board={data} />}
    </QueryView>
  );

  const side = user?.teamId ? (
    board.data ? (
      <TeamPanel board={board.data} />
    ) : null
  ) : mine.data ? (
    <ProfilePanel mine={mine.data} problems={problemList} />
  ) : (
    <Skeleton className="h-64" />
  );

  return (
    <div className="mx-auto grid w-full max-w-7xl gap-8 px-4 py-10 sm:px-6 lg:px-8">
      <header>
        <p className="text-sm font-semibold tracking-widest text-brand-cyan uppercase">Find a team</p>
        <h1 className="mt-1 text-3xl font-extrabold tracking-tight sm:text-4xl">Team board</h1>
        <p className="mt-2 max-w-2xl text-muted-foreground">
          People looking for a team and teams with open places. Suggestions weigh skills a team needs, a shared
          challenge and overlapping time zones; every suggestion says why.
        </p>
      </header>
      <RequestsPanel viewerTeamId={user?.teamId ?? null} />
      {/* People on the board without a team may ask a mentor too (issue 34); members ask from their dashboard. */}
      {user?.teamId ? null : <AskMentorPanel />}
      <div className="grid gap-8 lg:grid-cols-[minmax(0,26rem)_minmax(0,1fr)]">
        <aside className="grid content-start gap-6">{side}</aside>
        <div className="grid content-start gap-6">
          <Filters query={query} onChange={setQuery} problems={problemList} />
          {body}
        </div>
      </div>
    </div>
  );
}
