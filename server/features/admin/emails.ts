// The texts of the emails the admin area sends. Every one goes through the outbox in the action's
// transaction (server/mail/outbox.ts).
import { eq } from 'drizzle-orm';
import { formatStatus } from '@shared/constants';
import type { Tx } from '../../db/client';
import { event } from '../../db/schema';
import { composeEmail } from '../../mail/layout';
import type { OutgoingEmail } from '../../mail/outbox';

export interface Recipient {
  name: string;
  email: string;
}
export interface EventFacts {
  name: string;
  contactEmail: string;
  submissionDeadline: Date;
  winnersPublishedAt: Date | null;
}

export async function eventFacts(tx: Tx): Promise<EventFacts> {
  const [row] = await tx
    .select({
      name: event.name,
      contactEmail: event.contactEmail,
      submissionDeadline: event.submissionDeadline,
      winnersPublishedAt: event.winnersPublishedAt,
    })
    .from(event)
    .where(eq(event.id, 1));
  if (!row) throw new Error('The event row is missing (the seed creates it)');
  return row;
}

/** A message the admin wrote: blank lines separate paragraphs. */
export function paragraphsOf(body: string): string[] {
  return body
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

export function teamDecisionEmail(
  to: Recipient,
  teamName: string,
  decision: 'approved' | 'rejected',
  ev: EventFacts,
  publicUrl: string,
): OutgoingEmail {
  if (decision === 'approved') {
    return composeEmail(to.email, `Your team ${teamName} is approved`, [
      `Hello ${to.name},`,
      `Good news: your team ${teamName} has been approved for ${ev.name}. You can now submit your project from the team dashboard.`,
      `${publicUrl}/team-dashboard`,
      `Questions? Write to ${ev.contactEmail}.`,
    ]);
  }
  return composeEmail(to.email, `Your team ${teamName} was not approved`, [
    `Hello ${to.name},`,
    `We are sorry: your team ${teamName} was not approved for ${ev.name}.`,
    `If you think this is a mistake, write to ${ev.contactEmail} and the organizers will look at it again.`,
  ]);
}

/** D6: the password itself is shown once to the admin and never written to an email. */
export function credentialsNoticeEmail(
  to: Recipient,
  teamName: string,
  username: string,
  ev: EventFacts,
  publicUrl: string,
): OutgoingEmail {
  return composeEmail(to.email, `New sign-in credentials for ${teamName}`, [
    `Hello ${to.name},`,
    `The organizers of ${ev.name} generated a new password for your account (username ${username}). Your previous password no longer works and you were signed out everywhere.`,
    'The organizers will give you the new password. After signing in you can change it on your profile page.',
    `${publicUrl}/login`,
  ]);
}

export function passwordResetNoticeEmail(to: Recipient, ev: EventFacts, publicUrl: string): OutgoingEmail {
  return composeEmail(to.email, 'Your password was reset', [
    `Hello ${to.name},`,
    `An organizer of ${ev.name} reset your password and you were signed out everywhere. Ask the organizers for the new password, or choose your own with "Forgot password?" on the sign-in page.`,
    `${publicUrl}/login`,
  ]);
}

export function adminMessageEmail(to: Recipient, subject: string, body: string, ev: EventFacts): OutgoingEmail {
  return composeEmail(to.email, subject, [
    `Hello ${to.name},`,
    ...paragraphsOf(body),
    `The ${ev.name} organizers (${ev.contactEmail})`,
  ]);
}

export function evaluationEmail(
  to: Recipient,
  teamName: string,
  problemTitle: string | null,
  status: string,
  notes: string,
  ev: EventFacts,
  publicUrl: string,
): OutgoingEmail {
  const project = problemTitle ? `your submission for ${problemTitle}` : 'your submission';
  return composeEmail(to.email, `${teamName}: your submission was reviewed`, [
    `Hello ${to.name},`,
    `The judges of ${ev.name} reviewed ${project}. Its status is now: ${formatStatus(status)}.`,
    ...(notes ? ['Feedback from the judges:', notes] : []),
    `${publicUrl}/team-dashboard`,
  ]);
}

export function winnerEmail(
  to: Recipient,
  teamName: string,
  placeText: string,
  ev: EventFacts,
  publicUrl: string,
): OutgoingEmail {
  return composeEmail(to.email, `Congratulations, ${teamName}!`, [
    `Hello ${to.name},`,
    `Your team ${teamName} won ${placeText} at ${ev.name}. The organizers will contact you about your prize.`,
    `${publicUrl}/winners`,
  ]);
}
