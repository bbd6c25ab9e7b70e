// One of the team's requests as its team follows it: waiting (its place in the queue and the estimate,
// both refetched on every `help.*` message), claimed (by whom, and how to meet them), resolved (rate the
// help) or cancelled. Cancel asks first: a cancelled request loses its place in the queue.
import { useState } from 'react';
import { Clock, MapPin, X } from 'lucide-react';
import { HELP_STATUS_LABELS, type HelpRequest } from '@shared/schemas/mentoring';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format';
import { MeetingLine } from './meeting-line';
import { useCancelHelpRequest } from './mutations';
import { RatingForm } from './rating-form';
import { waitText } from './texts';

const STATUS_VARIANT = {
  open: 'warning',
  claimed: 'accent',
  resolved: 'success',
  cancelled: 'secondary',
} as const;

export function MyRequestCard({ request }: { request: HelpRequest }) {
  const cancel = useCancelHelpRequest();
  const [confirming, setConfirming] = useState(false);
  const active = request.status === 'open' || request.status === 'claimed';
  return (
    <article
      className="grid min-w-0 gap-3 rounded-xl border border-border bg-card/60 p-4"
      aria-labelledby={`help-${request.id}-title`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={`help-${request.id}-title`} className="min-w-0 font-semibold break-words">
          {request.title}
        </h3>
        <Badge variant={STATUS_VARIANT[request.status]}>{HELP_STATUS_LABELS[request.status]}</Badge>
      </div>
      <p className="flex items-start gap-2 text-sm text-muted-foreground">
        <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span className="min-w-0 break-words">{request.location}</span>
      </p>
      {request.status === 'open' ? (
        <div className="grid gap-1 rounded-lg bg-muted/40 p-3" role="status" aria-live="polite">
          <p className="text-lg font-bold">
            {request.position === null ? 'In the queue' : `Number ${request.position} in the queue`}
          </p>
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <Clock className="size-4" aria-hidden="true" /> {waitText(request.estimatedWaitMinutes)}
          </p>
          {request.releaseNote ? (
            <p className="text-sm">A mentor handed it back to the queue: &ldquo;{request.releaseNote}&rdquo;</p>
          ) : null}
        </div>
      ) : null}
      {request.status === 'claimed' && request.mentor ? (
        <div
          className="grid gap-2 rounded-lg border border-cyan-400/40 bg-cyan-500/10 p-3"
          role="status"
          aria-live="polite"
        >
          <p className="font-semibold">
            {request.mentor.name}
            {request.mentor.affiliation ? ` (${request.mentor.affiliation})` : ''} is on it
          </p>
          <MeetingLine meeting={request.mentor.meeting} mentorName={request.mentor.name} />
        </div>
      ) : null}
      {request.status === 'resolved' ? (
        request.rated ? (
          <p className="text-sm text-muted-foreground">
            Resolved by {request.mentor?.name ?? 'a mentor'}. Thank you for rating the help.
          </p>
        ) : (
          <RatingForm request={request} />
        )
      ) : null}
      <p className="text-xs text-muted-foreground">
        Asked {formatDateTime(request.createdAt)} by {request.requesterName}
      </p>
      {active ? (
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title="Cancel this request?"
          description={`"${request.title}" leaves the queue${request.status === 'claimed' ? ' and its mentor is told' : ''}. You can ask again later.`}
          confirmLabel="Cancel Request"
          destructive
          pending={cancel.isPending}
          onConfirm={() => cancel.mutate(request.id, { onSuccess: () => setConfirming(false) })}
          trigger={
            <Button variant="outline" size="sm" className="w-fit">
              <X aria-hidden="true" /> Cancel Request
            </Button>
          }
        />
      ) : null}
    </article>
  );
}
