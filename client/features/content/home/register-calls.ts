// Calls to register on the home page (the organizers' cards and steps that link to /register) show only
// while registration takes teams (issue 24: no "Register now" once hacking starts or the winners are out).
import { paths } from '@shared/paths';
import type { Phase } from '@shared/phases';
import type { EditionFacts } from '@shared/schemas/events';
import { registrationTakesTeams } from './hero-phase';

/** A link to the registration form (`/register`, `/register?solo=1`). */
export const isRegisterLink = (href: string) => href === paths.register || href.startsWith(`${paths.register}?`);

/** Whether a register call may show: while registration takes teams, and before the facts arrive. */
export function registerCallsShown(event: EditionFacts | undefined, phase: Phase | undefined): boolean {
  return !event || !phase || registrationTakesTeams(event, phase);
}
