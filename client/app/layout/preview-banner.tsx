// Shown above every page while an organizer previews a draft edition (lib/preview.ts): says whose pages
// these are and that visitors do not see them yet, and leads back to the live site.
import { Eye } from 'lucide-react';
import { useEvent } from '@/lib/use-event';
import { leavePreview, previewSlug } from '@/lib/preview';

export function PreviewBanner() {
  const slug = previewSlug();
  const { data } = useEvent();
  if (!slug) return null;
  return (
    <div role="status" className="border-b border-amber-500/40 bg-amber-500/10">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-1 px-4 py-2 text-sm sm:px-6 lg:px-8">
        <Eye className="size-4 shrink-0 text-warning-text" aria-hidden="true" />
        <p className="min-w-0 flex-1">
          <strong>Preview of {data?.name ?? slug}</strong>
          {data?.state === 'draft' ? ': a draft, seen by organizers only until it is made current.' : null}
        </p>
        <button type="button" className="font-semibold underline underline-offset-2" onClick={leavePreview}>
          Leave preview
        </button>
      </div>
    </div>
  );
}
