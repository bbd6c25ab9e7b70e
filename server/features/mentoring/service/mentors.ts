// Mentors of an edition (issue 34): invited through the staff invitation mechanism shared with judges,
// or added directly when they are an admin or a judge already (no email round-trip: they have an
// account and a password); their profile and shifts; the admins' list and removal.
import { mentorInvitePath } from '@shared/paths';
import { and, asc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import {
  MENTORING_MESSAGES,
  type AdminMentor,
  type AdminMentors,
  type InviteMentor,
  type MentorInvitation,
  type MentorProfile,
  type UpdateMentorProfile,
} from '@shared/schemas/mentoring';
import type { PublicUser } from '@shared/schemas/auth';
import type { AcceptInvitation } from '@shared/schemas/teams';
import type { Db, Tx } from '../../../db/client';
import { helpRequests, judgeInvitations, mentors, mentorShifts, users } from '../../../db/schema';
import { writeAudit } from '../../../lib/audit';
import { conflict, forbidden, notFound } from '../../../lib/errors';
import { clockNow } from '../../../lib/clock';
import {
  acceptStaffInvitation,
  inviteStaff,
  pendingStaffInvitations,
  staffInvitationInfo,
  type StaffKind,
} from '../../staff-invitations/index';
import type { EditionRow } from '../../events/index';

const MENTOR: StaffKind<InviteMentor> = {
  kind: 'mentor',
  role: 'mentor',
  messages: {
    participantEmail: MENTORING_MESSAGES.participantMentor,
    otherRole: () => MENTORING_MESSAGES.staffAccount,
    already: MENTORING_MESSAGES.alreadyMentor,
    notRole: MENTORING_MESSAGES.notMentor,
  },
  isMember: async (tx, eventId, userId) => !!(await mentorRow(tx, eventId, userId)),
  async upsertMember(tx, eventId, userId, input) {
    const profile = {
      ...(input.affiliation !== undefined ? { affiliation: input.affiliation } : {}),
      ...(input.skills !== undefined ? { skills: [...new Set(input.skills)] } : {}),
    };
    await tx
      .insert(mentors)
      .values({ eventId, userId, ...profile })
      .onConflictDoUpdate({ target: [mentors.eventId, mentors.userId], set: { ...profile, eventId } });
  },
  email: ({ name, actor, edition }) => ({
    subject: `You're invited to mentor at ${edition}`,
    lines: [
      `Hello ${name},`,
      `${actor} invited you to mentor the teams of ${edition}: you pick up their help requests from a live queue during your shifts.`,
      'Open this link to set your name and password; then fill in your skills and shifts:',
    ],
    after: 'If you did not expect this email, you can ignore it.',
  }),
  path: mentorInvitePath,
};

export async function mentorRow(tx: Tx, eventId: number, userId: number) {
  const [row] = await tx
    .select()
    .from(mentors)
    .where(and(eq(mentors.eventId, eventId), eq(mentors.userId, userId)));
  return row ?? null;
}

export const inviteMentor = (
  db: Db,
  eventId: number,
  actor: { id: number; name: string },
  input: InviteMentor,
  publicUrl: string,
): Promise<MentorInvitation> => inviteStaff(db, MENTOR, eventId, actor, input, publicUrl);

export const mentorInvitationInfo = (db: Db, token: string) => staffInvitationInfo(db, 'mentor', token);

export const acceptMentorInvitation = (
  db: Db,
  token: string,
  input: AcceptInvitation,
  ttlMs: number,
): Promise<{ token: string; user: PublicUser }> => acceptStaffInvitation(db, MENTOR, token, input, ttlMs);

/** An admin or a judge mentors this edition too: they have an account, so no invitation is sent. */
export async function addStaffAsMentor(db: Db, eventId: number, actorId: number, userId: number) {
  await db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!user) throw notFound('User not found');
    if (user.role === 'team') throw conflict(MENTORING_MESSAGES.participantMentorUser);
    if (await mentorRow(tx, eventId, userId)) throw conflict(MENTORING_MESSAGES.alreadyMentor);
    await tx.insert(mentors).values({ eventId, userId });
    await writeAudit(tx, actorId, 'mentor.add', `user:${userId}`, {}, eventId);
  });
  const [row] = (await listMentors(db, eventId)).mentors.filter((m) => m.userId === userId);
  return row!;
}

/** Removes someone from mentoring the edition; requests they held go back to the queue. */
export async function removeMentor(db: Db, eventId: number, actorId: number, userId: number) {
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(mentors)
      .where(and(eq(mentors.eventId, eventId), eq(mentors.userId, userId)))
      .returning({ userId: mentors.userId });
    if (removed.length === 0) throw notFound('This person does not mentor this edition');
    await tx.delete(mentorShifts).where(and(eq(mentorShifts.eventId, eventId), eq(mentorShifts.userId, userId)));
    const released = await tx
      .update(helpRequests)
      .set({ status: 'open', mentorId: null, claimedAt: null, releaseNote: 'Mentor removed by the organizers' })
      .where(
        and(eq(helpRequests.eventId, eventId), eq(helpRequests.mentorId, userId), eq(helpRequests.status, 'claimed')),
      )
      .returning({ id: helpRequests.id });
    // Open invitations to mentor this edition stop working.
    await tx
      .update(judgeInvitations)
      .set({ expiresAt: new Date() })
      .where(
        and(
          eq(judgeInvitations.userId, userId),
          eq(judgeInvitations.eventId, eventId),
          eq(judgeInvitations.kind, 'mentor'),
          isNull(judgeInvitations.acceptedAt),
        ),
      );
    await writeAudit(tx, actorId, 'mentor.remove', `user:${userId}`, { released: released.length }, eventId);
    return released.map((r) => r.id);
  });
}

type ShiftRow = { userId: number; startsAt: Date; endsAt: Date };

async function shiftsOf(tx: Tx, eventId: number, userIds?: number[]): Promise<ShiftRow[]> {
  if (userIds && userIds.length === 0) return [];
  return tx
    .select({ userId: mentorShifts.userId, startsAt: mentorShifts.startsAt, endsAt: mentorShifts.endsAt })
    .from(mentorShifts)
    .where(and(eq(mentorShifts.eventId, eventId), userIds ? inArray(mentorShifts.userId, userIds) : undefined))
    .orderBy(asc(mentorShifts.startsAt));
}

const onShift = (shifts: ShiftRow[], userId: number, t: number) =>
  shifts.some((s) => s.userId === userId && s.startsAt.getTime() <= t && t < s.endsAt.getTime());

/** The user ids of the edition's mentors on shift at `at`. */
export async function mentorsOnShift(tx: Tx, eventId: number, at: Date = clockNow()): Promise<number[]> {
  const rows = await tx
    .selectDistinct({ userId: mentorShifts.userId })
    .from(mentorShifts)
    .innerJoin(mentors, and(eq(mentors.eventId, mentorShifts.eventId), eq(mentors.userId, mentorShifts.userId)))
    .where(and(eq(mentorShifts.eventId, eventId), lte(mentorShifts.startsAt, at), gt(mentorShifts.endsAt, at)));
  return rows.map((r) => r.userId);
}

/** The next shift's start after `at` (null: none planned). */
export async function nextShiftStart(tx: Tx, eventId: number, at: Date = clockNow()): Promise<Date | null> {
  const [row] = await tx
    .select({ startsAt: sql<Date>`min(${mentorShifts.startsAt})`.mapWith(mentorShifts.startsAt) })
    .from(mentorShifts)
    .innerJoin(mentors, and(eq(mentors.eventId, mentorShifts.eventId), eq(mentors.userId, mentorShifts.userId)))
    .where(and(eq(mentorShifts.eventId, eventId), gt(mentorShifts.startsAt, at)));
  return row?.startsAt ?? null;
}

const holdsOf = async (tx: Tx, eventId: number) => {
  const rows = await tx
    .select({ mentorId: helpRequests.mentorId, n: sql<number>`count(*)::int` })
    .from(helpRequests)
    .where(and(eq(helpRequests.eventId, eventId), eq(helpRequests.status, 'claimed')))
    .groupBy(helpRequests.mentorId);
  return new Map(rows.map((r) => [r.mentorId!, r.n]));
};

export async function listMentors(db: Db, eventId: number): Promise<AdminMentors> {
  const rows = await db
    .select({
      userId: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      status: users.status,
      affiliation: mentors.affiliation,
      skills: mentors.skills,
      problemIds: mentors.problemIds,
    })
    .from(mentors)
    .innerJoin(users, eq(users.id, mentors.userId))
    .where(eq(mentors.eventId, eventId))
    .orderBy(users.name, users.id);
  const shifts = await shiftsOf(db, eventId);
  const holds = await holdsOf(db, eventId);
  const t = clockNow().getTime();
  const invitations = await pendingStaffInvitations(db, eventId, 'mentor');
  return {
    mentors: rows.map((r): AdminMentor => ({
      ...r,
      shifts: shifts
        .filter((s) => s.userId === r.userId)
        .map((s) => ({ startsAt: s.startsAt.toISOString(), endsAt: s.endsAt.toISOString() })),
      onShiftNow: onShift(shifts, r.userId, t),
      holds: holds.get(r.userId) ?? 0,
    })),
    invitations,
  };
}

export async function getMentorProfile(tx: Tx, ev: EditionRow, userId: number): Promise<MentorProfile> {
  const [row] = await tx
    .select({ m: mentors, name: users.name, email: users.email, role: users.role })
    .from(mentors)
    .innerJoin(users, eq(users.id, mentors.userId))
    .where(and(eq(mentors.eventId, ev.id), eq(mentors.userId, userId)));
  if (!row) throw forbidden(MENTORING_MESSAGES.notMentor);
  const shifts = await shiftsOf(tx, ev.id, [userId]);
  return {
    userId,
    name: row.name,
    email: row.email,
    role: row.role,
    affiliation: row.m.affiliation,
    skills: row.m.skills,
    problemIds: row.m.problemIds,
    meeting: { kind: row.m.meetingKind, videoUrl: row.m.videoUrl, discordHandle: row.m.discordHandle },
    shifts: shifts.map((s) => ({ startsAt: s.startsAt.toISOString(), endsAt: s.endsAt.toISOString() })),
    onShiftNow: onShift(shifts, userId, clockNow().getTime()),
    edition: { id: ev.id, slug: ev.slug, name: ev.name, timeZone: ev.timeZone },
  };
}

export async function updateMentorProfile(
  db: Db,
  ev: EditionRow,
  userId: number,
  input: UpdateMentorProfile,
): Promise<MentorProfile> {
  return db.transaction(async (tx) => {
    if (!(await mentorRow(tx, ev.id, userId))) throw forbidden(MENTORING_MESSAGES.notMentor);
    if (input.name !== undefined) await tx.update(users).set({ name: input.name }).where(eq(users.id, userId));
    const set = {
      ...(input.affiliation !== undefined ? { affiliation: input.affiliation } : {}),
      ...(input.skills !== undefined ? { skills: [...new Set(input.skills)] } : {}),
      ...(input.problemIds !== undefined ? { problemIds: [...new Set(input.problemIds)] } : {}),
      ...(input.meeting !== undefined
        ? {
            meetingKind: input.meeting.kind,
            videoUrl: input.meeting.kind === 'video' ? input.meeting.videoUrl : null,
            discordHandle: input.meeting.kind === 'discord' ? input.meeting.discordHandle : null,
          }
        : {}),
    };
    if (Object.keys(set).length)
      await tx
        .update(mentors)
        .set(set)
        .where(and(eq(mentors.eventId, ev.id), eq(mentors.userId, userId)));
    if (input.shifts !== undefined) {
      // The shifts are replaced as a whole: the form edits the list.
      await tx.delete(mentorShifts).where(and(eq(mentorShifts.eventId, ev.id), eq(mentorShifts.userId, userId)));
      if (input.shifts.length)
        await tx.insert(mentorShifts).values(
          input.shifts.map((s) => ({
            eventId: ev.id,
            userId,
            startsAt: new Date(s.startsAt),
            endsAt: new Date(s.endsAt),
          })),
        );
    }
    return getMentorProfile(tx, ev, userId);
  });
}
