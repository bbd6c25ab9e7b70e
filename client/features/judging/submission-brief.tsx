// What a judge needs to review a submission without leaving the page: team, challenge, why it was
// handed out, how long it is reserved, the description, technologies and links, and the commit pinned at
// the deadline (what is judged, whatever was pushed since).
import { Clock } from 'lucide-react';
import type { JudgeSubmission } from '@shared/schemas/judging';
import { SubmissionLinks } from '@/components/submission-links';
import { Badge } from '@/components/ui/badge';
import { challengeLabel, formatTime } from '@/lib/format';
import { PinnedCommit } from '@/features/submissions';

export function SubmissionBrief({ submission: s }: { submission: JudgeSubmission }) {
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-medium">{challengeLabel(s.problemTitle)}</span>
        {s.phase === 'uncertainty' ? (
          <Badge variant="accent">Extra review near the prize places</Badge>
        ) : s.phase === 'coverage' ? (
          <Badge variant="secondary">Needs reviews</Badge>
        ) : null}
      </div>
      {s.heldUntil ? (
        <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
          <Clock className="size-3.5" aria-hidden="true" /> Reserved for you until {formatTime(s.heldUntil)}
        </p>
      ) : null}
      <p className="text-sm leading-relaxed break-words whitespace-pre-line">{s.description}</p>
      {s.techStack.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label="Technologies used">
          {s.techStack.map((t) => (
            <li key={t}>
              <Badge variant="secondary">{t}</Badge>
            </li>
          ))}
        </ul>
      ) : null}
      <SubmissionLinks githubUrl={s.githubUrl} demoUrl={s.demoUrl} />
      <PinnedCommit pinned={s.pinned} />
    </div>
  );
}
