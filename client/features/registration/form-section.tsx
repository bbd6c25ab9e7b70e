import type { ReactNode } from 'react';

/** A titled block of the registration form (Team Information, Team Leader, Team Members). */
export function Section({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  const id = `section-${title.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <section className="grid gap-5 rounded-xl border border-border bg-card/80 p-4 sm:p-6" aria-labelledby={id}>
      <div>
        <h2 id={id} className="text-lg font-bold tracking-tight">
          {title}
        </h2>
        {description ? <p className="mt-1 text-sm text-muted-foreground">{description}</p> : null}
      </div>
      {children}
    </section>
  );
}
