import { cn } from '@/lib/utils';

export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : '')).toUpperCase() || '?';
}

/** The GitHub avatar when there is one, else the person's initials. */
export function MemberAvatar({ name, avatar, className }: { name: string; avatar: string | null; className?: string }) {
  return avatar ? (
    <img
      src={avatar}
      alt=""
      width={40}
      height={40}
      loading="lazy"
      className={cn('size-10 shrink-0 rounded-full border border-border object-cover', className)}
    />
  ) : (
    <span
      aria-hidden="true"
      className={cn(
        'flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-gradient text-sm font-bold text-white',
        className,
      )}
    >
      {initials(name)}
    </span>
  );
}
