// The GitHub Submission form (spec §2 'Submit', §5 messages word for word): the team comes from the
// session (the name field shows it, read-only); challenges come from the database.
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { CircleAlert, LoaderCircle } from 'lucide-react';
import { LIMITS, TIMINGS } from '@shared/constants';
import { categoryOf } from '@shared/categories';
import { useEvent } from '@/lib/use-event';
import { submissionSchema, type SubmissionFormInput, type SubmissionRequest } from '@shared/schemas/submissions';
import type { TeamSubmission } from '@shared/schemas/teams';
import { problemQueries } from '@/features/problems';
import { apiErrorMessage } from '@/lib/api';
import { applyServerFieldErrors } from '@/lib/server-field-errors';
import { toast } from '@/lib/use-toast';
import { paths } from '@shared/paths';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { useSaveSubmission } from './mutations';

export function SubmissionForm({
  teamName,
  teamProblemId,
  existing,
}: {
  teamName: string;
  /** The challenge the team chose: a new submission starts on it. */
  teamProblemId?: number | null;
  existing?: TeamSubmission;
}) {
  const [, navigate] = useLocation();
  const [serverError, setServerError] = useState<string | null>(null);
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);
  const challenges = useQuery(problemQueries.list());
  const categories = useEvent().data?.categories ?? [];
  const save = useSaveSubmission(existing?.id);

  const form = useForm<SubmissionFormInput, unknown, SubmissionRequest>({
    resolver: zodResolver(submissionSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: {
      teamName,
      problemId: existing
        ? existing.problemId
          ? String(existing.problemId)
          : ''
        : teamProblemId
          ? String(teamProblemId)
          : '',
      githubUrl: existing?.githubUrl ?? '',
      demoUrl: existing?.demoUrl ?? '',
      description: existing?.description ?? '',
      techStack: existing?.techStack.join(', ') ?? '',
    },
  });
  const {
    register,
    control,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting, isSubmitSuccessful },
  } = form;
  const description = watch('description') ?? '';

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      // Spec §7: on success the submissions are refreshed (useSaveSubmission waits for it).
      await save.mutateAsync(values);
      toast({
        title: 'Project Submitted Successfully!',
        description: 'Your project is in. You can update it until it is under review.',
      });
      redirect.current = setTimeout(() => navigate(paths.profile), TIMINGS.postSubmitRedirectMs);
    } catch (err) {
      toast({
        title: 'Submission Failed',
        description: 'There was an error submitting your project. Please try again.',
        variant: 'destructive',
      });
      const onFields = applyServerFieldErrors(setError, err, (path) =>
        path in values ? (path as keyof SubmissionFormInput) : undefined,
      );
      if (!onFields)
        setServerError(apiErrorMessage(err, 'There was an error submitting your project. Please try again.'));
      throw err;
    }
  });
  const busy = isSubmitting || isSubmitSuccessful;
  const options = challenges.data ?? [];

  return (
    <form
      onSubmit={(e) => void onSubmit(e).catch(() => undefined)}
      noValidate
      className="grid gap-5"
      aria-label="GitHub Submission"
    >
      {serverError ? (
        <Alert variant="destructive">
          <CircleAlert aria-hidden="true" />
          <AlertDescription>{serverError}</AlertDescription>
        </Alert>
      ) : null}
      <fieldset disabled={busy} className="grid gap-5">
        <FormField label="Team Name" error={errors.teamName?.message} description="Your team, from your account">
          <Input readOnly {...register('teamName')} />
        </FormField>
        <FormField label="Select Challenge" error={errors.problemId?.message}>
          {(controlProps) => (
            <Controller
              control={control}
              name="problemId"
              render={({ field }) => (
                <Select
                  value={String(field.value ?? '')}
                  onValueChange={field.onChange}
                  disabled={busy || challenges.isLoading}
                >
                  <SelectTrigger {...controlProps} onBlur={field.onBlur}>
                    <SelectValue placeholder={challenges.isLoading ? 'Loading challenges...' : 'Select a challenge'} />
                  </SelectTrigger>
                  <SelectContent>
                    {options.map((p) => (
                      <SelectItem key={p.id} value={String(p.id)}>
                        {p.title} ({categoryOf(categories, p.category).short})
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            />
          )}
        </FormField>
        {challenges.isError ? (
          <p className="text-sm text-destructive-text">The challenges could not load. Reload the page to try again.</p>
        ) : null}
        <FormField label="GitHub Repository URL" error={errors.githubUrl?.message}>
          <Input
            type="url"
            inputMode="url"
            placeholder="https://github.com/your-team/your-project"
            {...register('githubUrl')}
          />
        </FormField>
        <FormField label="Demo URL (Optional)" error={errors.demoUrl?.message}>
          <Input type="url" inputMode="url" placeholder="https://your-demo.example.com" {...register('demoUrl')} />
        </FormField>
        <FormField
          label="Project Description"
          error={errors.description?.message}
          description={`${description.trim().length}/${LIMITS.descriptionMax} characters (at least ${LIMITS.descriptionMin})`}
        >
          <Textarea rows={5} placeholder="What does your project do, for whom, and how?" {...register('description')} />
        </FormField>
        <FormField label="Technologies Used" error={errors.techStack?.message} description="Separate them with commas">
          <Input placeholder="React, Node.js, PostgreSQL" {...register('techStack')} />
        </FormField>
      </fieldset>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button type="submit" size="lg" disabled={busy} className="sm:flex-1">
          {isSubmitting ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
          {isSubmitting ? 'Submitting...' : existing ? 'Update Submission' : 'Submit Project'}
        </Button>
        <Button asChild variant="outline" size="lg">
          <Link href={paths.problems}>View Challenges</Link>
        </Button>
      </div>
    </form>
  );
}
