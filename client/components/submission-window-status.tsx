// The submission window on the team's screens (dashboard, /submit): "Submissions close 15 May, 23:59
// IST (+15 min grace)" and a countdown to the close (or the opening), counted on the server's clock:
// the answer's `serverNow` against the moment it arrived, so a wrong clock on the phone or a moved test
// clock on the server does not move it. At zero it asks for the team again: the server decides.
import { useEffect, useState } from 'react';
import { CalendarClock } from 'lucide-react';
import type { SubmissionWindowState } from '@shared/schemas/submissions';
import { cn } from '@/lib/utils';

const pad = (n: number) => String(n).padStart(2, '0');

/** "2d 03:04:05", "03:04:05" under a day, "00:00:00" at or past zero. */
export function countdownText(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const days = Math.floor(total / 86_400);
  const clock = `${pad(Math.floor((total % 86_400) / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
  return days > 0 ? `${days}d ${clock}` : clock;
}

/** What the countdown counts to: the close while open, the opening before it; none when closed or overridden. */
export function countdownTarget(w: SubmissionWindowState): { label: string; at: number } | null {
  if (w.overridden) return null;
  if (w.open) return { label: 'Closes in', at: Date.parse(w.closesAt) };
  if (w.reason === 'not_open_yet') return { label: 'Opens in', at: Date.parse(w.opensAt) };
  return null;
}

/** The server's "now" as this page's clock runs on: its answer's instant plus the time since it arrived. */
export function serverNow(w: SubmissionWindowState, receivedAt: number, now = Date.now()): number {
  return Date.parse(w.serverNow) + (now - receivedAt);
}

export function SubmissionWindowStatus({
  id,
  window: w,
  receivedAt,
  onBoundary,
  className,
}: {
  /** For buttons it explains (aria-describedby). */
  id?: string;
  window: SubmissionWindowState;
  /** When the answer carrying `window` arrived (the query's dataUpdatedAt). */
  receivedAt: number;
  /** Called once when the countdown reaches zero (refetch: the window opened or closed). */
  onBoundary?: () => void;
  className?: string;
}) {
  const target = countdownTarget(w);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!target) return;
    const id = window.setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (serverNow(w, receivedAt, current) >= target.at) {
        window.clearInterval(id);
        onBoundary?.();
      }
    }, 1000);
    return () => window.clearInterval(id);
    // The target and the answer's instant identify the countdown; a new answer restarts it.
  }, [target?.at, w.serverNow, receivedAt]); // eslint-disable-line react-hooks/exhaustive-deps
  const left = target ? target.at - serverNow(w, receivedAt, now) : 0;
  return (
    <div
      id={id}
      className={cn(
        'flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border border-border bg-muted/40 px-3 py-2 text-sm',
        className,
      )}
    >
      <CalendarClock className="size-4 shrink-0 text-brand-cyan" aria-hidden="true" />
      <span className="font-medium">{w.line}</span>
      {target ? (
        <span className="text-muted-foreground">
          {target.label} {/* Not announced every second; the label and line above say what it counts to. */}
          <time
            aria-live="off"
            className="font-mono font-semibold text-foreground tabular-nums"
            dateTime={new Date(target.at).toISOString()}
          >
            {countdownText(left)}
          </time>
        </span>
      ) : null}
    </div>
  );
}
