import { z } from 'zod';
import { LIMITS, ROLES, USER_STATUSES } from '../constants';
import { emailAddressFormat, emailFormat, passwordMinField, personNameMinField } from './fields';

export const userTypeSchema = z.enum(['team', 'admin']);

/**
 * Login form and request (spec §5). The form validates an email; the server also accepts a username
 * in the same field (DESIGN D6), so the request schema is looser than the form schema.
 */
export const loginFormSchema = z.object({
  email: emailAddressFormat,
  password: z.string().min(LIMITS.loginPasswordMin, { error: 'Password must be at least 6 characters' }),
  userType: userTypeSchema.default('team'),
});
export type LoginForm = z.input<typeof loginFormSchema>;

export const loginRequestSchema = z.object({
  email: z.string().trim().min(1, { error: 'Please enter your email or username' }).max(254),
  password: z.string().min(1, { error: 'Please enter your password' }).max(200),
  userType: userTypeSchema.optional(),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const publicUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  username: z.string(),
  role: z.enum(ROLES),
  status: z.enum(USER_STATUSES),
  teamId: z.number().int().nullable(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

export const sessionResponseSchema = z.object({ token: z.string(), user: publicUserSchema });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/** The account registration call of the auth layer (spec §7): a user without a team (DESIGN D7). */
export const registerAccountSchema = z.object({
  // Kept as they were before the shared fields: the address is not trimmed, and the upper bounds answer
  // zod's default message rather than the fields' wording.
  name: personNameMinField.max(100),
  email: emailFormat.max(254),
  password: passwordMinField.max(200),
});
export type RegisterAccount = z.infer<typeof registerAccountSchema>;
