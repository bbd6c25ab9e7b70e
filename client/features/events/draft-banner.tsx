// The admin dashboard on a draft edition: visitors do not see it yet. Says so, opens its public pages as
// visitors will see them (lib/preview.ts), and publishes it (Make current, with its confirmation). The
// first edition goes the same way as every later one (issue 31): draft, preview, publish.
import { ExternalLink, FilePen } from 'lucide-react';
import { paths } from '@shared/paths';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { previewPath } from '@/lib/preview';
import { useAdminEdition } from './admin-edition';
import { MakeCurrentDialog } from './make-current-dialog';

export function DraftBanner() {
  const { edition, list } = useAdminEdition();
  if (edition?.state !== 'draft') return null;
  const current = list.data?.find((e) => e.state === 'current');
  return (
    <Alert role="status">
      <FilePen aria-hidden="true" />
      <AlertTitle>{edition.name} is a draft: visitors do not see it yet</AlertTitle>
      <AlertDescription className="grid gap-3">
        <span>
          Fill it in (the Event, Challenges and Pages tabs), look at its public pages as visitors will see them, then
          make it current to publish it{current ? ` in place of ${current.name}` : ''}.
        </span>
        <span className="flex flex-wrap gap-2">
          <Button asChild size="sm" variant="outline">
            <a href={previewPath(paths.home, edition.slug)} target="_blank" rel="noopener noreferrer">
              <ExternalLink aria-hidden="true" /> Preview the public pages
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </Button>
          <MakeCurrentDialog edition={edition} current={current} />
        </span>
      </AlertDescription>
    </Alert>
  );
}
