// The request's description: plain text, or Markdown. Markdown is previewed by the server's renderer (the
// one that renders the stored request, raw HTML off), so what the team sees is what mentors will read; the
// browser carries no renderer (DESIGN D14).
import { useId, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Eye } from 'lucide-react';
import { DESCRIPTION_FORMATS, helpPreviewResponseSchema } from '@shared/schemas/mentoring';
import { Prose } from '@/features/content';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { SegmentedControl } from '@/components/ui/radio-group';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { apiErrorMessage, apiSend } from '@/lib/api';

export type DescriptionFormat = (typeof DESCRIPTION_FORMATS)[number];

export function DescriptionField({
  value,
  onChange,
  format,
  onFormat,
  error,
}: {
  value: string;
  onChange: (v: string) => void;
  format: DescriptionFormat;
  onFormat: (f: DescriptionFormat) => void;
  error?: string;
}) {
  const id = useId();
  const [preview, setPreview] = useState<{ source: string; html: string } | null>(null);
  const previewing = useMutation({
    mutationFn: (description: string) =>
      apiSend(helpPreviewResponseSchema, 'POST', '/api/help-requests/preview', { description }),
    onSuccess: (res, source) => setPreview({ source, html: res.html }),
  });
  const describedBy = [`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <Label htmlFor={`${id}-text`}>
          Description
          <span aria-hidden="true" className="ml-0.5 text-destructive-text">
            *
          </span>
        </Label>
        <SegmentedControl
          aria-label="Description format"
          className="w-full sm:w-64"
          value={format}
          onValueChange={onFormat}
          options={[
            { value: 'plain', label: 'Plain text' },
            { value: 'markdown', label: 'Markdown' },
          ]}
        />
      </div>
      <Textarea
        id={`${id}-text`}
        rows={5}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-required
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={format === 'markdown' ? 'font-mono text-sm' : undefined}
      />
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {format === 'markdown'
          ? 'Markdown: **bold**, `code`, lists and links. Preview it before sending.'
          : 'What you are building, what goes wrong, error messages.'}
      </p>
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive-text">
          {error}
        </p>
      ) : null}
      {format === 'markdown' ? (
        <div className="grid gap-2">
          <div className="flex flex-wrap items-center gap-3">
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={() => previewing.mutate(value)}
              disabled={previewing.isPending || !value.trim()}
            >
              {previewing.isPending ? <Spinner label="Rendering" /> : <Eye aria-hidden="true" />} Preview
            </Button>
            {preview && preview.source !== value ? (
              <span className="text-xs text-muted-foreground">Changed since this preview</span>
            ) : null}
          </div>
          {previewing.isError ? (
            <p className="text-sm text-destructive-text" role="alert">
              {apiErrorMessage(previewing.error, 'The preview could not be rendered.')}
            </p>
          ) : null}
          {preview ? (
            <div
              role="region"
              aria-label="Preview of the description"
              className="min-w-0 rounded-lg border border-dashed border-border bg-background/50 p-3 text-sm break-words"
            >
              {preview.html ? <Prose html={preview.html} /> : <p className="text-muted-foreground">Empty.</p>}
            </div>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
