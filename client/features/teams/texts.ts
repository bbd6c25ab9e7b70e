import { deliveryNote, mailTitle, type EmailDelivery } from '@shared/email-delivery';

export const PENDING_TEXT = 'Your team is awaiting approval from the hackathon organizers.';
/** A team registered past the edition's cap on teams (issue 23 'Rules'). */
export function waitlistedText(position: number | undefined): string {
  const number = position ? `number ${position} ` : '';
  return `Your team is ${number}on the waitlist: the event has reached its cap on teams. When a place frees, the next team on the waitlist becomes registered and awaits approval, and its members are emailed.`;
}

/** People who joined the team and people invited who have not yet (they hold a place, but are not members yet). */
export function memberCounts(members: readonly { status: string }[]): { joined: number; invited: number } {
  const invited = members.filter((m) => m.status === 'pending').length;
  return { joined: members.length - invited, invited };
}

export const REJECTED_TEXT =
  'Your team was not approved for this hackathon. Contact the organizers if you have questions.';

/** The /submit link that edits one submission (Update from the dashboard). */
export const updateSubmissionHref = (id: number) => `/submit?id=${id}`;

/** What the toast may promise: an email on its way, or one waiting in the Outbox (no SMTP, or failing). */
export function invitationToast(delivery: EmailDelivery, email: string, what: string) {
  const queued = deliveryNote(delivery, `The invitation to ${email}`);
  return {
    title: mailTitle('Invitation', delivery),
    description: queued
      ? `${queued} The organizers can read its link in their Outbox; it is valid for 7 days.`
      : `We are emailing ${what} to ${email}. The link is valid for 7 days.`,
  };
}
