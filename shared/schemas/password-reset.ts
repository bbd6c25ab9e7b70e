// Forgot / reset password (/forgot-password, /reset-password/:token; DESIGN §6).
import { z } from 'zod';
import { LIMITS } from '../constants';

/** The one answer of POST /api/auth/forgot-password, whether or not the email has an account. */
export const FORGOT_PASSWORD_ANSWER =
  'If an account exists for that email, we have sent a link to reset the password. The link is valid for one hour.';
export const RESET_LINK_INVALID = 'This reset link is invalid or has expired. Please ask for a new one.';

export const forgotPasswordSchema = z.object({
  email: z
    .string()
    .trim()
    .pipe(
      z
        .email({ error: 'Please enter a valid email address' })
        .max(254, { error: 'Please enter a valid email address' }),
    ),
});
export type ForgotPassword = z.infer<typeof forgotPasswordSchema>;
export const forgotPasswordResponseSchema = z.object({ ok: z.literal(true), message: z.string() });

export const resetPasswordSchema = z.object({
  token: z.string().min(10, { error: RESET_LINK_INVALID }).max(200, { error: RESET_LINK_INVALID }),
  password: z
    .string()
    .min(LIMITS.resetPasswordMin, { error: 'Password must be at least 8 characters' })
    .max(200, { error: 'Password cannot exceed 200 characters' }),
});
export type ResetPassword = z.infer<typeof resetPasswordSchema>;

export const resetPasswordFormSchema = resetPasswordSchema
  .omit({ token: true })
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], error: 'Passwords do not match' });
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;
