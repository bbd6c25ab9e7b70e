// An organizer's member changes on a team (issue 24 'Organizers' event-day tools'): add a person by
// the email of their account, remove a member, move a member to another team of the same edition.
import { z } from 'zod';
import { emailField, idParamField, idValueField } from './fields';

export const adminMemberParamsSchema = z.object({ id: idParamField, userId: idParamField });

export const adminAddMemberSchema = z.object({ email: emailField });
export type AdminAddMember = z.infer<typeof adminAddMemberSchema>;

export const adminMoveMemberSchema = z.object({ teamId: idValueField });
export type AdminMoveMember = z.infer<typeof adminMoveMemberSchema>;

/** What changed, and how many people were told by email. */
export const adminMemberChangeSchema = z.object({
  userId: z.number().int(),
  name: z.string(),
  fromTeamId: z.number().int().nullable(),
  toTeamId: z.number().int().nullable(),
  emailed: z.number().int(),
});
export type AdminMemberChange = z.infer<typeof adminMemberChangeSchema>;

export const MEMBER_MOVE_MESSAGES = {
  noAccount: 'No account uses this email: ask the person to sign up first, or let the leader invite them',
  notParticipant: 'This email belongs to an organizer or judge account, not a participant',
  leader: 'The team leader cannot be removed or moved',
  sameTeam: 'The member is already in this team',
} as const;
