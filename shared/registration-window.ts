// Whether an edition takes registrations at a moment, and the sentence that says why not (issue 24:
// each refusal names the phase and its dates). The rule is one entry of the edition's gates
// (shared/edition-gates.ts), which every server check and screen reads; this file keeps its words.
import { formatInZone } from './zoned-time';

export const REGISTRATION_STATUSES = [
  'open',
  'not_yet_open',
  'closed',
  'closed_by_organizers',
  'closed_by_phase',
] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

export interface RegistrationCalendar {
  name: string;
  timeZone: string;
  registrationOpen: boolean;
  registrationOpensAt: Date | string;
  registrationClosesAt: Date | string;
}

const ms = (d: Date | string) => (typeof d === 'string' ? Date.parse(d) : d.getTime());

/**
 * The registration window by its dates and the organizers' switch alone. `forcedOpen`: the organizers
 * moved the event to Registration (a phase override), so the dates do not close it; their switch still does.
 */
export function registrationWindow(
  ev: RegistrationCalendar,
  now: Date,
  forcedOpen = false,
): { status: RegistrationStatus; message: string | null } {
  const t = now.getTime();
  const at = (d: Date | string) => formatInZone(new Date(ms(d)), ev.timeZone);
  if (!forcedOpen && t >= ms(ev.registrationClosesAt))
    return { status: 'closed', message: `Registration for ${ev.name} closed on ${at(ev.registrationClosesAt)}` };
  if (!forcedOpen && t < ms(ev.registrationOpensAt))
    return { status: 'not_yet_open', message: `Registration for ${ev.name} opens on ${at(ev.registrationOpensAt)}` };
  if (!ev.registrationOpen)
    return {
      status: 'closed_by_organizers',
      message: `Registration for ${ev.name} is closed: the organizers closed it before its date (${at(ev.registrationClosesAt)})`,
    };
  return { status: 'open', message: null };
}
