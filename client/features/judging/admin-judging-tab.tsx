// The admin's Judging tab (issue 11): settings (open, close, target), live coverage with the CSV
// exports, the judges and their invitations, conflicts of interest, and the judging plan.
import { useQuery } from '@tanstack/react-query';
import { Skeleton } from '@/components/ui/skeleton';
import { useEditionReadOnly } from '@/features/events';
import { ConflictsPanel } from './conflicts-panel';
import { CoveragePanel } from './coverage-panel';
import { JudgesPanel } from './judges-panel';
import { JudgingPlan } from './plan/judging-plan';
import { judgingQueries } from './queries';
import { SettingsPanel } from './settings-panel';
import { useJudgingLive } from './use-judging-live';

export function AdminJudgingTab() {
  useJudgingLive();
  const coverage = useQuery(judgingQueries.coverage());
  const settings = coverage.data?.settings;
  // An archived edition's judging is read-only: the server refuses every change (409), so none is offered.
  const readOnly = useEditionReadOnly();
  return (
    <div className="grid gap-6">
      {settings ? (
        <SettingsPanel key={`${settings.state}-${settings.targetReviews}`} settings={settings} readOnly={readOnly} />
      ) : coverage.isPending ? (
        <Skeleton className="h-40 w-full" />
      ) : null}
      <CoveragePanel coverage={coverage.data} state={coverage} />
      <JudgesPanel readOnly={readOnly} />
      <ConflictsPanel coverage={coverage.data} readOnly={readOnly} />
      {coverage.data || coverage.isError ? (
        // Mounted once the event's numbers are known: they are the plan's starting point.
        <JudgingPlan
          defaults={{
            submissions: coverage.data?.totals.submissions || undefined,
            judges: coverage.data?.judges.length || undefined,
          }}
        />
      ) : null}
    </div>
  );
}
