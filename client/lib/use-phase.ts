// The edition's phase on this device's clock (shared/phases.ts decides; the server's gates read the same
// function on the server's clock). The hook re-renders when the clock crosses the next date that changes
// the phase, so a page left open turns from "registration" to "hacking" without a reload.
import { useEffect, useState } from 'react';
import { editionGates, type EditionGates, type GateFacts } from '@shared/edition-gates';
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

/** The next instant after `now` at which a gate may open or close (the phase's dates and the gates' own). */
export function nextGateChange(ev: GateFacts, now: number): number | null {
  const dates = [ev.registrationClosesAt, submissionWindow(ev).opensAt, ev.judgingOpensAt, ev.judgingClosesAt]
    .filter((d): d is Date | string => !!d)
    .map((d) => (typeof d === 'string' ? Date.parse(d) : d.getTime()))
    .filter((t) => Number.isFinite(t) && t > now);
  const phase = nextPhaseChange(ev, now);
  const ahead = phase === null ? dates : [...dates, phase];
  return ahead.length ? Math.min(...ahead) : null;
}

/** This device's clock, re-read when it crosses `next` (the next date that changes an answer). */
function useClockUntil(next: (now: number) => number | null): number {
  const [now, setNow] = useState(() => Date.now());
  const at = next(now);
  useEffect(() => {
    if (at === null) return;
    const id = window.setTimeout(() => setNow(Date.now()), Math.min(Math.max(at - Date.now(), 0) + 50, MAX_WAIT_MS));
    return () => window.clearTimeout(id);
  }, [at]);
  return now;
}

export function usePhase(ev: CalendarFacts | undefined): Phase | undefined {
  const now = useClockUntil((t) => (ev ? nextPhaseChange(ev, t) : null));
  return ev ? editionPhase(ev, now) : undefined;
}

/**
 * What is open now (shared/edition-gates.ts, the function the server's gates read), on this device's
 * clock; judging as the calendar allows it once the organizers open it.
 */
export function useGates(ev: GateFacts | undefined): EditionGates | undefined {
  const now = useClockUntil((t) => (ev ? nextGateChange(ev, t) : null));
  return ev ? editionGates(ev, now) : undefined;
}
