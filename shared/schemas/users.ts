// The admin's participant calls (spec §2 Participants tab, §7): the list, a person's details and
// history, and the password an admin sets. The routes validate with these and the admin dialogs' forms
// use the same schemas, so each message is written once.
import { z } from 'zod';
import { ROLES, TEAM_STATUSES, USER_STATUSES } from '../constants';
import { pageOf, pageQuerySchema } from './common';
import { passwordMinField } from './fields';
import { historyEntrySchema } from './history';

const isoDate = z.string();

/**
 * Reset Password: the admin's new password (spec §5), or `sendLink`: the person is emailed a single-use
 * link to choose their own, so nobody reads a password aloud (issue 31).
 */
export const resetPasswordSchema = z
  .object({
    newPassword: passwordMinField.max(200).optional(),
    sendLink: z.boolean().default(false),
  })
  .refine((v) => v.sendLink || v.newPassword !== undefined, {
    path: ['newPassword'],
    message: 'Enter a new password, or send the person a link by email',
  });
export type ResetPassword = z.input<typeof resetPasswordSchema>;

export const userListQuerySchema = pageQuerySchema.extend({
  role: z.enum(ROLES).optional(),
  status: z.enum(USER_STATUSES).optional(),
});
export type UserListQuery = z.input<typeof userListQuerySchema>;

export const adminUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  username: z.string(),
  role: z.enum(ROLES),
  status: z.enum(USER_STATUSES),
  teamId: z.number().int().nullable(),
  teamName: z.string().nullable(),
  teamStatus: z.enum(TEAM_STATUSES).nullable(),
  teamRole: z.enum(['leader', 'member']).nullable(),
  createdAt: isoDate,
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const userPageSchema = pageOf(adminUserSchema);
export type UserPage = z.infer<typeof userPageSchema>;

export const userDetailSchema = adminUserSchema.extend({
  phone: z.string().nullable(),
  gender: z.string().nullable(),
  githubLinked: z.boolean(),
  hasPassword: z.boolean(),
  activeSessions: z.number().int(),
  lastSeenAt: isoDate.nullable(),
  history: z.array(historyEntrySchema),
});
export type UserDetail = z.infer<typeof userDetailSchema>;

/** The role label of spec §3: 'participant' for ordinary users. */
export const roleLabel = (role: string) => (role === 'admin' ? 'Admin' : role === 'judge' ? 'Judge' : 'Participant');

/**
 * The Participants tab's Role: what the person is in the event. 'Participant' for everyone said
 * nothing; a leader, a member and someone without a team are told apart.
 */
export function participantRoleLabel(user: Pick<AdminUser, 'role' | 'teamRole'>): string {
  if (user.role === 'admin') return 'Organizer';
  if (user.teamRole === 'leader') return 'Team Leader';
  if (user.teamRole === 'member') return 'Member';
  return 'Participant';
}
