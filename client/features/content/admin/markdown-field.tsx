// A Markdown field of a page: the source in a text area, and a preview the server renders exactly as a
// save would, with the edition's facts filled in as its pages are served (POST /api/admin/markdown/preview
// ?event=): the admin sees what visitors will, placeholders included, with no renderer here.
import { useContext, useId, useState } from 'react';
import { Eye, Loader2 } from 'lucide-react';
import { markdownPreviewResponseSchema } from '@shared/schemas/pages/index';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { apiErrorMessage, apiSend } from '@/lib/api';
import { Prose } from '../pages/prose';
import { PageEdition } from './page-edition';

export function MarkdownField({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange: (markdown: string) => void;
  error?: string;
}) {
  const id = useId();
  const slug = useContext(PageEdition);
  const [preview, setPreview] = useState<{ source: string; html: string } | null>(null);
  const [state, setState] = useState<{ loading: boolean; error: string | null }>({ loading: false, error: null });

  async function showPreview() {
    setState({ loading: true, error: null });
    try {
      const query = slug ? `?event=${encodeURIComponent(slug)}` : '';
      const res = await apiSend(markdownPreviewResponseSchema, 'POST', `/api/admin/markdown/preview${query}`, {
        markdown: value,
      });
      setPreview({ source: value, html: res.html });
      setState({ loading: false, error: null });
    } catch (err) {
      setState({ loading: false, error: apiErrorMessage(err, 'The preview could not be rendered.') });
    }
  }

  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>
        {label} <span className="font-normal text-muted-foreground">(Markdown)</span>
      </Label>
      <Textarea
        id={id}
        rows={4}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="font-mono text-sm"
      />
      {error ? (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <div className="flex items-center gap-3">
        <Button type="button" variant="outline" size="sm" onClick={() => void showPreview()} disabled={state.loading}>
          {state.loading ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Eye aria-hidden="true" />}
          Preview {label.toLowerCase()}
        </Button>
        {preview && preview.source !== value ? (
          <span className="text-xs text-muted-foreground">Changed since this preview</span>
        ) : null}
      </div>
      {state.error ? <p className="text-sm text-destructive">{state.error}</p> : null}
      {preview ? (
        <div
          role="region"
          aria-label={`Preview of ${label.toLowerCase()}`}
          className="rounded-lg border border-dashed border-border bg-background/50 p-3 text-sm"
        >
          {preview.html ? <Prose html={preview.html} /> : <p className="text-muted-foreground">Empty.</p>}
          <p className="mt-2 text-xs text-muted-foreground">
            As visitors will read it: placeholders such as {'{{teamSize}}'} show this edition&apos;s facts.
          </p>
        </div>
      ) : null}
    </div>
  );
}
