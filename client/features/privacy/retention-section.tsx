// An edition's retention (issue 35, GDPR art. 5(1)(e)), in the admin's Event area: how many months after
// the results its participants' personal data is kept, and the preview of what the job will erase and
// when (GET/PUT /api/admin/events/{slug}/retention). A separate setting from the edition's versioned
// facts, so it saves on its own and a 409 of another section never holds it back.
import { useEffect, useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import {
  RETENTION_DEFAULT_MONTHS,
  RETENTION_MAX_MONTHS,
  retentionSettingSchema,
  type RetentionPreview,
  type RetentionSetting,
} from '@shared/schemas/privacy';
import { QueryView } from '@/components/query-view';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { applyServerFieldErrors } from '@/lib/server-field-errors';
import { formatDateTime, formatCount } from '@/lib/format';
import { useSaveRetention } from './mutations';
import { privacyQueries } from './queries';

export function RetentionSection({ slug, readOnly = false }: { slug: string; readOnly?: boolean }) {
  const headingId = useId();
  const preview = useQuery(privacyQueries.retention(slug));
  return (
    <Card className="p-4 sm:p-6">
      <section aria-labelledby={headingId} className="space-y-5">
        <div>
          <h2 id={headingId} className="text-xl font-bold">
            Data retention
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            After the results, this edition&apos;s participants&apos; personal data is kept for a while, then erased by
            a job; the results, projects and names on the winners&apos; list stay. Default: {RETENTION_DEFAULT_MONTHS}{' '}
            months.
          </p>
        </div>
        <QueryView
          query={preview}
          loading={<Skeleton className="h-40 w-full" aria-label="Loading the retention" />}
          error={{ title: 'The retention could not be loaded', description: 'Check your connection and try again.' }}
        >
          {(p) => <RetentionForm slug={slug} preview={p} readOnly={readOnly || p.erasedAt !== null} />}
        </QueryView>
      </section>
    </Card>
  );
}

function RetentionForm({ slug, preview, readOnly }: { slug: string; preview: RetentionPreview; readOnly: boolean }) {
  const save = useSaveRetention(slug);
  const form = useForm<RetentionSetting>({
    resolver: zodResolver(retentionSettingSchema),
    defaultValues: { months: preview.months },
  });
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = form;
  // A saved (or refetched) preview becomes the form's starting point, unless something is being typed.
  useEffect(() => {
    if (!isDirty) reset({ months: preview.months });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a newer preview resets the form
  }, [preview.months]);
  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values);
      reset({ months: saved.months });
    } catch (err) {
      // The toast says why; a message about the months also stands under the field. The value stays.
      applyServerFieldErrors(setError, err, ['months']);
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Data retention" className="space-y-5">
      <fieldset disabled={readOnly} className="grid gap-4 sm:max-w-xs">
        <FormField
          label="Keep personal data for (months after the results)"
          error={errors.months?.message}
          description={`1 to ${RETENTION_MAX_MONTHS} months.`}
        >
          <Input
            type="number"
            inputMode="numeric"
            min={1}
            max={RETENTION_MAX_MONTHS}
            {...register('months', { valueAsNumber: true })}
          />
        </FormField>
      </fieldset>
      <RetentionPreviewView preview={preview} />
      {readOnly ? null : (
        <div className="flex justify-end">
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
            Save retention
          </Button>
        </div>
      )}
    </form>
  );
}

function RetentionPreviewView({ preview }: { preview: RetentionPreview }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="grid gap-3 rounded-lg border border-border p-3 text-sm sm:p-4">
      <h3 id={titleId} className="font-semibold">
        {preview.erasedAt
          ? `Erased on ${formatDateTime(preview.erasedAt)}`
          : `To be erased on ${formatDateTime(preview.erasesAt)}`}
      </h3>
      <p className="text-muted-foreground">
        {preview.months} months after the results ({formatDateTime(preview.resultsAt)}).
        {preview.erasedAt ? ' The job has run: only what stays below is left.' : ''}
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <h4 className="font-medium">{preview.erasedAt ? 'What went' : 'What will go'}</h4>
          {preview.erases.length === 0 ? (
            <p className="mt-1 text-muted-foreground">No personal data is held for this edition.</p>
          ) : (
            <ul className="mt-1 grid gap-1" aria-label="What will be erased">
              {preview.erases.map((e) => (
                <li key={e.what} className="flex justify-between gap-3 border-b border-border/50 pb-1">
                  <span className="min-w-0 break-words">{e.what}</span>
                  <span className="font-semibold tabular-nums">{formatCount(e.count)}</span>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div>
          <h4 className="font-medium">What stays</h4>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-muted-foreground">
            {preview.keeps.map((k) => (
              <li key={k}>{k}</li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
