// The admins' People's Choice tab: the tally (voided ballots left out; hidden from everyone else until
// the winners are published), how to award it in Announce Winners, and the anomaly report with Void.
import { useQuery } from '@tanstack/react-query';
import type { VotingResults } from '@shared/schemas/voting';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDateTime, plural } from '@/lib/format';
import { useAdminEdition } from '@/features/events';
import { votingQueries } from '../queries';
import { ReportSections } from './report-sections';

function Tally({ results }: { results: VotingResults }) {
  if (!results.items.length) return <p className="text-sm text-muted-foreground">No votes yet.</p>;
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead className="w-12">#</TableHead>
          <TableHead>Team</TableHead>
          <TableHead className="text-right">Votes</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {results.items.map((r, i) => (
          <TableRow key={r.projectId}>
            <TableCell>{i + 1}</TableCell>
            <TableCell className="font-medium">{r.teamName}</TableCell>
            <TableCell className="text-right">{r.votes}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export function PeoplesChoiceTab() {
  const { edition, readOnly } = useAdminEdition();
  const slug = edition?.slug ?? '';
  const results = useQuery({ ...votingQueries.results(slug), enabled: !!slug });
  const report = useQuery({ ...votingQueries.report(slug), enabled: !!slug });
  // The window as the ballot call states it (the admin list of editions does not carry it).
  const ballot = useQuery({ ...votingQueries.ballot(slug), enabled: !!slug });
  if (!slug || results.isPending || report.isPending) return <Skeleton className="h-64 w-full" />;
  if (results.isError || report.isError)
    return (
      <QueryErrorAlert
        title="People's Choice could not be loaded."
        onRetry={() => Promise.all([results.refetch(), report.refetch()])}
        retrying={results.isFetching || report.isFetching}
      />
    );
  const r = results.data;
  const names = new Map(r.items.map((i) => [i.projectId, i.teamName]));
  const w = ballot.data?.window;
  const window =
    w?.opensAt && w.closesAt
      ? `Voting ${w.open ? 'is open' : 'runs'} from ${formatDateTime(w.opensAt)} to ${formatDateTime(w.closesAt)}.`
      : w
        ? 'No voting window is set: set one in the Event tab.'
        : '';
  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle className="flex flex-wrap items-center gap-2">
            People’s Choice tally
            <Badge variant={r.published ? 'success' : 'secondary'}>
              {r.published ? 'Published with the winners' : 'Hidden until the winners are published'}
            </Badge>
          </CardTitle>
          <CardDescription>
            {window} {plural(r.ballots, 'ballot')} counted
            {r.voided ? `, ${plural(r.voided, 'voided ballot')} left out` : ''}. Award People’s Choice as a special
            prize in Announce Winners: its picker proposes the team that leads here.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Tally results={r} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Anomaly report</CardTitle>
          <CardDescription>
            Where rigging would show. Voiding a ballot asks for a reason and is audit-logged.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <ReportSections slug={slug} report={report.data} readOnly={readOnly} names={names} />
        </CardContent>
      </Card>
    </div>
  );
}
