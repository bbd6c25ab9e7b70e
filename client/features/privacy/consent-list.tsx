// Consent on record (issue 35): which version of the terms and the privacy notice the person accepted, when,
// for which edition, and a guardian's consent where the edition asked for one.
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { paths } from '@shared/paths';
import type { ConsentDocument } from '@shared/schemas/privacy';
import { QueryView } from '@/components/query-view';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDateTime } from '@/lib/format';
import { privacyQueries } from './queries';

export const DOCUMENT_LABELS: Record<ConsentDocument, string> = {
  terms: 'Terms of Service',
  privacy: 'Privacy Policy',
};
export const DOCUMENT_PATHS: Record<ConsentDocument, string> = { terms: paths.terms, privacy: paths.privacy };

export function ConsentList() {
  const consents = useQuery(privacyQueries.consents());
  return (
    <section aria-labelledby="consents-heading" className="grid gap-2">
      <h3 id="consents-heading" className="text-sm font-semibold">
        What you agreed to
      </h3>
      <QueryView
        query={consents}
        loading={<Skeleton className="h-12 w-full" aria-label="Loading your consents" />}
        error={{ title: 'Your consents could not be loaded' }}
      >
        {(c) =>
          c.records.length === 0 ? (
            <p className="text-sm text-muted-foreground">No acceptance is on record yet.</p>
          ) : (
            <ul className="grid gap-2" aria-label="Consents on record">
              {c.records.map((r) => (
                <li key={`${r.edition}-${r.document}-${r.version}`} className="text-sm break-words">
                  <Link href={DOCUMENT_PATHS[r.document]} className="font-medium text-brand-cyan hover:underline">
                    {DOCUMENT_LABELS[r.document]}
                  </Link>{' '}
                  version {r.version} · {r.edition}
                  <span className="block text-xs text-muted-foreground">
                    Accepted {formatDateTime(r.acceptedAt)}
                    {r.guardianName
                      ? ` · guardian's consent: ${r.guardianName}${r.guardianEmail ? ` (${r.guardianEmail})` : ''}`
                      : ''}
                  </span>
                </li>
              ))}
            </ul>
          )
        }
      </QueryView>
    </section>
  );
}
