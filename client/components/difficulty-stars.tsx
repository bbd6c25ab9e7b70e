import { Star } from 'lucide-react';
import { LIMITS } from '@shared/constants';
import { cn } from '@/lib/utils';

/** Difficulty 1–5 (spec §2): five stars, filled up to the difficulty, read as 'Difficulty 3 of 5'. */
export function DifficultyStars({
  value,
  className,
  starClassName,
}: {
  value: number;
  className?: string;
  starClassName?: string;
}) {
  const max = LIMITS.difficultyMax;
  return (
    <span
      role="img"
      aria-label={`Difficulty ${value} of ${max}`}
      className={cn('inline-flex items-center gap-0.5', className)}
    >
      {Array.from({ length: max }, (_, i) => (
        <Star
          key={i}
          aria-hidden="true"
          className={cn(
            'size-4',
            i < value ? 'fill-amber-400 text-amber-400' : 'fill-transparent text-muted-foreground/50',
            starClassName,
          )}
        />
      ))}
    </span>
  );
}
