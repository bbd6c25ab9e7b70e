// The signed-in user's profile page (/profile): who they are, their team, its latest submission and the
// judges' feedback (DESIGN D9), and the password change.
import { z } from 'zod';
import { GENDERS, LIMITS, ROLES, TEAM_STATUSES, USER_STATUSES } from '../constants';
import { REGISTRATION_MESSAGES } from './registration';
import { teamSubmissionSchema } from './teams';

export const profileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  username: z.string(),
  role: z.enum(ROLES),
  status: z.enum(USER_STATUSES),
  phone: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  /** False for someone who signed in with GitHub only: the change form then cannot ask a current password. */
  hasPassword: z.boolean(),
  createdAt: z.string(),
  team: z
    .object({
      id: z.number().int(),
      name: z.string(),
      status: z.enum(TEAM_STATUSES),
      role: z.enum(['leader', 'member']),
      problemTitle: z.string().nullable(),
      memberCount: z.number().int(),
    })
    .nullable(),
  latestSubmission: teamSubmissionSchema.nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

/** PATCH /api/profile. Email and username are the sign-in identity and stay as they are. */
export const updateProfileSchema = z.object({
  name: z
    .string()
    .trim()
    .min(LIMITS.personNameMin, { error: REGISTRATION_MESSAGES.name })
    .max(100, { error: 'Name cannot exceed 100 characters' }),
  phone: z
    .string()
    .trim()
    .max(30, { error: REGISTRATION_MESSAGES.phone })
    .refine((v) => v === '' || v.length >= LIMITS.phoneMin, { error: REGISTRATION_MESSAGES.phone }),
  gender: z.union([z.enum(GENDERS), z.literal('')]),
});
export type UpdateProfile = z.infer<typeof updateProfileSchema>;

export const PASSWORD_MIN_MESSAGE = 'Password must be at least 8 characters';

export const changePasswordSchema = z.object({
  currentPassword: z.string().min(1, { error: 'Please enter your current password' }).max(200),
  newPassword: z
    .string()
    .min(LIMITS.resetPasswordMin, { error: PASSWORD_MIN_MESSAGE })
    .max(200, { error: 'Password cannot exceed 200 characters' }),
});
export type ChangePassword = z.infer<typeof changePasswordSchema>;

export const changePasswordFormSchema = changePasswordSchema
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, { path: ['confirmPassword'], error: 'Passwords do not match' });
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;
