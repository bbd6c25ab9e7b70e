import { ExternalLink, GitBranch } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** The Repository and (when given) Demo buttons of a submission, opening in a new tab. */
export function SubmissionLinks({ githubUrl, demoUrl }: { githubUrl: string; demoUrl?: string | null }) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button asChild variant="outline" size="sm">
        <a href={githubUrl} target="_blank" rel="noopener noreferrer">
          <GitBranch aria-hidden="true" /> Repository
        </a>
      </Button>
      {demoUrl ? (
        <Button asChild variant="outline" size="sm">
          <a href={demoUrl} target="_blank" rel="noopener noreferrer">
            <ExternalLink aria-hidden="true" /> Demo
          </a>
        </Button>
      ) : null}
    </div>
  );
}
