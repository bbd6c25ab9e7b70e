// The registration page's words that depend on the edition's state: why the form is not shown, and
// what a team registering now should expect from the cap on teams.
import type { RegistrationRules } from '@shared/schemas/registration';

export const REGISTRATION_SUCCESS_TEXT = "Your team has been registered. We'll contact you with further instructions.";

export function closedTitle(status: RegistrationRules['status']): string {
  if (status === 'not_yet_open') return 'Registration has not opened yet';
  if (status === 'closed_by_organizers') return 'Registration is closed';
  return 'Registration has closed';
}

const teamsText = (n: number) => `${n} ${n === 1 ? 'team' : 'teams'}`;

/** What the cap means for a team registering now; null when there is no cap or places are plentiful. */
export function waitlistNotice(
  rules: Pick<RegistrationRules, 'teamCap' | 'placesLeft' | 'waitlisted'>,
): { title: string; text: string } | null {
  if (rules.teamCap === null || rules.placesLeft === null) return null;
  if (rules.placesLeft === 0) {
    const waiting =
      rules.waitlisted > 0 ? ` ${teamsText(rules.waitlisted)} ${rules.waitlisted === 1 ? 'is' : 'are'} waiting.` : '';
    return {
      title: 'The event is full: new teams join the waitlist',
      text: `The event has reached its cap of ${teamsText(rules.teamCap)} (pending and approved).${waiting} You can still register: your team is told its number on the waitlist and emailed when a place frees.`,
    };
  }
  if (rules.placesLeft <= Math.max(3, Math.ceil(rules.teamCap / 10)))
    return {
      title: `${rules.placesLeft === 1 ? 'One place' : `${rules.placesLeft} places`} left`,
      text: `The event takes at most ${teamsText(rules.teamCap)} (pending and approved). Once they are taken, new teams join a waitlist in order of registration.`,
    };
  return null;
}
