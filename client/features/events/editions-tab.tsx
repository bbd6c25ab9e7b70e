// The admin's Editions tab: every edition (drafts too) with its state and team count; create, import,
// preview a draft, make one current, export one.
import { useState } from 'react';
import { Download, ExternalLink } from 'lucide-react';
import type { AdminEdition } from '@shared/schemas/events';
import { editionPath, paths } from '@shared/paths';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { apiErrorMessage } from '@/lib/api';
import { previewPath } from '@/lib/preview';
import { toast } from '@/lib/use-toast';
import { useAdminEdition } from './admin-edition';
import { formatEditionDates } from './format';
import { ImportEditionDialog } from './import-edition-dialog';
import { MakeCurrentDialog } from './make-current-dialog';
import { downloadEditionDocument } from './mutations';
import { NewEditionDialog } from './new-edition-dialog';
import { EditionStateBadge } from './state-badge';

function ExportButton({ edition }: { edition: AdminEdition }) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await downloadEditionDocument(edition.slug);
      toast({ title: 'Edition exported', description: `${edition.slug}.json was downloaded.` });
    } catch (err) {
      toast({ title: 'Error', description: apiErrorMessage(err, 'Failed to export'), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size="sm"
      variant="outline"
      disabled={busy}
      onClick={() => void run()}
      aria-label={`Export ${edition.name}`}
    >
      <Download aria-hidden="true" /> Export
    </Button>
  );
}

function EditionRow({ edition, current }: { edition: AdminEdition; current?: AdminEdition }) {
  return (
    <li>
      <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="font-semibold break-words">{edition.name}</h3>
            <EditionStateBadge state={edition.state} />
          </div>
          <p className="mt-1 text-sm break-words text-muted-foreground">
            /events/{edition.slug} · {formatEditionDates(edition.startsAt, edition.endsAt, edition.timeZone)} ·{' '}
            {edition.timeZone} · {edition.teams} {edition.teams === 1 ? 'team' : 'teams'}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild size="sm" variant="ghost">
            {/* A draft opens the real public pages as visitors will see them once it is current. */}
            <a
              href={edition.state === 'draft' ? previewPath(paths.home, edition.slug) : editionPath(edition.slug)}
              target="_blank"
              rel="noreferrer"
            >
              {edition.state === 'draft' ? 'Preview' : 'View'} <ExternalLink aria-hidden="true" />
              <span className="sr-only">{edition.name} (opens in a new tab)</span>
            </a>
          </Button>
          {edition.state === 'current' ? null : <MakeCurrentDialog edition={edition} current={current} />}
          <ExportButton edition={edition} />
        </div>
      </Card>
    </li>
  );
}

export function EditionsTab() {
  const { list } = useAdminEdition();
  const editions = list.data ?? [];
  const current = editions.find((e) => e.state === 'current');
  return (
    <section aria-labelledby="editions-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="editions-title" className="text-xl font-bold">
          Editions
        </h2>
        <div className="flex flex-wrap gap-2">
          <ImportEditionDialog />
          <NewEditionDialog editions={editions} />
        </div>
      </div>
      {list.isPending ? <Skeleton className="h-40 w-full" /> : null}
      {list.isError ? (
        <QueryErrorAlert title="The editions could not be loaded." onRetry={list.refetch} retrying={list.isFetching} />
      ) : null}
      <ul className="grid gap-3">
        {editions.map((e) => (
          <EditionRow key={e.slug} edition={e} current={current} />
        ))}
      </ul>
    </section>
  );
}
