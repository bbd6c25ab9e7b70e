// How to meet the mentor who claimed a request: a video link to open, a Discord handle to look up, or the
// platform's chat. A link is shown only when it is https (the server checks it when the profile is saved).
import { MessageCircle, Video } from 'lucide-react';
import { MEETING_LABELS, type HelpRequest } from '@shared/schemas/mentoring';

type Meeting = NonNullable<HelpRequest['mentor']>['meeting'];

export function MeetingLine({ meeting, mentorName }: { meeting: Meeting; mentorName: string }) {
  if (meeting.kind === 'video' && meeting.videoUrl && /^https:\/\//i.test(meeting.videoUrl)) {
    return (
      <p className="flex min-w-0 items-start gap-2 text-sm">
        <Video className="mt-0.5 size-4 shrink-0 text-brand-cyan" aria-hidden="true" />
        <span className="min-w-0 break-words">
          {MEETING_LABELS.video}:{' '}
          <a
            href={meeting.videoUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium break-all text-brand-cyan hover:underline"
          >
            {meeting.videoUrl}
          </a>
        </span>
      </p>
    );
  }
  if (meeting.kind === 'discord' && meeting.discordHandle) {
    return (
      <p className="flex min-w-0 items-start gap-2 text-sm">
        <MessageCircle className="mt-0.5 size-4 shrink-0 text-brand-cyan" aria-hidden="true" />
        <span className="min-w-0 break-words">
          {MEETING_LABELS.discord}: <code className="rounded bg-muted px-1.5 py-0.5">{meeting.discordHandle}</code>
        </span>
      </p>
    );
  }
  return (
    <p className="flex items-start gap-2 text-sm">
      <MessageCircle className="mt-0.5 size-4 shrink-0 text-brand-cyan" aria-hidden="true" />
      <span>{mentorName} comes to you where you said you are.</span>
    </p>
  );
}
