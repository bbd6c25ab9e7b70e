// The edition's phase on this device's clock (shared/phases.ts decides; the server's gates read the same
// function on the server's clock). The hook re-renders when the clock crosses the next date that changes
// the phase, so a page left open turns from "registration" to "hacking" without a reload.
import { useEffect, useState } from 'react';
import { editionPhase, submissionWindow, type CalendarFacts, type Phase } from '@shared/phases';

/** Timers longer than this are clamped (setTimeout overflows past ~24.8 days); the hook simply re-checks. */
const MAX_WAIT_MS = 6 * 3600 * 1000;

/** The next instant after `now` at which the date-driven phase may change (null: none ahead). */
export function nextPhaseChange(ev: CalendarFacts, now: number): number | null {
  const dates = [ev.registrationOpensAt, ev.startsAt, submissionWindow(ev).closesAt].map((d) =>
    typeof d === 'string' ? Date.parse(d) : d.getTime(),
  );
  const ahead = dates.filter((t) => Number.isFinite(t) && t > now);
  return ahead.length ? Math.min(...ahead) : null;
}

export function usePhase(ev: CalendarFacts | undefined): Phase | undefined {
  const [now, setNow] = useState(() => Date.now());
  const next = ev ? nextPhaseChange(ev, now) : null;
  useEffect(() => {
    if (next === null) return;
    const id = window.setTimeout(() => setNow(Date.now()), Math.min(Math.max(next - Date.now(), 0) + 50, MAX_WAIT_MS));
    return () => window.clearTimeout(id);
  }, [next]);
  return ev ? editionPhase(ev, now) : undefined;
}
