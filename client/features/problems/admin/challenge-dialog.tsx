// Add or edit a challenge (issue 23): every field of the spec's Challenge, its lists, and the weights of the
// edition's criteria with their live sum. Errors land under their fields, the client's (shared schema)
// and the server's alike; nothing typed is lost on an error: the dialog stays open with the values.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { LIMITS } from '@shared/constants';
import type { Category } from '@shared/schemas/categories';
import type { AdminChallenge } from '@shared/schemas/challenges';
import type { RubricCriterion } from '@shared/schemas/event-settings';
import { PROBLEM_COLORS } from '@shared/schemas/problems';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { applyServerFieldErrors } from '@/lib/server-field-errors';
import { type ChallengeFormValues, clientErrors, formPath, formValues, toBody, weightSum } from './form-values';
import { ListEditor } from './list-editors';
import { useSaveChallenge } from './mutations';

const COLOR_LABELS = { blue: 'Blue', green: 'Green', pink: 'Pink' } as const;

function WeightsEditor({
  rubric,
  form,
  error,
}: {
  rubric: RubricCriterion[];
  form: ReturnType<typeof useForm<ChallengeFormValues>>;
  error: string | undefined;
}) {
  const own = form.watch('ownWeights');
  const sum = weightSum(rubric, form.watch('weights'));
  return (
    <fieldset className="grid gap-3 rounded-lg border border-border p-3" aria-describedby="weights-sum weights-error">
      <legend className="px-1 text-sm font-semibold">Evaluation</legend>
      <p className="text-sm text-muted-foreground">
        Judges score the edition&apos;s criteria. This challenge can weigh them its own way.
      </p>
      <div className="flex items-center gap-2">
        <Checkbox
          id="own-weights"
          checked={own}
          onCheckedChange={(v) => form.setValue('ownWeights', v === true, { shouldDirty: true })}
        />
        <Label htmlFor="own-weights">Use this challenge&apos;s own weights</Label>
      </div>
      <ul className="grid gap-2 sm:grid-cols-2">
        {rubric.map((c) => (
          <li key={c.key}>
            {own ? (
              <FormField label={`${c.name} (%)`}>
                <Input type="number" inputMode="numeric" min={0} max={100} {...form.register(`weights.${c.key}`)} />
              </FormField>
            ) : (
              <p className="flex justify-between rounded-md bg-muted/40 px-3 py-2 text-sm">
                <span>{c.name}</span>
                <span className="tabular-nums">{c.weight}%</span>
              </p>
            )}
          </li>
        ))}
      </ul>
      {own ? (
        <p
          id="weights-sum"
          aria-live="polite"
          className={sum === 100 ? 'text-sm font-medium' : 'text-sm font-medium text-destructive-text'}
        >
          Total: {sum}%{sum === 100 ? '' : ' (must be 100)'}
        </p>
      ) : null}
      {error ? (
        <p id="weights-error" role="alert" className="text-sm text-destructive-text">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

export function ChallengeDialog({
  slug,
  rubric,
  categories,
  challenge,
  onClose,
}: {
  slug: string;
  rubric: RubricCriterion[];
  /** The edition's categories (Event area), the ones a challenge may belong to. */
  categories: Category[];
  /** null: a new challenge. */
  challenge: AdminChallenge | null;
  onClose: () => void;
}) {
  const save = useSaveChallenge(slug);
  const form = useForm<ChallengeFormValues>({ defaultValues: formValues(rubric, challenge) });
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors },
  } = form;
  const [evaluationError, setEvaluationError] = useState<string>();
  const show = (fieldErrors: Record<string, string>) => {
    for (const [path, message] of Object.entries(fieldErrors)) {
      if (path === 'evaluation' || path.startsWith('evaluation.')) setEvaluationError(message);
      else setError(path as 'title', { type: 'validate', message });
    }
  };
  const onSubmit = handleSubmit((values) => {
    clearErrors();
    setEvaluationError(undefined);
    const body = toBody(rubric, values);
    const problems = clientErrors(body);
    if (problems) return show(problems);
    save.mutate(
      { id: challenge?.id ?? null, body },
      {
        onSuccess: onClose,
        onError: (err) =>
          applyServerFieldErrors(setError, err, (path) => {
            if (path === 'evaluation') {
              setEvaluationError(
                (err as { fieldErrors?: Record<string, string> }).fieldErrors?.evaluation ?? 'Check the weights',
              );
              return undefined;
            }
            return formPath(path) as 'title';
          }),
      },
    );
  });
  const title = challenge ? `Edit ${challenge.title}` : 'Add a challenge';
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent className="max-h-[90vh] max-w-3xl overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            What visitors read on /problems and the challenge&apos;s page. Saving publishes it at once.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label={title}>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="Title" required error={errors.title?.message}>
              <Input {...register('title')} />
            </FormField>
            <FormField
              label="Address (slug)"
              description="Left empty, it is made from the title."
              error={errors.slug?.message}
            >
              <Input {...register('slug')} placeholder="e.g. flood-early-warning" />
            </FormField>
            <FormField label="Category" required error={errors.category?.message}>
              <NativeSelect
                {...register('category')}
                value={form.watch('category')}
                placeholder="Choose a category"
                options={categories.map((c) => ({ value: c.key, label: c.name }))}
              />
            </FormField>
            <FormField label="Difficulty" error={errors.difficulty?.message}>
              <NativeSelect
                {...register('difficulty')}
                value={form.watch('difficulty')}
                options={Array.from({ length: LIMITS.difficultyMax }, (_, i) => ({
                  value: String(i + 1),
                  label: `${i + 1} of ${LIMITS.difficultyMax}`,
                }))}
              />
            </FormField>
            <FormField
              label="Prize"
              description="Its figure: a number is written in the edition's currency; the edition's prize list holds it as this challenge's prize."
              error={errors.prize?.message}
            >
              <Input {...register('prize')} />
            </FormField>
            <FormField label="Accent colour" error={errors.color?.message}>
              <NativeSelect
                {...register('color')}
                value={form.watch('color')}
                options={PROBLEM_COLORS.map((c) => ({ value: c, label: COLOR_LABELS[c] }))}
              />
            </FormField>
          </div>
          <FormField label="Short description" required error={errors.description?.message}>
            <Textarea rows={2} {...register('description')} />
          </FormField>
          <FormField
            label="Long description"
            description="Paragraphs separated by a blank line."
            error={errors.longDescription?.message}
          >
            <Textarea rows={5} {...register('longDescription')} />
          </FormField>
          <ListEditor name="requirements" control={form.control} register={register} errors={errors} />
          <ListEditor name="resources" control={form.control} register={register} errors={errors} />
          <ListEditor name="timeline" control={form.control} register={register} errors={errors} />
          <ListEditor name="faqs" control={form.control} register={register} errors={errors} />
          <WeightsEditor rubric={rubric} form={form} error={evaluationError} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? <Spinner label="Saving" /> : null} {challenge ? 'Save Challenge' : 'Add Challenge'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
