// A judge's evaluation of one submission: a slider per criterion of the edition's rubric (the spec's five
// for the demo), the final score and notes that reach the team. The sliders start unset (issue 31), or at
// the judge's earlier scores when revising; an evaluation with a criterion unscored is not sent, and the
// form names what is missing (the server refuses it as well).
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { judgeEvaluationRequestSchema, type JudgeEvaluation, type ScoringCriterion } from '@shared/schemas/judging';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/lib/use-toast';
import { FinalScore, judgeStartScores, ScoreSliders, unscored } from './score-sliders';
import { useSubmitJudgeEvaluation } from './mutations';

type FormIn = z.input<typeof judgeEvaluationRequestSchema>;
type FormOut = z.output<typeof judgeEvaluationRequestSchema>;

export function JudgeEvaluationForm({
  submissionId,
  teamName,
  mine,
  rubric,
  onDone,
  secondary,
}: {
  submissionId: number;
  teamName: string;
  /** What to score (the submission's rubric). */
  rubric: ScoringCriterion[];
  mine: Pick<JudgeEvaluation, 'scores' | 'notes'> | null;
  onDone?: () => void;
  /** Another action beside Submit (Skip, Cancel). */
  secondary?: React.ReactNode;
}) {
  const submit = useSubmitJudgeEvaluation();
  const {
    control,
    register,
    handleSubmit,
    watch,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<FormIn, unknown, FormOut>({
    resolver: zodResolver(judgeEvaluationRequestSchema),
    defaultValues: { scores: judgeStartScores(rubric, mine?.scores) as FormIn['scores'], notes: mine?.notes ?? '' },
  });
  const missingMessage = (scores: FormIn['scores']) => {
    const missing = unscored(rubric, scores);
    return missing.length ? `Score every criterion: ${missing.map((c) => c.name).join(', ')} not scored yet` : null;
  };
  // An untouched form fails the schema ("Score every criterion"); name what is missing instead.
  const scoresError = errors.scores
    ? (missingMessage(watch('scores')) ?? (typeof errors.scores.message === 'string' ? errors.scores.message : null))
    : null;
  const onSubmit = handleSubmit((body) => {
    const missing = missingMessage(body.scores);
    if (missing) return setError('scores', { message: missing });
    submit.mutate(
      { submissionId, body },
      {
        onSuccess: (r) => {
          // A first evaluation keeps the spec's toast; a revision says what happened to it.
          toast({
            title: mine ? 'Evaluation Updated' : 'Evaluation Submitted',
            description: `${teamName}: ${r.mine ? r.mine.average.toFixed(1) : '–'} / 10`,
          });
          onDone?.();
        },
      },
    );
  });
  return (
    <form onSubmit={onSubmit} className="grid gap-5" noValidate aria-label={`Evaluate ${teamName}`}>
      <Controller
        control={control}
        name="scores"
        render={({ field }) => (
          <ScoreSliders
            criteria={rubric}
            value={field.value}
            onChange={(v) => {
              field.onChange(v);
              if (!missingMessage(v as FormIn['scores'])) clearErrors('scores');
            }}
          />
        )}
      />
      {scoresError ? (
        <p role="alert" className="text-sm font-medium text-destructive-text">
          {scoresError}
        </p>
      ) : null}
      <FinalScore criteria={rubric} scores={watch('scores')} />
      <FormField label="Notes" description="The team sees these notes as feedback." error={errors.notes?.message}>
        <Textarea rows={4} {...register('notes')} />
      </FormField>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {secondary}
        <Button type="submit" disabled={submit.isPending}>
          {submit.isPending ? <Spinner label="Submitting" /> : null} {mine ? 'Save Revision' : 'Submit Evaluation'}
        </Button>
      </div>
    </form>
  );
}
