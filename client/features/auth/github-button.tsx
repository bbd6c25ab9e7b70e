import { useQuery } from '@tanstack/react-query';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { GITHUB_SIGN_IN_URL } from '@shared/paths';
import { authQueries } from './queries';

export const GITHUB_UNAVAILABLE_NOTE = 'GitHub sign-in is not set up for this event: use your email and password.';

function GithubMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={className} fill="currentColor">
      <path d="M12 .5C5.65.5.5 5.65.5 12a11.5 11.5 0 0 0 7.86 10.92c.58.1.79-.25.79-.56v-2c-3.2.7-3.87-1.37-3.87-1.37-.52-1.33-1.28-1.69-1.28-1.69-1.04-.71.08-.7.08-.7 1.15.08 1.76 1.19 1.76 1.19 1.03 1.76 2.69 1.25 3.35.96.1-.75.4-1.25.73-1.54-2.55-.29-5.24-1.28-5.24-5.68 0-1.25.45-2.28 1.19-3.08-.12-.29-.52-1.46.11-3.05 0 0 .97-.31 3.17 1.18a11 11 0 0 1 5.77 0c2.2-1.49 3.17-1.18 3.17-1.18.63 1.59.23 2.76.11 3.05.74.8 1.19 1.83 1.19 3.08 0 4.41-2.7 5.38-5.26 5.67.41.36.78 1.06.78 2.14v3.17c0 .31.21.67.8.56A11.5 11.5 0 0 0 23.5 12C23.5 5.65 18.35.5 12 .5Z" />
    </svg>
  );
}

/**
 * A real browser navigation to the server's GitHub sign-in (not a client route). The spec's link stays;
 * when the deployment has no GitHub sign-in, a note under it says so before the click.
 */
export function GithubSignInButton({ className }: { className?: string }) {
  const options = useQuery(authQueries.options());
  const unavailable = options.data?.github === false;
  return (
    <div className="grid gap-2">
      <a
        href={GITHUB_SIGN_IN_URL}
        aria-describedby={unavailable ? 'github-unavailable-note' : undefined}
        className={cn(buttonVariants({ variant: 'outline', size: 'lg' }), 'w-full text-sm', className)}
      >
        <GithubMark className="size-5" />
        Continue with GitHub
      </a>
      {unavailable ? (
        <p id="github-unavailable-note" className="text-center text-xs text-muted-foreground">
          {GITHUB_UNAVAILABLE_NOTE}
        </p>
      ) : null}
    </div>
  );
}
