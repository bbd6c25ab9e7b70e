// Forgot / reset password (/forgot-password, /reset-password/:token; DESIGN §6).
import { z } from 'zod';
import { deliveryNote, type EmailDelivery } from '../email-delivery';
import { emailDeliveryField } from './common';
import { emailAddressField, passwordField, passwordsMatch } from './fields';

/**
 * The one answer of POST /api/auth/forgot-password, whether or not the email has an account: only the
 * server's mail delivery, the same for every address, changes its words (no "we have sent" without SMTP).
 */
export function forgotPasswordAnswer(delivery: EmailDelivery): string {
  const queued = deliveryNote(delivery, 'If an account exists for that email, its link to reset the password');
  return `${queued ?? 'If an account exists for that email, we have sent a link to reset the password.'} The link is valid for one hour.`;
}
export const RESET_LINK_INVALID = 'This reset link is invalid or has expired. Please ask for a new one.';

export const forgotPasswordSchema = z.object({
  email: emailAddressField,
});
export type ForgotPassword = z.infer<typeof forgotPasswordSchema>;
export const forgotPasswordResponseSchema = z.object({
  ok: z.literal(true),
  message: z.string(),
  emailDelivery: emailDeliveryField,
});

export const resetPasswordSchema = z.object({
  token: z.string().min(10, { error: RESET_LINK_INVALID }).max(200, { error: RESET_LINK_INVALID }),
  password: passwordField,
});
export type ResetPassword = z.infer<typeof resetPasswordSchema>;

export const resetPasswordFormSchema = resetPasswordSchema
  .omit({ token: true })
  .extend({ confirmPassword: z.string() })
  .check(passwordsMatch('password'));
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;
