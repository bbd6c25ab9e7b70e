// Submissions tab (spec §2), from GET /api/submissions (D3), paginated and searched on the server.
import { useState } from 'react';
import { SUBMISSION_STATUSES, formatStatus } from '@shared/constants';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useQuery } from '@tanstack/react-query';
import { PAGE_SIZE, adminQueries } from './queries';
import { Pagination } from './list-parts';
import { SubmissionsTable } from './submissions-table';
import { usePage } from './use-page';

const ALL = 'all';

export function SubmissionsTab({ q }: { q: string }) {
  const [status, setStatus] = useState<string>(ALL);
  const [page, setPage] = usePage(`${q}|${status}`);
  const query = useQuery(adminQueries.submissions({ page, q, status: status === ALL ? undefined : status }));
  return (
    <section aria-labelledby="submissions-heading" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="submissions-heading" className="text-xl font-semibold">
          Submissions
        </h2>
        <div className="grid gap-1.5">
          <Label htmlFor="submission-status-filter" className="text-xs">
            Status
          </Label>
          <Select value={status} onValueChange={setStatus}>
            <SelectTrigger id="submission-status-filter" className="w-44">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ALL}>All statuses</SelectItem>
              {SUBMISSION_STATUSES.map((s) => (
                <SelectItem key={s} value={s}>
                  {formatStatus(s)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </div>
      <SubmissionsTable
        items={query.data?.items}
        isPending={query.isPending}
        isError={query.isError}
        busy={query.isFetching}
        q={q}
        actionLabel="Evaluate"
      />
      {query.data ? (
        <Pagination page={page} pageSize={PAGE_SIZE} total={query.data.total} onPage={setPage} label="Submissions" />
      ) : null}
    </section>
  );
}
