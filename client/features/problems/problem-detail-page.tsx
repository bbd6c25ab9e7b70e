import type { ReactNode } from 'react';
import { Link, useParams } from 'wouter';
import { ArrowLeft, ArrowRight, CalendarClock, FileQuestion, Gauge, RefreshCw, Trophy, Users } from 'lucide-react';
import { PROBLEM_NOT_FOUND, PROBLEM_NOT_FOUND_TEXT } from '@shared/constants';
import { categoryOf } from '@shared/categories';
import type { ProblemDetail } from '@shared/schemas/problems';
import { paths } from '@shared/paths';
import { DifficultyStars } from '@/components/difficulty-stars';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api';
import { eventTime } from '@/lib/zoned-time';
import { useEvent } from '@/lib/use-event';
import { usePageMeta } from '@/lib/use-page-meta';
import { cn } from '@/lib/utils';
import { accentOf } from './accent';
import { useQuery } from '@tanstack/react-query';
import { problemQueries } from './queries';
import { ProblemDetailTabs } from './problem-detail-tabs';

function BackLink() {
  return (
    <Link
      href={paths.problems}
      className="inline-flex items-center gap-1.5 text-sm font-medium text-muted-foreground hover:text-brand-cyan"
    >
      <ArrowLeft className="size-4" aria-hidden="true" /> Back to Problems
    </Link>
  );
}

function NotFound() {
  usePageMeta(PROBLEM_NOT_FOUND, PROBLEM_NOT_FOUND_TEXT);
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center sm:py-32">
      <div className="mb-6 flex size-16 items-center justify-center rounded-2xl border border-border bg-card shadow-glow">
        <FileQuestion className="size-8 text-brand-cyan" aria-hidden="true" />
      </div>
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{PROBLEM_NOT_FOUND}</h1>
      <p className="mt-4 text-muted-foreground">{PROBLEM_NOT_FOUND_TEXT}</p>
      <Button asChild className="mt-8">
        <Link href={paths.problems}>
          <ArrowLeft aria-hidden="true" /> Back to Problems
        </Link>
      </Button>
    </section>
  );
}

function Stat({
  icon: Icon,
  label,
  children,
  accentText,
}: {
  icon: typeof Trophy;
  label: string;
  children: ReactNode;
  accentText: string;
}) {
  return (
    <div className="rounded-2xl border border-border bg-card/80 p-5">
      <dt className="flex items-center gap-2 text-xs font-semibold tracking-wider text-muted-foreground uppercase">
        <Icon className={cn('size-4', accentText)} aria-hidden="true" />
        {label}
      </dt>
      <dd className="mt-2 text-xl font-bold">{children}</dd>
    </div>
  );
}

function Detail({ problem }: { problem: ProblemDetail }) {
  usePageMeta(problem.title, problem.description);
  const { data: event, isLoading: eventLoading } = useEvent();
  const accent = accentOf(problem.color);
  // The edition's name of the track; the key until the facts arrive.
  const category = categoryOf(event?.categories ?? [], problem.category);
  return (
    <>
      <section className="relative overflow-hidden border-b border-border">
        <div aria-hidden="true" className={cn('pointer-events-none absolute inset-0 opacity-70', accent.soft)} />
        <div aria-hidden="true" className={cn('absolute inset-x-0 top-0 h-1', accent.bar)} />
        <div className="relative mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
          <BackLink />
          <div className="mt-6 flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
            <div className="max-w-3xl">
              <span
                className={cn(
                  'inline-flex rounded-full border px-3 py-1 text-xs font-semibold',
                  accent.border,
                  accent.soft,
                  accent.text,
                )}
              >
                {category.name}
              </span>
              <h1 className="mt-4 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">{problem.title}</h1>
              <p className="mt-4 text-lg leading-relaxed text-slate-300">{problem.description}</p>
            </div>
            <Button asChild size="lg" className="shrink-0">
              <Link href={paths.register}>
                Register Team <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          </div>
          <dl className="mt-10 grid grid-cols-2 gap-4 lg:grid-cols-4">
            <Stat icon={Trophy} label="Prize" accentText={accent.text}>
              <span className="text-amber-300">{problem.prize}</span>
            </Stat>
            <Stat icon={Gauge} label="Difficulty" accentText={accent.text}>
              <DifficultyStars value={problem.difficulty} starClassName="size-5" />
            </Stat>
            <Stat icon={Users} label="Teams Registered" accentText={accent.text}>
              {problem.teams}
            </Stat>
            <Stat icon={CalendarClock} label="Submission Deadline" accentText={accent.text}>
              {event ? (
                <span className="text-base sm:text-lg">{eventTime(event.submissionDeadline, event)}</span>
              ) : eventLoading ? (
                <Skeleton className="h-7 w-36" />
              ) : (
                '—'
              )}
            </Stat>
          </dl>
        </div>
      </section>

      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        <ProblemDetailTabs problem={problem} accent={accent} />

        <section
          aria-labelledby="cta-title"
          className={cn(
            'mt-12 mb-8 flex flex-col items-start justify-between gap-6 rounded-3xl border p-8 sm:flex-row sm:items-center sm:p-10',
            accent.banner,
          )}
        >
          <div>
            <h2 id="cta-title" className="text-2xl font-extrabold sm:text-3xl">
              Ready to take on this challenge?
            </h2>
            <p className="mt-2 text-slate-300">
              {problem.teams > 1
                ? `Join over ${problem.teams} teams`
                : problem.teams === 1
                  ? 'Join the 1 team already on it'
                  : 'Be the first team to take it on'}{' '}
              and build something that matters.
            </p>
          </div>
          <Button asChild size="lg" className="shrink-0">
            <Link href={paths.register}>
              Register Your Team <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </section>
      </div>
    </>
  );
}

function DetailLoading() {
  usePageMeta('Problem Statement', 'Loading the problem statement.');
  return (
    <div
      className="mx-auto max-w-7xl space-y-6 px-4 py-10 sm:px-6 lg:px-8"
      role="status"
      aria-busy="true"
      aria-label="Loading challenge"
    >
      <Skeleton className="h-5 w-36" />
      <Skeleton className="h-12 w-2/3" />
      <Skeleton className="h-20 w-full" />
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-24 rounded-2xl" />
        ))}
      </div>
      <Skeleton className="h-80 rounded-2xl" />
    </div>
  );
}

export default function ProblemDetailPage() {
  const { slug = '' } = useParams<{ slug: string }>();
  const { data, isLoading, error, refetch, isFetching } = useQuery(problemQueries.detail(slug));

  if (isLoading) return <DetailLoading />;
  if (isApiError(error) && error.status === 404) return <NotFound />;
  if (error || !data) {
    return (
      <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
        <BackLink />
        <h1 className="text-2xl font-bold">The challenge could not be loaded</h1>
        <p className="text-muted-foreground">Check your connection and try again.</p>
        <Button variant="outline" onClick={() => void refetch()} disabled={isFetching}>
          <RefreshCw aria-hidden="true" className={isFetching ? 'animate-spin' : undefined} /> Try again
        </Button>
      </section>
    );
  }
  return <Detail problem={data} />;
}
