import { Link } from 'wouter';
import { ArrowRight, Trophy, Users } from 'lucide-react';
import { categoryOf, type Category } from '@shared/categories';
import type { ProblemCard as Problem } from '@shared/schemas/problems';
import { problemPath } from '@shared/paths';
import { DifficultyStars } from '@/components/difficulty-stars';
import { plural } from '@/lib/format';
import { cn } from '@/lib/utils';
import { accentOf } from './accent';

export function teamsLabel(n: number) {
  return plural(n, 'team');
}

export function ProblemCard({ problem, categories }: { problem: Problem; categories: readonly Category[] }) {
  const accent = accentOf(problem.color);
  const category = categoryOf(categories, problem.category);
  return (
    <article
      className={cn(
        'group relative flex h-full flex-col overflow-hidden rounded-2xl border border-border bg-card/80 p-6 transition-all duration-300 hover:-translate-y-1 hover:shadow-glow',
        accent.ring,
      )}
    >
      <div aria-hidden="true" className={cn('absolute inset-x-0 top-0 h-1', accent.bar)} />
      <div className="flex items-start justify-between gap-3">
        <span
          className={cn(
            'inline-flex rounded-full border px-2.5 py-0.5 text-xs font-semibold',
            accent.border,
            accent.soft,
            accent.text,
          )}
        >
          {category.short}
        </span>
        <DifficultyStars value={problem.difficulty} />
      </div>
      <h2 className="mt-4 text-xl font-bold">
        <Link href={problemPath(problem.slug)} className="hover:text-brand-cyan">
          {problem.title}
        </Link>
      </h2>
      <p className="mt-2 flex-1 text-sm leading-relaxed text-muted-foreground">{problem.description}</p>
      <dl className="mt-5 grid grid-cols-2 gap-3 border-t border-border pt-4 text-sm">
        <div>
          <dt className="text-xs tracking-wider text-muted-foreground uppercase">Prize</dt>
          <dd className="mt-0.5 inline-flex items-center gap-1.5 font-bold text-amber-300">
            <Trophy className="size-4" aria-hidden="true" />
            {problem.prize}
          </dd>
        </div>
        <div>
          <dt className="text-xs tracking-wider text-muted-foreground uppercase">Teams</dt>
          <dd className="mt-0.5 inline-flex items-center gap-1.5 font-bold">
            <Users className="size-4 text-brand-cyan" aria-hidden="true" />
            {teamsLabel(problem.teams)}
          </dd>
        </div>
      </dl>
      <Link
        href={problemPath(problem.slug)}
        aria-label={`View details of ${problem.title}`}
        className="mt-5 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-cyan hover:underline"
      >
        View details <ArrowRight className="size-4 transition-transform group-hover:translate-x-1" aria-hidden="true" />
      </Link>
    </article>
  );
}
