// What a mentor reads of a request: who and where, the challenge and skills, what they tried, and the
// description as the server rendered it (plain text escaped, or Markdown with raw HTML off).
import { MapPin, Users } from 'lucide-react';
import type { MentorQueueItem } from '@shared/schemas/mentoring';
import { Prose } from '@/features/content';
import { Badge } from '@/components/ui/badge';
import { shortWait } from './texts';

export function RequestDetails({ request, open }: { request: MentorQueueItem; open: boolean }) {
  return (
    <div className="grid min-w-0 gap-3 text-sm">
      <div className="flex flex-wrap gap-x-4 gap-y-1 text-muted-foreground">
        <span className="flex min-w-0 items-center gap-1.5">
          <Users className="size-4 shrink-0" aria-hidden="true" />
          <span className="break-words">
            {request.requesterName}
            {request.teamName ? `, ${request.teamName}` : ' (no team yet)'}
          </span>
        </span>
        <span className="flex min-w-0 items-center gap-1.5">
          <MapPin className="size-4 shrink-0" aria-hidden="true" />
          {/^https:\/\/\S+$/i.test(request.location) ? (
            <a
              href={request.location}
              target="_blank"
              rel="noopener noreferrer"
              className="font-medium break-all text-brand-cyan hover:underline"
            >
              {request.location}
            </a>
          ) : (
            <span className="break-all">{request.location}</span>
          )}
        </span>
        <span>
          {open ? `Waiting ${shortWait(request.waitMinutes)}` : `Asked ${shortWait(request.waitMinutes)} ago`}
        </span>
      </div>
      {request.problemTitle || request.skills.length ? (
        <ul className="flex flex-wrap gap-1.5" aria-label="Challenge and skills">
          {request.problemTitle ? (
            <li>
              <Badge variant="accent">{request.problemTitle}</Badge>
            </li>
          ) : null}
          {request.skills.map((s) => (
            <li key={s}>
              <Badge variant="secondary">{s}</Badge>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="min-w-0 break-words">
        <Prose html={request.descriptionHtml} />
      </div>
      {request.tried ? (
        <p className="break-words">
          <span className="font-medium">Tried: </span>
          {request.tried}
        </p>
      ) : null}
      {request.releaseNote ? (
        <p className="rounded-md border border-amber-500/40 bg-amber-500/10 p-2 break-words">
          <span className="font-medium">Note from the last mentor: </span>
          {request.releaseNote}
        </p>
      ) : null}
    </div>
  );
}
