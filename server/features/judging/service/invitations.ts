// Judge invitations: the staff invitation mechanism (../../staff-invitations, shared with mentors) with
// the judges' own row, words and link. An invitation is to judge one edition (DESIGN D13): it adds the
// person's `judges` row of that edition, with the affiliation and categories the admin typed.
import { judgeInvitePath } from '@shared/paths';
import { and, eq } from 'drizzle-orm';
import type { PublicUser } from '@shared/schemas/auth';
import {
  JUDGING_MESSAGES,
  type InviteJudge,
  type JudgeInvitation,
  type JudgeInvitationInfo,
} from '@shared/schemas/judging';
import type { AcceptInvitation } from '@shared/schemas/teams';
import type { Db } from '../../../db/client';
import { judges } from '../../../db/schema';
import {
  acceptStaffInvitation,
  inviteStaff,
  staffInvitationInfo,
  STAFF_INVITATION_INVALID,
  STAFF_INVITATION_TTL_MS,
  STAFF_INVITATION_USED,
  type StaffKind,
} from '../../staff-invitations/index';

export const JUDGE_INVITATION_TTL_MS = STAFF_INVITATION_TTL_MS;
export const JUDGE_INVITATION_INVALID = STAFF_INVITATION_INVALID;
export const JUDGE_INVITATION_USED = STAFF_INVITATION_USED;

const JUDGE: StaffKind<InviteJudge> = {
  kind: 'judge',
  role: 'judge',
  messages: {
    participantEmail: JUDGING_MESSAGES.participantEmail,
    otherRole: (role) =>
      role === 'admin'
        ? 'This email belongs to an organizer account: mark them as judge'
        : 'This email belongs to a mentor account: a mentor cannot also be invited as judge',
    already: JUDGING_MESSAGES.alreadyJudge,
    notRole: JUDGING_MESSAGES.notJudge,
  },
  async isMember(tx, eventId, userId) {
    const [row] = await tx
      .select({ userId: judges.userId })
      .from(judges)
      .where(and(eq(judges.eventId, eventId), eq(judges.userId, userId)));
    return !!row;
  },
  async upsertMember(tx, eventId, userId, input) {
    const profile = { affiliation: input.affiliation ?? '', categories: input.categories ?? [] };
    await tx
      .insert(judges)
      .values({ eventId, userId, ...profile })
      .onConflictDoUpdate({ target: [judges.eventId, judges.userId], set: profile });
  },
  email: ({ name, actor, edition }) => ({
    subject: `You're invited to judge ${edition}`,
    lines: [
      `Hello ${name},`,
      `${actor} invited you to judge the submissions of ${edition}.`,
      'Open this link to set your name and password; then sign in to reach your judging queue:',
    ],
    after: 'If you did not expect this email, you can ignore it.',
  }),
  path: judgeInvitePath,
};

export function inviteJudge(
  db: Db,
  eventId: number,
  actor: { id: number; name: string },
  input: InviteJudge,
  publicUrl: string,
): Promise<JudgeInvitation> {
  return inviteStaff(db, JUDGE, eventId, actor, input, publicUrl);
}

export async function getJudgeInvitation(db: Db, token: string): Promise<JudgeInvitationInfo> {
  const { editionName: _edition, ...info } = await staffInvitationInfo(db, 'judge', token);
  return info;
}

export function acceptJudgeInvitation(
  db: Db,
  token: string,
  input: AcceptInvitation,
  ttlMs: number,
): Promise<{ token: string; user: PublicUser }> {
  return acceptStaffInvitation(db, JUDGE, token, input, ttlMs);
}
