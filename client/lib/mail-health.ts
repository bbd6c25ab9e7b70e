// What 'Email Sent' means right now in the admin area. An admin action's email is written to the Outbox;
// whether it reaches anyone depends on SMTP, which the mail health query knows. A toast must not promise
// delivery when mail is not going out: the health's state becomes an EmailDelivery and its sentence is
// shared/email-delivery.ts's, the one every answer that emails is told in (participants' and public
// pages read `emailDelivery` from the answer instead: they cannot read this admin endpoint).
// It lives in lib, beside the admin mutation helper that reads it: every admin feature's toasts use it,
// and the mail feature's screens use that helper, so neither can import the other's index.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { mailHealthSchema, type MailHealth } from '@shared/schemas/mail';
import { deliveryNote, emailDeliveryOf, type EmailDelivery } from '@shared/email-delivery';
import { ADMIN_QUERY_ROOT } from './admin-keys';
import { getParsed } from './api';

/** Whether mail goes out: the banner and the meaning of 'Email Sent' read it; checked every minute. */
export const mailHealthQuery = () =>
  queryOptions({
    queryKey: [...ADMIN_QUERY_ROOT, 'mail', 'health'],
    queryFn: getParsed(mailHealthSchema, '/api/admin/mail/health'),
    refetchInterval: 60_000,
  });

/** What an email written now will go through; undefined while the health is not known yet. */
export function deliveryOfHealth(health: MailHealth | undefined): EmailDelivery | undefined {
  return health ? emailDeliveryOf(health.state) : undefined;
}

/** undefined while delivering (or not known yet); else the sentence that tells the truth. */
export function undeliveredNote(health: MailHealth | undefined): string | undefined {
  return deliveryNote(deliveryOfHealth(health));
}

/** The delivery the admin area's health reports now (undefined before it loaded). */
export function mailDelivery(queryClient: QueryClient): EmailDelivery | undefined {
  return deliveryOfHealth(queryClient.getQueryData(mailHealthQuery().queryKey));
}
