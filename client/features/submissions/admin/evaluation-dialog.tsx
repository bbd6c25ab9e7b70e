// Project Evaluation (spec §5): five sliders 1–10, step 1, default 7 (or this judge's earlier scores);
// the final score is their average to one decimal, out of 10; notes reach the team; status
// under_review, accepted or rejected. Scores are stored per judge (D9). Above the scores, the project and
// the challenge's criteria, so a judge can judge without leaving the dialog.
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { EVALUATION_STATUSES, formatStatus } from '@shared/constants';
import {
  type EvaluationInput,
  type EvaluationRequest,
  evaluationRequestSchema,
  type SubmissionEvaluations,
} from '@shared/schemas/judging';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { QueryView } from '@/components/query-view';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { FinalScore, ScoreSliders, startScores } from '@/features/judging';
import { useEvaluate } from './mutations';
import { submissionAdminQueries } from './queries';
import { SubmissionBrief } from './submission-brief';

function EvaluationForm({ data, onClose }: { data: SubmissionEvaluations; onClose: () => void }) {
  const evaluate = useEvaluate();
  const { submission, mine, evaluations, rubric } = data;
  const startStatus = (EVALUATION_STATUSES as readonly string[]).includes(submission.status)
    ? submission.status
    : 'under_review';
  const {
    control,
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<EvaluationRequest, unknown, EvaluationInput>({
    resolver: zodResolver(evaluationRequestSchema),
    defaultValues: {
      status: startStatus as EvaluationInput['status'],
      scores: startScores(rubric, mine?.scores),
      notes: mine?.notes ?? '',
    },
  });
  const scores = watch('scores');
  const others = evaluations.filter((e) => e.judgeId !== mine?.judgeId);
  const onSubmit = handleSubmit((body) => evaluate.mutate({ submission, body }, { onSuccess: onClose }));
  return (
    <form onSubmit={onSubmit} className="grid gap-5" noValidate>
      <SubmissionBrief submission={submission} />
      <Controller
        control={control}
        name="scores"
        render={({ field }) => <ScoreSliders criteria={rubric} value={field.value} onChange={field.onChange} />}
      />
      <FinalScore criteria={rubric} scores={scores} />
      <Controller
        control={control}
        name="status"
        render={({ field }) => (
          <FormField label="Status" error={errors.status?.message}>
            {(controlProps) => (
              <Select value={field.value} onValueChange={field.onChange}>
                <SelectTrigger {...controlProps}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {EVALUATION_STATUSES.map((s) => (
                    <SelectItem key={s} value={s}>
                      {formatStatus(s)}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          </FormField>
        )}
      />
      <FormField label="Notes" description="The team sees these notes as feedback." error={errors.notes?.message}>
        <Textarea rows={4} {...register('notes')} />
      </FormField>
      {others.length > 0 ? (
        <section aria-labelledby="other-judges" className="grid gap-2 text-sm">
          <h3 id="other-judges" className="font-semibold">
            Other judges
          </h3>
          <ul className="grid gap-1">
            {others.map((e) => (
              <li key={e.id} className="flex justify-between gap-2">
                <span>{e.judgeName ?? 'Former judge'}</span>
                <span className="tabular-nums">{e.average.toFixed(1)} / 10</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <DialogFooter>
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={evaluate.isPending}>
          {evaluate.isPending ? <Spinner label="Submitting" /> : null} Submit Evaluation
        </Button>
      </DialogFooter>
    </form>
  );
}

export function EvaluationDialog({
  submission,
  onClose,
}: {
  submission: { id: number; teamName: string };
  onClose: () => void;
}) {
  const data = useQuery(submissionAdminQueries.evaluations(submission.id));
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>Project Evaluation</DialogTitle>
          <DialogDescription>{submission.teamName}</DialogDescription>
        </DialogHeader>
        <QueryView
          query={data}
          loading={<Skeleton className="h-96 w-full" />}
          error={{ title: 'Could not load this submission.' }}
        >
          {(loaded) => <EvaluationForm data={loaded} onClose={onClose} />}
        </QueryView>
      </DialogContent>
    </Dialog>
  );
}
