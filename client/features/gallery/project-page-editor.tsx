// The team's "Project page" on the dashboard (issue 33): its story in Markdown with a preview rendered by
// the server exactly as a save renders it, a YouTube or Vimeo link, whether the judges' notes show, and
// opting out of the gallery. Saved and read back as stored; when edits are closed (archived edition, or
// the organizers' close for edits) the form is read-only and says why.
import { useEffect, useId, useMemo, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'wouter';
import { Eye, Loader2, Save } from 'lucide-react';
import {
  projectPageFormSchema,
  projectPageSettingsSchema,
  storyPreviewResponseSchema,
  type ProjectPageForm,
  type ProjectPageSettings,
} from '@shared/schemas/gallery';
import { projectPath } from '@shared/paths';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { apiErrorMessage, apiSend, isApiError } from '@/lib/api';
import { toast } from '@/lib/use-toast';
import { Prose } from '@/features/content';
import { keepDraft, readDraft, sameForm } from './project-page-draft';
import { galleryQueries } from './queries';

/** The form's fields in screen order, and each one's element id suffix. */
const FIELD_ORDER = ['story', 'videoUrl'] as const;
const FIELD_ID: Record<(typeof FIELD_ORDER)[number], string> = { story: 'story', videoUrl: 'video' };

const formOf = (s: ProjectPageSettings): ProjectPageForm => ({
  story: s.story,
  videoUrl: s.videoUrl,
  showFeedback: s.showFeedback,
  galleryOptOut: s.galleryOptOut,
});

export function ProjectPageEditor({ submissionId }: { submissionId: number }) {
  const id = useId();
  const qc = useQueryClient();
  const settings = useQuery(galleryQueries.settings(submissionId));
  const [form, setForm] = useState<ProjectPageForm | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [preview, setPreview] = useState<{ source: string; html: string } | null>(null);
  const [previewError, setPreviewError] = useState<string | null>(null);

  const [restored, setRestored] = useState(false);
  const stored = useMemo(() => (settings.data ? formOf(settings.data) : null), [settings.data]);

  // The stored values fill the form once (and again after a save), never over what is being typed; what
  // the team typed and did not save (another tab of the dashboard, a reload) comes back while edits are open.
  useEffect(() => {
    if (!settings.data || !stored || form) return;
    const draft = settings.data.closedMessage ? null : readDraft(submissionId);
    if (draft && !sameForm(draft, stored)) {
      setForm(draft);
      setRestored(true);
    } else setForm(stored);
  }, [settings.data, stored, form, submissionId]);
  useEffect(() => {
    if (form && stored) keepDraft(submissionId, form, stored);
  }, [form, stored, submissionId]);

  // The field an error names takes focus (the screen reader reads its message through aria-describedby),
  // once the form is enabled again after the save that failed.
  const [focusField, setFocusField] = useState<string | null>(null);
  const focusFirstError = (found: Record<string, string>) => setFocusField(FIELD_ORDER.find((k) => found[k]) ?? null);

  const save = useMutation({
    mutationFn: (body: ProjectPageForm) =>
      apiSend(projectPageSettingsSchema, 'PUT', `/api/submissions/${submissionId}/project-page`, body),
    onSuccess: (saved) => {
      qc.setQueryData(galleryQueries.settings(submissionId).queryKey, saved);
      void qc.invalidateQueries({ queryKey: galleryQueries.all });
      setForm(formOf(saved));
      setErrors({});
      setRestored(false);
      toast({ title: 'Project page saved', description: 'Your project page shows it now.' });
    },
    onError: (err) => {
      const found = isApiError(err) ? (err.fieldErrors ?? {}) : {};
      setErrors(found);
      focusFirstError(found);
      toast({
        title: 'Not saved',
        description: apiErrorMessage(err, 'The project page could not be saved.'),
        variant: 'destructive',
      });
    },
  });
  const previewing = useMutation({
    mutationFn: (story: string) =>
      apiSend(storyPreviewResponseSchema, 'POST', `/api/submissions/${submissionId}/project-page/preview`, { story }),
    onSuccess: (res, story) => {
      setPreview({ source: story, html: res.html });
      setPreviewError(null);
    },
    onError: (err) => setPreviewError(apiErrorMessage(err, 'The preview could not be rendered.')),
  });

  useEffect(() => {
    if (!focusField || save.isPending) return;
    document.getElementById(`${id}-${FIELD_ID[focusField as keyof typeof FIELD_ID]}`)?.focus();
    setFocusField(null);
  }, [focusField, save.isPending, id]);

  if (settings.isError)
    return (
      <QueryErrorAlert
        title="The project page could not be loaded."
        onRetry={settings.refetch}
        retrying={settings.isFetching}
      />
    );
  if (!settings.data || !form) return <Skeleton className="h-64 w-full" />;

  const closed = settings.data.closedMessage;
  const set = <K extends keyof ProjectPageForm>(key: K, value: ProjectPageForm[K]) =>
    setForm({ ...form, [key]: value });
  function submit(e: React.FormEvent) {
    e.preventDefault();
    const parsed = projectPageFormSchema.safeParse(form);
    if (!parsed.success) {
      const found = Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message]));
      setErrors(found);
      focusFirstError(found);
      return;
    }
    save.mutate(parsed.data);
  }
  const errorOf = (key: string) =>
    errors[key] ? (
      <p id={`${id}-${key}-error`} className="text-sm text-destructive">
        {errors[key]}
      </p>
    ) : null;

  return (
    <Card>
      <CardHeader>
        <CardTitle>Project page</CardTitle>
        <CardDescription>
          What visitors of the projects gallery read about your project.{' '}
          <Link href={projectPath(submissionId)} className="font-medium text-brand-cyan hover:underline">
            View your project page
          </Link>
        </CardDescription>
      </CardHeader>
      <CardContent>
        {closed ? <p className="mb-4 text-sm text-muted-foreground">{closed}</p> : null}
        {restored && stored && !sameForm(form, stored) ? (
          <div
            role="status"
            className="mb-4 flex flex-wrap items-center gap-3 rounded-lg border border-border p-3 text-sm"
          >
            <span>Your unsaved changes are back: save them, or go back to the saved page.</span>
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={() => {
                setForm(stored);
                setRestored(false);
                setErrors({});
              }}
            >
              Discard changes
            </Button>
          </div>
        ) : null}
        <form onSubmit={submit} className="grid gap-5" aria-label="Project page">
          <fieldset disabled={!!closed || save.isPending} className="grid gap-5">
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-story`} className="leading-snug">
                Story{' '}
                <span className="font-normal text-muted-foreground">
                  (Markdown: what it does, how you built it, what&apos;s next)
                </span>
              </Label>
              <Textarea
                id={`${id}-story`}
                rows={8}
                value={form.story}
                onChange={(e) => set('story', e.target.value)}
                aria-invalid={errors.story ? true : undefined}
                aria-describedby={errors.story ? `${id}-story-error` : undefined}
                className="font-mono text-sm"
              />
              {errorOf('story')}
              <div className="flex flex-wrap items-center gap-3">
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  onClick={() => previewing.mutate(form.story)}
                  disabled={previewing.isPending}
                >
                  {previewing.isPending ? (
                    <Loader2 className="animate-spin" aria-hidden="true" />
                  ) : (
                    <Eye aria-hidden="true" />
                  )}
                  Preview story
                </Button>
                {preview && preview.source !== form.story ? (
                  <span className="text-xs text-muted-foreground">Changed since this preview</span>
                ) : null}
              </div>
              {previewError ? <p className="text-sm text-destructive">{previewError}</p> : null}
              {preview ? (
                <div
                  role="region"
                  aria-label="Preview of the story"
                  className="rounded-lg border border-dashed border-border p-3 text-sm"
                >
                  {preview.html ? <Prose html={preview.html} /> : <p className="text-muted-foreground">Empty.</p>}
                </div>
              ) : null}
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-video`} className="leading-snug">
                Demo video (YouTube or Vimeo link, optional)
              </Label>
              <Input
                id={`${id}-video`}
                type="url"
                inputMode="url"
                value={form.videoUrl}
                onChange={(e) => set('videoUrl', e.target.value)}
                placeholder="https://www.youtube.com/watch?v=…"
                aria-invalid={errors.videoUrl ? true : undefined}
                aria-describedby={errors.videoUrl ? `${id}-videoUrl-error` : undefined}
              />
              {errorOf('videoUrl')}
            </div>
            <div className="flex items-start gap-3">
              <Checkbox
                id={`${id}-feedback`}
                checked={form.showFeedback}
                onCheckedChange={(v) => set('showFeedback', v === true)}
              />
              <Label htmlFor={`${id}-feedback`} className="leading-snug font-normal">
                Show the judges&apos; feedback on our project page (once the organizers release it)
              </Label>
            </div>
            <div className="flex items-start gap-3">
              <Checkbox
                id={`${id}-optout`}
                checked={form.galleryOptOut}
                onCheckedChange={(v) => set('galleryOptOut', v === true)}
              />
              <Label htmlFor={`${id}-optout`} className="leading-snug font-normal">
                Keep our project out of the public gallery
              </Label>
            </div>
            <div>
              <Button type="submit">
                {save.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Save aria-hidden="true" />}
                Save project page
              </Button>
            </div>
          </fieldset>
        </form>
      </CardContent>
    </Card>
  );
}
