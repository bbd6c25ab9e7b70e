// Conflicts of interest, as the admin sees them: declared by judges, found by email domain, added here.
// Remove dismisses one (an automatic one stays dismissed); Add names a judge and a team.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ShieldPlus, X } from 'lucide-react';
import type { Conflict, Coverage } from '@shared/schemas/judging';
import { DataTable, type DataColumn } from '@/components/data-table';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { useAddConflict, useRemoveConflict } from './admin-mutations';
import { judgingQueries } from './queries';
import { CONFLICT_SOURCE_LABELS } from './texts';
import { ArchivedNote } from '@/features/events';

function AddConflictForm({ coverage }: { coverage: Coverage | undefined }) {
  const judges = useQuery(judgingQueries.judges());
  const add = useAddConflict();
  const [judgeId, setJudgeId] = useState('');
  const [teamId, setTeamId] = useState('');
  const [reason, setReason] = useState('');
  const teams = [...new Map((coverage?.submissions ?? []).map((s) => [s.teamId, s.teamName])).entries()].sort((a, b) =>
    a[1].localeCompare(b[1]),
  );
  const activeJudges = (judges.data?.judges ?? []).filter((j) => j.status !== 'inactive');
  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!judgeId || !teamId) return;
    add.mutate(
      { judgeId: Number(judgeId), teamId: Number(teamId), reason },
      {
        onSuccess: () => {
          setTeamId('');
          setReason('');
        },
      },
    );
  };
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="grid gap-3 lg:grid-cols-[1fr_1fr_1fr_auto] lg:items-start"
      aria-label="Add conflict"
    >
      <FormField label="Judge">
        {(control) => (
          <Select value={judgeId} onValueChange={setJudgeId}>
            <SelectTrigger {...control}>
              <SelectValue placeholder="Choose a judge" />
            </SelectTrigger>
            <SelectContent>
              {activeJudges.map((j) => (
                <SelectItem key={j.userId} value={String(j.userId)}>
                  {j.name}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      </FormField>
      <FormField label="Team">
        {(control) => (
          <Select value={teamId} onValueChange={setTeamId}>
            <SelectTrigger {...control}>
              <SelectValue placeholder="Choose a team" />
            </SelectTrigger>
            <SelectContent>
              {teams.map(([id, name]) => (
                <SelectItem key={id} value={String(id)}>
                  {name}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      </FormField>
      <FormField label="Reason (optional)">
        <Input value={reason} onChange={(e) => setReason(e.target.value)} maxLength={500} />
      </FormField>
      <Button type="submit" variant="outline" className="lg:mt-7" disabled={!judgeId || !teamId || add.isPending}>
        {add.isPending ? <Spinner label="Adding" /> : <ShieldPlus aria-hidden="true" />} Add Conflict
      </Button>
    </form>
  );
}

export function ConflictsPanel({ coverage, readOnly = false }: { coverage: Coverage | undefined; readOnly?: boolean }) {
  const conflicts = useQuery(judgingQueries.conflicts());
  const remove = useRemoveConflict();
  const columns: DataColumn<Conflict>[] = [
    { header: 'Judge', cell: (c) => <span className="font-medium">{c.judgeName}</span> },
    { header: 'Team', cell: (c) => c.teamName },
    { header: 'Source', cell: (c) => <Badge variant="secondary">{CONFLICT_SOURCE_LABELS[c.source]}</Badge> },
    { header: 'Reason', className: 'max-w-64 truncate', cell: (c) => <span title={c.reason}>{c.reason || '—'}</span> },
    {
      header: 'Actions',
      kind: 'actions',
      cell: (c) =>
        readOnly ? null : (
          <Button
            size="sm"
            variant="ghost"
            onClick={() => remove.mutate(c)}
            disabled={remove.isPending}
            aria-label={`Remove conflict of ${c.judgeName} with ${c.teamName}`}
          >
            <X aria-hidden="true" /> Remove
          </Button>
        ),
    },
  ];
  return (
    <Card className="grid gap-4 p-4 sm:p-5" role="region" aria-labelledby="conflicts-title">
      <div>
        <h2 id="conflicts-title" className="text-lg font-semibold">
          Conflicts of interest
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          A judge is never handed a conflicted team&apos;s submission, and an earlier evaluation of it leaves the
          ranking.
        </p>
      </div>
      {readOnly ? <ArchivedNote what="its conflicts of interest" /> : <AddConflictForm coverage={coverage} />}
      <DataTable
        label="Conflicts"
        columns={columns}
        rows={conflicts.data?.conflicts}
        rowKey={(c) => `${c.judgeId}-${c.teamId}`}
        state={conflicts}
        errorTitle="Failed to fetch conflicts"
        empty="No conflicts."
        loadingRows={2}
      />
    </Card>
  );
}
