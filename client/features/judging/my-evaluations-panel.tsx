// The judge's own evaluations (never anyone else's): the final score, when, and Revise until judging
// closes, looking at the project (its description and links). An evaluation of a team the judge later
// declared a conflict with no longer counts.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Pencil } from 'lucide-react';
import type { MyEvaluations } from '@shared/schemas/judging';
import { QueryView } from '@/components/query-view';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { challengeLabel, formatDateTime } from '@/lib/format';
import { JudgeEvaluationForm } from './judge-evaluation-form';
import { judgingQueries } from './queries';
import { RevisedProject } from './revised-project';

type Item = MyEvaluations['evaluations'][number];

function ReviseDialog({ item, onClose }: { item: Item; onClose: () => void }) {
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>Revise Evaluation</DialogTitle>
          <DialogDescription>
            {item.teamName} · {challengeLabel(item.problemTitle)}
          </DialogDescription>
        </DialogHeader>
        <RevisedProject submissionId={item.submissionId} />
        <JudgeEvaluationForm
          submissionId={item.submissionId}
          teamName={item.teamName}
          mine={item}
          rubric={item.rubric}
          onDone={onClose}
          secondary={
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
          }
        />
      </DialogContent>
    </Dialog>
  );
}

export function MyEvaluationsPanel() {
  const list = useQuery(judgingQueries.myEvaluations());
  return (
    <QueryView
      query={list}
      loading={<Skeleton className="h-48 w-full" />}
      error={{ title: 'Could not load your evaluations.' }}
    >
      {(data) => <Evaluations list={data} />}
    </QueryView>
  );
}

function Evaluations({ list: { evaluations, canRevise } }: { list: MyEvaluations }) {
  const [revising, setRevising] = useState<Item | null>(null);
  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        {canRevise
          ? 'You can revise your evaluations until judging closes.'
          : 'Judging is closed: your evaluations are final.'}
      </p>
      {evaluations.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border p-6 text-center text-sm text-muted-foreground">
          No evaluations yet.
        </p>
      ) : (
        <ul className="grid gap-2">
          {evaluations.map((e) => (
            <li
              key={e.submissionId}
              className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border p-3"
            >
              <div className="min-w-0 flex-1">
                <p className="font-medium break-words">{e.teamName}</p>
                <p className="text-xs text-muted-foreground">
                  {challengeLabel(e.problemTitle)} · {formatDateTime(e.updatedAt)}
                </p>
                {e.conflicted ? (
                  <Badge variant="warning" className="mt-1">
                    Conflict declared: not counted
                  </Badge>
                ) : null}
              </div>
              <span className="text-lg font-semibold tabular-nums">{e.average.toFixed(1)}</span>
              {canRevise && !e.conflicted ? (
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => setRevising(e)}
                  aria-label={`Revise evaluation of ${e.teamName}`}
                >
                  <Pencil aria-hidden="true" /> Revise
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {revising ? <ReviseDialog key={revising.submissionId} item={revising} onClose={() => setRevising(null)} /> : null}
    </div>
  );
}
