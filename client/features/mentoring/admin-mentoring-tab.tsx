// The admin's Mentoring tab (issue 34), for the edition chosen in the admin header: the totals and the CSV
// of every request, the mentors and their invitations, and the report's panels. Live: every `help.*`
// message (sent to the edition's admins) refetches the report.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { FileDown } from 'lucide-react';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { useAdminEdition } from '@/features/events';
import { apiErrorMessage } from '@/lib/api';
import { downloadFile } from '@/lib/download';
import { toast } from '@/lib/use-toast';
import { AdminMentorsPanel } from './admin-mentors-panel';
import { OpenRequestsPanel, PerMentorPanel, ShiftsByHourPanel, WaitByHourPanel } from './admin-report-panels';
import { mentoringQueries, requestsCsvUrl } from './queries';
import { useMentoringLive } from './use-mentoring-live';

function CsvButton({ slug }: { slug: string }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      toast({ title: 'Report Downloaded', description: await downloadFile(requestsCsvUrl(slug), 'help-requests.csv') });
    } catch (err) {
      toast({
        title: 'Error',
        description: apiErrorMessage(err, 'Failed to download the requests'),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outline" onClick={() => void download()} disabled={busy}>
      {busy ? <Spinner label="Downloading" /> : <FileDown aria-hidden="true" />} Download All Requests (CSV)
    </Button>
  );
}

function Stat({ label, value }: { label: string; value: string | number }) {
  return (
    <div className="rounded-lg border border-border bg-muted/40 p-3">
      <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{label}</dt>
      <dd className="mt-1 text-2xl font-bold tabular-nums">{value}</dd>
    </div>
  );
}

function Report({ slug }: { slug: string }) {
  const report = useQuery(mentoringQueries.report(slug));
  if (report.isPending) return <Skeleton className="h-72 w-full" />;
  if (report.isError)
    return (
      <QueryErrorAlert
        title="The mentoring report could not load."
        onRetry={report.refetch}
        retrying={report.isFetching}
      />
    );
  const r = report.data;
  return (
    <>
      <Card className="grid gap-4 p-4 sm:p-5" role="region" aria-labelledby="mentoring-totals-title">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="mentoring-totals-title" className="text-lg font-semibold">
            Help queue
          </h2>
          <CsvButton slug={slug} />
        </div>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
          <Stat label="Waiting" value={r.totals.open} />
          <Stat label="Being helped" value={r.totals.claimed} />
          <Stat label="Resolved" value={r.totals.resolved} />
          <Stat label="Cancelled" value={r.totals.cancelled} />
          <Stat label="On shift now" value={r.onShiftNow} />
          <Stat
            label="Rating"
            value={r.totals.averageRating === null ? '—' : `${r.totals.averageRating.toFixed(1)} / 5`}
          />
        </dl>
      </Card>
      <OpenRequestsPanel report={r} />
      <div className="grid items-start gap-6 xl:grid-cols-2">
        <WaitByHourPanel report={r} />
        <ShiftsByHourPanel report={r} />
      </div>
      <PerMentorPanel report={r} />
    </>
  );
}

export default function AdminMentoringTab() {
  const { edition, readOnly, list } = useAdminEdition();
  useMentoringLive(mentoringQueries.admin);
  if (!edition)
    return list.isError ? (
      <QueryErrorAlert title="The editions could not load." onRetry={list.refetch} />
    ) : (
      <Skeleton className="h-72 w-full" />
    );
  return (
    <div className="grid gap-6">
      <Report slug={edition.slug} />
      <AdminMentorsPanel slug={edition.slug} readOnly={readOnly} />
    </div>
  );
}
