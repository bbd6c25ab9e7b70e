// Admin › Pages (issue 23): pick a page of the edition, edit it with a form shaped like its document,
// preview Markdown as the server renders it, save with the version read. A 409 keeps the unsaved text,
// says who saved and when, and offers Compare (yours beside theirs) and Use theirs.
import { useEffect, useId, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ExternalLink, Loader2, Save } from 'lucide-react';
import {
  adminPageResponseSchema,
  PAGE_LABELS,
  PAGE_NAMES,
  pageResponseSchema,
  PLACEHOLDERS,
  type AdminPageResponse,
  type PageName,
} from '@shared/schemas/pages/index';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError, apiErrorMessage, apiGet, apiSend } from '@/lib/api';
import { formatDateTime } from '@/lib/format';
import { toast } from '@/lib/use-toast';
import { useAdminEdition } from '@/features/events';
import { pageQueries } from '../pages/use-page';
import { CompareDialog } from './compare-dialog';
import { DocumentEditor } from './document-editor';
import { PageEdition } from './page-edition';
import { PAGE_PATHS } from './templates';

type Doc = Record<string, unknown>;

interface Conflict {
  version: number;
  updatedAt: string;
  updatedBy: string;
  theirs: Doc | null;
}

const adminPageQuery = (slug: string, page: PageName) => ({
  queryKey: ['admin', 'pages', slug, page] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiGet(adminPageResponseSchema, `/api/admin/events/${slug}/content/${page}`, signal),
  // The editor keeps its own copy: a background refetch must never replace what the organizer typed.
  staleTime: Infinity,
  refetchOnWindowFocus: false,
});

export default function PagesTab() {
  const { edition } = useAdminEdition();
  const [page, setPage] = useState<PageName>('faq');
  const pickerId = useId();
  if (!edition) return <Skeleton className="h-96 rounded-2xl" />;
  const previewHref = `${PAGE_PATHS[page]}${edition.state === 'draft' ? `?preview=${edition.slug}` : ''}`;
  return (
    <section aria-labelledby="pages-title" className="grid min-w-0 gap-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="pages-title" className="text-xl font-bold">
            Pages of {edition.name}
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            What visitors read on each public page. Saved pages are live on the next visit.
          </p>
        </div>
        <div className="flex flex-wrap items-end gap-3">
          <div className="grid w-56 gap-1.5">
            <Label htmlFor={pickerId}>Page</Label>
            <NativeSelect
              id={pickerId}
              value={page}
              onChange={(e) => setPage(e.target.value as PageName)}
              options={PAGE_NAMES.map((p) => ({ value: p, label: PAGE_LABELS[p] }))}
            />
          </div>
          {edition.state !== 'archived' ? (
            <Button asChild variant="outline">
              <a href={previewHref} target="_blank" rel="noopener noreferrer">
                <ExternalLink aria-hidden="true" /> View as visitors
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </Button>
          ) : null}
        </div>
      </div>
      <PlaceholderHelp />
      <PageEditor
        key={`${edition.slug}:${page}`}
        slug={edition.slug}
        page={page}
        readOnly={edition.state === 'archived'}
      />
    </section>
  );
}

function PlaceholderHelp() {
  return (
    <details className="rounded-xl border border-border bg-card/60 p-4 text-sm">
      <summary className="cursor-pointer font-semibold">Edition facts you can write into any text</summary>
      <p className="mt-2 text-muted-foreground">
        Write a fact as a placeholder and it always matches the edition’s settings. Prize figures can only be written
        this way: <code>{'{{totalPrize}}'}</code>, <code>{'{{grandPrize}}'}</code> or <code>{'{{prize:id}}'}</code> for
        a prize of the edition’s list.
      </p>
      <dl className="mt-3 grid gap-x-6 gap-y-1 sm:grid-cols-2">
        {Object.entries(PLACEHOLDERS).map(([name, text]) => (
          <div key={name} className="flex gap-2">
            <dt>
              <code>{`{{${name}}}`}</code>
            </dt>
            <dd className="text-muted-foreground">{text}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}

function PageEditor({ slug, page, readOnly }: { slug: string; page: PageName; readOnly: boolean }) {
  const queryClient = useQueryClient();
  const query = useQuery(adminPageQuery(slug, page));
  const [draft, setDraft] = useState<Doc | null>(null);
  const [version, setVersion] = useState(0);
  const [saved, setSaved] = useState<AdminPageResponse | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [comparing, setComparing] = useState(false);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (query.data && draft === null) {
      setDraft(structuredClone(query.data.document));
      setVersion(query.data.version);
      setSaved(query.data);
    }
  }, [query.data, draft]);

  if (query.isError)
    return (
      <QueryErrorAlert
        title="This page could not be loaded."
        description={apiErrorMessage(query.error, 'Check your connection and try again.')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  if (!draft) return <Skeleton className="h-96 rounded-2xl" />;

  const dirty = saved ? JSON.stringify(saved.document) !== JSON.stringify(draft) || saved.version !== version : true;

  async function save() {
    setSaving(true);
    setErrors({});
    try {
      const res = await apiSend(pageResponseSchema, 'PUT', `/api/admin/events/${slug}/content/${page}`, {
        document: draft,
        version,
      });
      setVersion(res.version);
      setDraft(structuredClone(res.document));
      setSaved({ document: res.document, version: res.version, updatedAt: new Date().toISOString(), updatedBy: null });
      setConflict(null);
      queryClient.setQueryData(adminPageQuery(slug, page).queryKey, (old: AdminPageResponse | undefined) =>
        old ? { ...old, document: res.document, version: res.version } : old,
      );
      void queryClient.invalidateQueries({ queryKey: pageQueries.all });
      toast({ title: 'Page saved', description: `${PAGE_LABELS[page]} is live as version ${res.version}.` });
    } catch (err) {
      if (err instanceof ApiError && err.status === 409) {
        const details = (err.body as { details?: { version: number; updatedAt: string; updatedBy: string | null } })
          ?.details;
        // Theirs, for Compare and Use theirs; what the organizer typed stays in the form.
        const theirs = await apiGet(adminPageResponseSchema, `/api/admin/events/${slug}/content/${page}`).catch(
          () => null,
        );
        setConflict({
          version: theirs?.version ?? details?.version ?? version,
          updatedAt: theirs?.updatedAt ?? details?.updatedAt ?? new Date().toISOString(),
          updatedBy: theirs?.updatedBy?.name ?? details?.updatedBy ?? 'Another organizer',
          theirs: theirs?.document ?? null,
        });
      } else if (err instanceof ApiError && err.status === 400 && err.fieldErrors) {
        setErrors(err.fieldErrors);
        toast({
          title: 'Not saved',
          description: apiErrorMessage(err, 'Please correct the fields.'),
          variant: 'destructive',
        });
      } else {
        toast({
          title: 'Not saved',
          description: apiErrorMessage(err, 'The page could not be saved.'),
          variant: 'destructive',
        });
      }
    } finally {
      setSaving(false);
    }
  }

  function takeTheirs() {
    if (!conflict?.theirs) return;
    setDraft(structuredClone(conflict.theirs));
    setVersion(conflict.version);
    setSaved({ document: conflict.theirs, version: conflict.version, updatedAt: conflict.updatedAt, updatedBy: null });
    setConflict(null);
    setComparing(false);
  }

  function keepMine() {
    if (!conflict) return;
    // Save over theirs on the next Save: the organizer has seen what they replace.
    setVersion(conflict.version);
    setConflict(null);
    setComparing(false);
  }

  return (
    <form
      aria-label={`Edit ${PAGE_LABELS[page]}`}
      className="grid min-w-0 gap-6"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      {conflict ? (
        <Alert variant="destructive" role="alert">
          <AlertTitle>Not saved: {conflict.updatedBy} saved this page since you opened it</AlertTitle>
          <AlertDescription className="grid gap-3">
            <span>
              Version {conflict.version}, saved {formatDateTime(conflict.updatedAt)}. Your changes are still here.
            </span>
            <span className="flex flex-wrap gap-2">
              <Button
                type="button"
                variant="outline"
                size="sm"
                onClick={() => setComparing(true)}
                disabled={!conflict.theirs}
              >
                Compare
              </Button>
              <Button type="button" variant="outline" size="sm" onClick={takeTheirs} disabled={!conflict.theirs}>
                Use theirs
              </Button>
            </span>
          </AlertDescription>
        </Alert>
      ) : null}
      {conflict?.theirs ? (
        <CompareDialog
          open={comparing}
          onOpenChange={setComparing}
          mine={draft}
          theirs={conflict.theirs}
          theirsBy={conflict.updatedBy}
          onUseTheirs={takeTheirs}
          onKeepMine={keepMine}
        />
      ) : null}
      <fieldset disabled={readOnly} className="grid min-w-0 gap-6">
        <PageEdition.Provider value={slug}>
          <DocumentEditor page={page} value={draft} onChange={setDraft} errors={errors} />
        </PageEdition.Provider>
      </fieldset>
      <div className="sticky bottom-0 z-10 flex flex-wrap items-center justify-between gap-3 border-t border-border bg-background/95 py-3 backdrop-blur">
        <p className="text-sm text-muted-foreground" role="status">
          {readOnly
            ? 'Archived editions are read-only.'
            : dirty
              ? 'Unsaved changes.'
              : `Saved · version ${version}${saved?.updatedAt ? ` · ${formatDateTime(saved.updatedAt)}` : ''}${saved?.updatedBy ? ` by ${saved.updatedBy.name}` : ''}`}
        </p>
        <Button type="submit" disabled={readOnly || saving || !dirty}>
          {saving ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Save aria-hidden="true" />} Save{' '}
          {PAGE_LABELS[page]}
        </Button>
      </div>
    </form>
  );
}
