// The repository as pinned at the deadline (issue 33), where judges and admins look at a project: a link
// to the commit that is judged (`/tree/<sha>`, not the branch a team may still push to), a warning when
// the repository moved after the deadline or could not be read, and when it was last checked (on the
// edition's clock, like every time on screen).
import { AlertTriangle, GitCommitHorizontal } from 'lucide-react';
import { shortSha, type Pinned } from '@shared/schemas/pins';
import { Badge } from '@/components/ui/badge';
import { formatDateTime } from '@/lib/format';

export function PinnedCommit({ pinned, compact = false }: { pinned: Pinned | null; compact?: boolean }) {
  // Not scheduled yet (written before the pin job ran): the Repository link is all there is.
  if (!pinned) return null;
  return (
    <div className={compact ? 'grid gap-1 text-xs' : 'flex flex-wrap items-center gap-x-3 gap-y-1 text-sm'}>
      {pinned.sha && pinned.url ? (
        <a
          href={pinned.url}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 text-brand-cyan hover:underline"
        >
          <GitCommitHorizontal className="size-3.5" aria-hidden="true" />
          Commit <code className="font-mono">{shortSha(pinned.sha)}</code> at the deadline
        </a>
      ) : (
        <span className="text-muted-foreground">No commit read yet</span>
      )}
      {pinned.changedAfterDeadline ? (
        <Badge variant="warning">
          <AlertTriangle aria-hidden="true" /> Changed after the deadline
        </Badge>
      ) : null}
      {pinned.reachable === false ? (
        <Badge variant="destructive">
          <AlertTriangle aria-hidden="true" /> Repository unreachable
        </Badge>
      ) : null}
      {pinned.checkedAt ? (
        <span className="text-xs text-muted-foreground">Last checked {formatDateTime(pinned.checkedAt)}</span>
      ) : null}
    </div>
  );
}
