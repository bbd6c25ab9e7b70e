// Submissions tab (spec §2), from GET /api/submissions (D3), paginated and searched on the server.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { SUBMISSION_STATUSES } from '@shared/constants';
import { pagerOf, usePage } from '@/components/data-table';
import { ALL, ListSection, StatusFilter } from '@/components/admin/list-section';
import { PAGE_SIZE } from '@/lib/list-query';
import { submissionAdminQueries } from './queries';
import { SubmissionsTable } from './submissions-table';

export function SubmissionsTab({ q }: { q: string }) {
  const [status, setStatus] = useState<string>(ALL);
  const [page, setPage] = usePage(`${q}|${status}`);
  const query = useQuery(submissionAdminQueries.list({ page, q, status: status === ALL ? undefined : status }));
  return (
    <ListSection
      id="submissions-heading"
      title="Submissions"
      filter={
        <StatusFilter
          id="submission-status-filter"
          value={status}
          onChange={setStatus}
          statuses={SUBMISSION_STATUSES}
          width="w-44"
        />
      }
    >
      <SubmissionsTable
        items={query.data?.items}
        state={query}
        q={q}
        actionLabel="Evaluate"
        pager={pagerOf(query.data, page, PAGE_SIZE, setPage)}
      />
    </ListSection>
  );
}
