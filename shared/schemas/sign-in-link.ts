// One-time sign-in links (issue 24 'Owners are never locked out'): a person whose RIGHT password is
// refused during a guessing attack (a new device, the account's limit spent) is offered a link by email.
import { z } from 'zod';
import { deliveryNote, type EmailDelivery } from '../email-delivery';
import { emailDeliveryField } from './common';

/** How long an emailed sign-in link works (once). */
export const SIGN_IN_LINK_TTL_MINUTES = 15;

/**
 * The same answer whatever the address: it never tells whether an account exists or was offered a link.
 * Only the server's mail delivery, the same for everyone, changes its words (no "on its way" without SMTP).
 */
export function signInLinkAnswer(delivery: EmailDelivery): string {
  const queued = deliveryNote(delivery, 'If this account was offered a sign-in link, it');
  return `${queued ?? "If this account was offered a sign-in link, it is on its way to the account's email address."} It works once, within ${SIGN_IN_LINK_TTL_MINUTES} minutes.`;
}

export const SIGN_IN_LINK_INVALID =
  'This sign-in link is invalid, expired or already used. Sign in again to ask for a new one.';

/** The login form's email field, as the sign-in call takes it (an email or a username). */
export const signInLinkRequestSchema = z.object({
  email: z.string().trim().min(1, { error: 'Please enter your email' }).max(254),
});
export type SignInLinkRequest = z.infer<typeof signInLinkRequestSchema>;

export const signInLinkResponseSchema = z.object({
  ok: z.literal(true),
  message: z.string(),
  emailDelivery: emailDeliveryField,
});

export const redeemSignInLinkSchema = z.object({ token: z.string().min(1).max(200) });

/** GET /api/auth/options: which ways to sign in this deployment offers (told before the click). */
export const signInOptionsSchema = z.object({ github: z.boolean() });
export type SignInOptions = z.infer<typeof signInOptionsSchema>;
