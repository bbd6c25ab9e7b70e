// One submission as the team sees it (DESIGN D9): status and score, the description, optionally the
// technologies, the Repository / Demo links and the judges' feedback (or, while the edition keeps it for
// the results, that it will be shared then). The dashboard's Latest Submission, its submission dialog and
// the profile's team card all show it this way.
import type { ReactNode } from 'react';
import { MessageSquareQuote, Star } from 'lucide-react';
import { FEEDBACK_HELD_MESSAGE } from '@shared/feedback-release';
import type { TeamSubmission } from '@shared/schemas/teams';
import { submissionStatusLabel } from '@shared/status-labels';
import { StatusBadge } from '@/components/status-badge';
import { SubmissionLinks } from '@/components/submission-links';
import { Badge } from '@/components/ui/badge';

export function SubmissionSummary({
  submission,
  detail,
  showTechStack = false,
}: {
  submission: TeamSubmission;
  /** A muted note after the badges (the profile names the challenge and the date there). */
  detail?: ReactNode;
  showTechStack?: boolean;
}) {
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <StatusBadge
          status={submission.status}
          label={submissionStatusLabel(submission.status, { resultsOut: submission.resultsOut })}
        />
        {submission.score != null ? (
          <Badge variant="accent">
            <Star aria-hidden="true" /> Score {submission.score.toFixed(1)}/10
          </Badge>
        ) : null}
        {detail ? <span className="text-muted-foreground">{detail}</span> : null}
      </div>
      <p className="text-sm leading-relaxed break-words">{submission.description}</p>
      {showTechStack && submission.techStack.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label="Technologies used">
          {submission.techStack.map((t) => (
            <li key={t}>
              <Badge variant="secondary">{t}</Badge>
            </li>
          ))}
        </ul>
      ) : null}
      <SubmissionLinks githubUrl={submission.githubUrl} demoUrl={submission.demoUrl} />
      <div className="rounded-lg border border-border bg-muted/40 p-4">
        <p className="flex items-center gap-2 text-sm font-semibold">
          <MessageSquareQuote className="size-4 text-brand-cyan" aria-hidden="true" /> Feedback
        </p>
        <p className="mt-2 text-sm whitespace-pre-line text-muted-foreground">
          {submission.feedbackHeld
            ? `${FEEDBACK_HELD_MESSAGE}.`
            : (submission.feedback ?? 'No feedback from the judges yet.')}
        </p>
      </div>
    </div>
  );
}
