// Countdowns of spec §4: tick every second, stop at zero, then show zeros and an expired state.
import { useEffect, useState } from 'react';
import { timeLeft, type TimeLeft } from '@/lib/format';
import { cn } from '@/lib/utils';

export function useCountdown(targetIso: string): TimeLeft {
  const target = Date.parse(targetIso);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!Number.isFinite(target)) return;
    // Runs until the target is reached, then stops: an expired countdown costs nothing.
    const id = window.setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= target) window.clearInterval(id);
    }, 1000);
    return () => window.clearInterval(id);
  }, [target]);
  return timeLeft(target, now);
}

const pad = (n: number) => String(n).padStart(2, '0');

type Size = 'lg' | 'md' | 'sm';

const SIZES: Record<Size, { box: string; value: string; label: string }> = {
  lg: {
    box: 'min-w-[4.25rem] px-2 py-3 sm:min-w-24 sm:px-4 sm:py-4',
    value: 'text-3xl sm:text-5xl',
    label: 'text-[0.65rem] sm:text-xs',
  },
  md: {
    box: 'min-w-16 px-2 py-3 sm:min-w-20 sm:px-3',
    value: 'text-2xl sm:text-4xl',
    label: 'text-[0.65rem] sm:text-xs',
  },
  sm: { box: 'min-w-14 px-2 py-2', value: 'text-xl sm:text-2xl', label: 'text-[0.65rem]' },
};

/**
 * A live countdown to `target` labelled `label` (e.g. 'Hacking starts in'). When it reaches zero it keeps
 * showing zeros, marks itself expired and shows `expiredText`.
 */
export function Countdown({
  target,
  label,
  expiredText,
  size = 'md',
  className,
}: {
  target: string;
  label: string;
  expiredText: string;
  size?: Size;
  className?: string;
}) {
  const left = useCountdown(target);
  const s = SIZES[size];
  const units: Array<[string, number]> = [
    ['Days', left.days],
    ['Hours', left.hours],
    ['Minutes', left.minutes],
    ['Seconds', left.seconds],
  ];
  return (
    <div className={cn('flex flex-col items-center gap-3', className)} data-expired={left.expired ? '' : undefined}>
      <p className="text-sm font-semibold tracking-widest text-brand-cyan uppercase">
        {left.expired ? expiredText : label}
      </p>
      <div role="timer" aria-label={label} className="flex items-stretch gap-2 sm:gap-3">
        {units.map(([unit, value]) => (
          <div
            key={unit}
            className={cn(
              'flex flex-col items-center rounded-xl border border-white/10 bg-background/60 shadow-glow backdrop-blur',
              s.box,
            )}
          >
            <span
              className={cn(
                'font-mono font-bold tabular-nums',
                s.value,
                left.expired ? 'text-muted-foreground' : 'text-white',
              )}
            >
              {unit === 'Days' ? value : pad(value)}
            </span>
            <span className={cn('mt-1 font-medium tracking-wider text-muted-foreground uppercase', s.label)}>
              {unit}
            </span>
          </div>
        ))}
      </div>
    </div>
  );
}
