// Live coverage (issue 11): reviews done and missing per submission, judges' progress, conflicts, and
// the CSV exports of raw evaluations, assignments and conflicts.
import { useState } from 'react';
import { Download } from 'lucide-react';
import { JUDGING_EXPORTS, type Coverage, type JudgingExport } from '@shared/schemas/judging';
import { DataTable, type DataColumn } from '@/components/data-table';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { apiErrorMessage } from '@/lib/api';
import { downloadFile } from '@/lib/download';
import { challengeLabel, formatCount } from '@/lib/format';
import { toast } from '@/lib/use-toast';
import { exportUrl } from './queries';

type Row = Coverage['submissions'][number];
type JudgeRow = Coverage['judges'][number];

const EXPORT_LABELS: Record<JudgingExport, string> = {
  evaluations: 'Raw evaluations',
  assignments: 'Assignments',
  conflicts: 'Conflicts',
};

function Exports() {
  const [busy, setBusy] = useState<JudgingExport | null>(null);
  const run = async (kind: JudgingExport) => {
    setBusy(kind);
    try {
      toast({ title: 'Report Downloaded', description: await downloadFile(exportUrl(kind), `${kind}.csv`) });
    } catch (err) {
      toast({ title: 'Error', description: apiErrorMessage(err, 'Failed to export'), variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className="flex flex-wrap gap-2">
      {JUDGING_EXPORTS.map((kind) => (
        <Button key={kind} size="sm" variant="outline" disabled={busy !== null} onClick={() => run(kind)}>
          {busy === kind ? <Spinner label="Preparing" /> : <Download aria-hidden="true" />} {EXPORT_LABELS[kind]} CSV
        </Button>
      ))}
    </div>
  );
}

const submissionColumns = (target: number): DataColumn<Row>[] => [
  {
    header: 'Team',
    cell: (s) => (
      <span className="grid">
        <span className="font-medium">{s.teamName}</span>
        <span className="truncate text-xs text-muted-foreground">{challengeLabel(s.problemTitle)}</span>
      </span>
    ),
  },
  {
    header: 'Reviews',
    className: 'tabular-nums',
    cell: (s) => (
      <span className="flex items-center gap-2">
        {s.reviews} / {target}
        {s.missing === 0 ? <Badge variant="success">Done</Badge> : <Badge variant="warning">{s.missing} missing</Badge>}
      </span>
    ),
  },
  { header: 'In progress', className: 'tabular-nums', cell: (s) => s.inProgress },
  { header: 'Skips', className: 'tabular-nums', cell: (s) => s.skips },
  { header: 'Conflicts', className: 'tabular-nums', cell: (s) => s.conflicts },
  {
    header: 'Judges left',
    className: 'tabular-nums',
    cell: (s) =>
      s.missing > 0 && s.eligibleJudges < s.missing ? (
        <span className="font-medium text-warning-text">{s.eligibleJudges} (too few)</span>
      ) : (
        s.eligibleJudges
      ),
  },
];

const judgeColumns: DataColumn<JudgeRow>[] = [
  { header: 'Judge', cell: (j) => <span className="font-medium">{j.name}</span> },
  { header: 'Reviews', className: 'tabular-nums', cell: (j) => j.reviews },
  { header: 'In progress', className: 'tabular-nums', cell: (j) => j.holds },
  { header: 'Skips', className: 'tabular-nums', cell: (j) => j.skips },
  { header: 'Conflicts', className: 'tabular-nums', cell: (j) => j.conflicts },
];

export function CoveragePanel({
  coverage,
  state,
}: {
  coverage: Coverage | undefined;
  state: Parameters<typeof DataTable>[0]['state'];
}) {
  const t = coverage?.totals;
  const target = coverage?.settings.targetReviews ?? 0;
  const progress = t && t.submissions > 0 ? Math.round((t.complete / t.submissions) * 100) : 0;
  return (
    <Card className="grid gap-4 p-4 sm:p-5" role="region" aria-labelledby="coverage-title">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="coverage-title" className="text-lg font-semibold">
          Coverage
        </h2>
        <Exports />
      </div>
      {t ? (
        <>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-live="polite">
            {[
              ['Submissions at target', `${formatCount(t.complete)} of ${formatCount(t.submissions)}`],
              ['Reviews done', formatCount(t.reviews)],
              ['Reviews missing', formatCount(t.missing)],
              ['Conflicts', formatCount(t.conflicts)],
            ].map(([label, value]) => (
              <div key={label} className="rounded-lg border border-border p-3">
                <dt className="text-xs text-muted-foreground">{label}</dt>
                <dd className="text-xl font-semibold tabular-nums">{value}</dd>
              </div>
            ))}
          </dl>
          <div
            role="progressbar"
            aria-label="Submissions at the target"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
            className="h-2 overflow-hidden rounded-full bg-muted"
          >
            <div className="h-full bg-brand-gradient transition-all" style={{ width: `${progress}%` }} />
          </div>
        </>
      ) : null}
      <DataTable
        label="Coverage by submission"
        columns={submissionColumns(target)}
        rows={coverage?.submissions}
        rowKey={(s) => s.submissionId}
        state={state}
        errorTitle="Failed to fetch coverage"
        empty="No submissions to judge yet."
      />
      <section aria-labelledby="judge-progress" className="grid gap-2">
        <h3 id="judge-progress" className="text-sm font-semibold">
          Judges&apos; progress
        </h3>
        <DataTable
          label="Judges' progress"
          columns={judgeColumns}
          rows={coverage?.judges}
          rowKey={(j) => j.judgeId}
          state={state}
          errorTitle="Failed to fetch coverage"
          empty="No judges yet."
          loadingRows={2}
        />
      </section>
    </Card>
  );
}
