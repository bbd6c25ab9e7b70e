// An image field of a page (a sponsor's logo): its address, typed (an http(s) address) or filled by an
// upload to the edition's images (PNG, SVG or WebP, at most 256 KB; the server checks the bytes), with a
// preview. The page's Save stores the address, versioned and audit-logged like any other change.
import { useContext, useId } from 'react';
import { LoaderCircle } from 'lucide-react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { uploadImage } from '@/lib/upload-image';
import { useImageUpload } from '@/lib/use-image-upload';
import { PageEdition } from './page-edition';

export function ImageUrlField({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange: (url: string) => void;
  error?: string;
}) {
  const id = useId();
  const slug = useContext(PageEdition);
  const {
    busy,
    error: uploadError,
    onFile,
  } = useImageUpload(async (file) => {
    if (slug) onChange(await uploadImage(`/api/admin/events/${encodeURIComponent(slug)}/images`, file));
  }, 'Failed to upload the image');
  const shown = error ?? uploadError;
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex min-w-0 items-center gap-3">
        <div className="flex size-12 shrink-0 items-center justify-center rounded-md border border-border bg-background">
          {value ? (
            <img src={value} alt="" className="max-h-10 max-w-10 object-contain" />
          ) : (
            <span className="text-[0.65rem] text-muted-foreground">None</span>
          )}
        </div>
        <Input
          id={id}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={shown ? true : undefined}
          aria-describedby={`${id}-help${shown ? ` ${id}-error` : ''}`}
          className="min-w-0"
        />
      </div>
      {slug ? (
        <div className="flex items-center gap-2">
          <Label htmlFor={`${id}-file`} className="sr-only">
            Upload {label.toLowerCase()}
          </Label>
          <Input
            id={`${id}-file`}
            type="file"
            accept="image/png,image/svg+xml,image/webp"
            disabled={busy}
            className="min-w-0"
            onChange={(e) => {
              void onFile(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
          {busy ? <LoaderCircle aria-label="Uploading" className="size-5 animate-spin" /> : null}
        </div>
      ) : null}
      <p id={`${id}-help`} className="text-xs text-muted-foreground">
        An http(s) address, or upload a PNG, SVG or WebP of at most 256 KB. Saved with the page.
      </p>
      {shown ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive-text">
          {shown}
        </p>
      ) : null}
    </div>
  );
}
