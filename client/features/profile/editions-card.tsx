// "Your editions": the person's teams across editions (profile.history), each linking to its edition.
import { submissionStatusLabel } from '@shared/status-labels';
import { Link } from 'wouter';
import type { Profile } from '@shared/schemas/profile';
import { editionPath } from '@shared/paths';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

const STATE_LABELS = { current: 'Current', archived: 'Archived', draft: 'Draft' } as const;

export function EditionsCard({ history }: { history: NonNullable<Profile['history']> }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Your editions</CardTitle>
      </CardHeader>
      <CardContent>
        {history.length === 0 ? (
          <p className="text-sm text-muted-foreground">You have not taken part in an edition yet.</p>
        ) : (
          <ul className="grid gap-3">
            {history.map((h) => (
              <li key={h.edition.slug} className="rounded-lg border border-border p-3">
                <div className="flex flex-wrap items-center gap-2">
                  <Link href={editionPath(h.edition.slug)} className="font-semibold text-brand-cyan hover:underline">
                    {h.edition.name}
                  </Link>
                  <Badge variant={h.edition.state === 'current' ? 'success' : 'secondary'}>
                    {STATE_LABELS[h.edition.state]}
                  </Badge>
                </div>
                <p className="mt-1 text-sm break-words text-muted-foreground">
                  {h.teamName} · {h.role === 'leader' ? 'Leader' : 'Member'}
                  {h.problemTitle ? ` · ${h.problemTitle}` : ''}
                  {h.submission
                    ? ` · project ${submissionStatusLabel(h.submission.status, { resultsOut: h.submission.resultsOut }).toLowerCase()}`
                    : ''}
                </p>
                {h.places.length > 0 ? (
                  <ul className="mt-2 flex flex-wrap gap-2" aria-label="Places">
                    {h.places.map((p) => (
                      <li key={p}>
                        <Badge variant="warning">{p}</Badge>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
