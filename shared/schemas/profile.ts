// The signed-in user's profile page (/profile): who they are, their team, its latest submission and the
// judges' feedback (DESIGN D9), every edition they took part in (DESIGN D13), and the password change.
import { z } from 'zod';
import { GENDERS, ROLES, SUBMISSION_STATUSES, TEAM_STATUSES, USER_STATUSES } from '../constants';
import { EDITION_STATES } from './events';
import { FIELD_MESSAGES, optionalPhoneField, passwordField, passwordsMatch, personNameField } from './fields';
import { teamSubmissionSchema } from './teams';

/** One edition the person had a team in: what they did there, kept after the edition is archived. */
export const profileHistoryEntrySchema = z.object({
  edition: z.object({ slug: z.string(), name: z.string(), state: z.enum(EDITION_STATES) }),
  teamName: z.string(),
  role: z.enum(['leader', 'member']),
  problemTitle: z.string().nullable(),
  /** The team's latest submission, if it made one. */
  submission: z
    .object({
      githubUrl: z.string(),
      status: z.enum(SUBMISSION_STATUSES),
      /** The edition's results are published (the status reads 'Judged' then, not 'Under Review'). */
      resultsOut: z.boolean().optional(),
    })
    .nullable(),
  /** The team's published places, e.g. '1st place overall', '2nd place: Smart Health'. */
  places: z.array(z.string()),
});
export type ProfileHistoryEntry = z.infer<typeof profileHistoryEntrySchema>;

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
      /** Why the organizers rejected the team (null: not rejected, or no reason given). */
      rejectionReason: z.string().nullable(),
    })
    .nullable(),
  latestSubmission: teamSubmissionSchema.nullable(),
  /** Every edition with a team of theirs, newest first (`team` is the current edition's). */
  history: z.array(profileHistoryEntrySchema),
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
