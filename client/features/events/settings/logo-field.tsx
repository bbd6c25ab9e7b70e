// The logo: a file chooser that uploads at once (PNG, SVG or WebP, at most 256 KB; the server checks the
// bytes), a preview of the current logo, and the server's message when it refuses the file. An archived
// edition's logo may change too: it is part of its look, not its outcome.
import { useId } from 'react';
import { LoaderCircle } from 'lucide-react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useImageUpload } from '@/lib/use-image-upload';
import { toast } from '@/lib/use-toast';
import type { EditionHolder } from './edition-holder';
import { fetchEdition, uploadLogo } from './settings-api';

export function LogoField({ holder }: { holder: EditionHolder }) {
  const id = useId();
  const logo = holder.facts.logoUrl;
  const { busy, error, onFile } = useImageUpload(async (file) => {
    await uploadLogo(holder.slug, file);
    holder.setFacts(await fetchEdition(holder.slug));
    toast({ title: 'Logo uploaded', description: 'The header shows it on the next page load.' });
  }, 'Failed to upload the logo');

  return (
    <div className="grid gap-2 md:grid-cols-[auto_1fr] md:items-center md:gap-4">
      <div className="flex size-20 items-center justify-center rounded-lg border border-border bg-background">
        {logo ? (
          <img src={logo} alt="Current logo" className="max-h-16 max-w-16 object-contain" />
        ) : (
          <span className="text-xs text-muted-foreground">No logo</span>
        )}
      </div>
      <div className="grid gap-2">
        <Label htmlFor={id}>Logo</Label>
        <div className="flex items-center gap-2">
          <Input
            id={id}
            type="file"
            accept="image/png,image/svg+xml,image/webp"
            disabled={busy}
            aria-describedby={`${id}-help${error ? ` ${id}-error` : ''}`}
            aria-invalid={error ? true : undefined}
            onChange={(e) => {
              void onFile(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
          {busy ? <LoaderCircle aria-label="Uploading" className="size-5 animate-spin" /> : null}
        </div>
        <p id={`${id}-help`} className="text-xs text-muted-foreground">
          PNG, SVG or WebP, at most 256 KB. Uploaded at once; SVG is cleaned of scripts and links.
        </p>
        {error ? (
          <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive-text">
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}
