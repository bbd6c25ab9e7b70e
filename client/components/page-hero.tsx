import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

/** The banner at the top of every inner public page: eyebrow, title, lead text, optional actions. */
export function PageHero({
  eyebrow,
  title,
  children,
  actions,
  className,
}: {
  eyebrow?: string;
  title: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
  className?: string;
}) {
  return (
    <section className={cn('relative overflow-hidden border-b border-border', className)}>
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(40rem_20rem_at_20%_0%,rgb(124_58_237/0.25),transparent_70%),radial-gradient(30rem_18rem_at_90%_10%,rgb(34_211_238/0.12),transparent_70%)]"
      />
      <div className="relative mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
        {eyebrow ? <p className="text-sm font-semibold tracking-widest text-brand-cyan uppercase">{eyebrow}</p> : null}
        <h1 className="mt-3 max-w-4xl text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">{title}</h1>
        {children ? (
          <div className="mt-5 max-w-3xl text-lg leading-relaxed text-muted-foreground">{children}</div>
        ) : null}
        {actions ? <div className="mt-8 flex flex-wrap gap-3">{actions}</div> : null}
      </div>
    </section>
  );
}

/** A page section with a heading, used by the inner pages for one rhythm of spacing. */
export function Section({
  id,
  title,
  lead,
  children,
  className,
}: {
  id?: string;
  title?: ReactNode;
  lead?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      id={id}
      aria-labelledby={id && title ? `${id}-title` : undefined}
      className={cn('mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-16 lg:px-8', className)}
    >
      {title ? (
        <h2 id={id ? `${id}-title` : undefined} className="text-2xl font-bold tracking-tight sm:text-3xl">
          {title}
        </h2>
      ) : null}
      {lead ? <p className="mt-3 max-w-3xl text-muted-foreground">{lead}</p> : null}
      <div className={cn(title || lead ? 'mt-8' : undefined)}>{children}</div>
    </section>
  );
}
