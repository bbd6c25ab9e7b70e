// The signed-in user's profile page (/profile): who they are, their team, its latest submission and the
// judges' feedback (DESIGN D9), and the password change.
import { z } from 'zod';
import { GENDERS, ROLES, TEAM_STATUSES, USER_STATUSES } from '../constants';
import { FIELD_MESSAGES, optionalPhoneField, passwordField, passwordsMatch, personNameField } from './fields';
import { teamSubmissionSchema } from './teams';
import { EDITION_STATES } from './events';

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
  /** The person's teams across editions (issue "Editions"), newest first; absent from older servers. */
  history: z
    .array(
      z.object({
        edition: z.object({ slug: z.string(), name: z.string(), state: z.enum(EDITION_STATES) }),
        teamName: z.string(),
        role: z.enum(['leader', 'member']),
        problemTitle: z.string().nullable(),
        submission: z.object({ githubUrl: z.string(), status: z.string() }).nullable(),
        places: z.array(z.string()),
      }),
    )
    .optional(),
});
export type Profile = z.infer<typeof profileSchema>;

/** PATCH /api/profile. Email and username are the sign-in identity and stay as they are. */
export const updateProfileSchema = z.object({
  name: personNameField,
  phone: optionalPhoneField,
  gender: z.union([z.enum(GENDERS), z.literal('')]),
});
export type UpdateProfile = z.infer<typeof updateProfileSchema>;

export const PASSWORD_MIN_MESSAGE = FIELD_MESSAGES.password;

export const changePasswordSchema = z.object({
  currentPassword: z.string().min(1, { error: 'Please enter your current password' }).max(200),
  newPassword: passwordField,
});
export type ChangePassword = z.infer<typeof changePasswordSchema>;

export const changePasswordFormSchema = changePasswordSchema
  .extend({ confirmPassword: z.string() })
  .check(passwordsMatch('newPassword'));
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;
