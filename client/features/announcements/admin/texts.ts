// The Send Announcement dialog's words for its emails once they are written (issue 31: true without SMTP).
import { deliveryNote, type EmailDelivery } from '@shared/email-delivery';
import { plural } from '@/lib/format';

/** The progress line once every email is written: queued for sending, or waiting in the Outbox. */
export function announcementDoneText(queued: number, delivery: EmailDelivery): string {
  const emails = plural(queued, 'email');
  return `Announcement sent. ${(queued > 0 && deliveryNote(delivery, emails, queued !== 1)) || `${emails} queued.`}`;
}
