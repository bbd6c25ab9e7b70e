// /profile/data: the export document (GET /api/me/export) as a readable page, to read or print (the
// header, footer and buttons stay off paper). The same document the JSON download saves.
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Download, LoaderCircle, Printer } from 'lucide-react';
import { Link } from 'wouter';
import { paths } from '@shared/paths';
import { QueryView } from '@/components/query-view';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDateTime } from '@/lib/format';
import { usePageMeta } from '@/lib/use-page-meta';
import { DataDocument } from './data-document';
import { privacyQueries } from './queries';
import { exportFileName, useExportDownload } from './your-data-card';

const HEADER_KEYS = new Set(['exportedAt', 'format']);

export default function DataPage() {
  usePageMeta('Your data', 'Everything this platform holds about you, as a readable page.');
  const doc = useQuery(privacyQueries.exportDoc());
  const download = useExportDownload('/api/me/export', exportFileName());
  return (
    // Printed in black ink: the theme's pale text on a dark page would print faint on white paper.
    <section className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8 print:max-w-none print:p-0 print:**:text-black">
      <Link
        href={paths.profile}
        className="inline-flex items-center gap-1 text-sm text-brand-cyan hover:underline print:hidden"
      >
        <ArrowLeft className="size-4" aria-hidden="true" /> Profile Settings
      </Link>
      <div className="mt-3 mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight">Your data</h1>
          {doc.data ? (
            <p className="mt-1 text-sm text-muted-foreground">
              As held on {formatDateTime(doc.data.exportedAt)} · format {doc.data.format}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2 print:hidden">
          <Button variant="outline" onClick={() => window.print()} disabled={!doc.data}>
            <Printer aria-hidden="true" /> Print
          </Button>
          <Button onClick={() => void download.start()} disabled={download.busy}>
            {download.busy ? (
              <LoaderCircle className="animate-spin" aria-hidden="true" />
            ) : (
              <Download aria-hidden="true" />
            )}
            Download JSON
          </Button>
        </div>
      </div>
      <QueryView
        query={doc}
        loading={
          <div className="grid gap-6" role="status" aria-busy="true" aria-label="Loading your data">
            <Skeleton className="h-48" />
            <Skeleton className="h-48" />
          </div>
        }
        error={{ title: 'Your data could not be loaded', description: 'Please check your connection and try again.' }}
      >
        {(data) => (
          // The line under the heading already says when and in which format.
          <DataDocument doc={Object.fromEntries(Object.entries(data).filter(([k]) => !HEADER_KEYS.has(k)))} />
        )}
      </QueryView>
    </section>
  );
}
