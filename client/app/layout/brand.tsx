import { useId } from 'react';
import { Link } from 'wouter';
import { clsx } from 'clsx';
import { paths } from '@shared/paths';
import { useEvent } from '@/lib/use-event';

export function BrandMark({ className }: { className?: string }) {
  const gradientId = `brand-mark-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" className={clsx('size-8', className)}>
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#8b5cf6" />
          <stop offset="1" stopColor="#22d3ee" />
        </linearGradient>
      </defs>
      <rect x="3" y="3" width="58" height="58" rx="14" fill="#0e1428" stroke={`url(#${gradientId})`} strokeWidth="3" />
      <path
        d="M24 20 12 32l12 12M40 20l12 12-12 12"
        fill="none"
        stroke={`url(#${gradientId})`}
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d="M35 17 29 47" fill="none" stroke="#e2e8f0" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}

/** The header's name: the edition's short name, else its name; null until the event is known. */
export function brandName(ev: { shortName: string; name: string } | undefined): string | null {
  if (!ev) return null;
  return ev.shortName.trim() || ev.name;
}

/**
 * The logo + wordmark, linking home: the current edition's logo and short name (else its name) once the
 * event is known (issue "Organizers make the event theirs"); the platform's mark and "Hackathon" before
 * that, as the prerendered shell draws it, and when there is no current edition.
 */
export function Brand({ className }: { className?: string }) {
  const { data: ev } = useEvent();
  const name = brandName(ev);
  return (
    <Link
      href={paths.home}
      aria-label={`${name ?? 'Hackathon'} home`}
      className={clsx(
        'inline-flex min-w-0 items-center gap-2.5 rounded-md text-lg font-extrabold tracking-tight',
        className,
      )}
    >
      {ev?.logoUrl ? <img src={ev.logoUrl} alt="" className="size-8 shrink-0 object-contain" /> : <BrandMark />}
      {name ? (
        <span className="max-w-[11rem] truncate sm:max-w-xs">{name}</span>
      ) : (
        <span>
          Hack<span className="text-gradient">athon</span>
        </span>
      )}
    </Link>
  );
}
