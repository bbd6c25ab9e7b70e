// Mentors on call (issue 34): mentors of an edition, their invitation, profile and shifts, the admins'
// list and the hand-off list.
import { z } from 'zod';
import { emailDeliveryField } from './common';
import { emailField, FIELD_MESSAGES, idValueField, isoDateTime, personNameField } from './fields';
import { id, iso, problemIdsField, skillField } from './mentoring-fields';
import { MENTORING_LIMITS, MENTORING_MESSAGES } from './mentoring-rules';

/** The skills a mentor offers (the find-a-team skill list). */
export const mentorSkillsField = z.array(skillField).max(12);

/** POST /api/admin/events/{slug}/mentors/invitations → 201 inviteMentorResponseSchema. */
export const inviteMentorSchema = z.object({
  email: emailField,
  name: personNameField.optional(),
  affiliation: z.string().trim().max(MENTORING_LIMITS.affiliationMax).optional(),
  skills: mentorSkillsField.optional(),
});
export type InviteMentor = z.infer<typeof inviteMentorSchema>;

export const mentorInvitationSchema = z.object({
  id,
  email: z.string(),
  name: z.string().nullable(),
  expiresAt: iso,
  createdAt: iso,
});
export type MentorInvitation = z.infer<typeof mentorInvitationSchema>;
export const inviteMentorResponseSchema = mentorInvitationSchema.extend({ emailDelivery: emailDeliveryField });

/** GET /api/mentors/invitations/{token} (public): what the accept page shows. */
export const mentorInvitationInfoSchema = z.object({
  email: z.string(),
  name: z.string().nullable(),
  invitedBy: z.string().nullable(),
  expiresAt: iso,
  /** The edition they are invited to mentor. */
  editionName: z.string(),
});
export type MentorInvitationInfo = z.infer<typeof mentorInvitationInfoSchema>;
// POST /api/mentors/invitations/{token}/accept takes acceptInvitationSchema ({name, password}) from ./teams
// and answers sessionResponseSchema: it sets the mentor's name and password and signs them in.

/** POST /api/admin/events/{slug}/mentors: an admin or a judge mentors too, without an email round-trip. */
export const addMentorSchema = z.object({ userId: idValueField });
export type AddMentor = z.infer<typeof addMentorSchema>;

export const MEETING_KINDS = ['video', 'discord', 'chat'] as const;
export type MeetingKind = (typeof MEETING_KINDS)[number];
export const MEETING_LABELS: Record<MeetingKind, string> = {
  video: 'Video call',
  discord: 'Discord',
  chat: 'Chat here',
};

/** How a mentor meets a team: a video link, a Discord handle, or the platform's own chat. */
export const meetingSchema = z
  .object({
    kind: z.enum(MEETING_KINDS),
    videoUrl: z.string().trim().max(500).nullable().default(null),
    discordHandle: z.string().trim().max(100).nullable().default(null),
  })
  .superRefine((m, ctx) => {
    if (m.kind === 'video' && !(m.videoUrl && /^https:\/\/\S+$/i.test(m.videoUrl)))
      ctx.addIssue({ code: 'custom', path: ['videoUrl'], message: MENTORING_MESSAGES.videoUrl });
    if (m.kind === 'discord' && !m.discordHandle)
      ctx.addIssue({ code: 'custom', path: ['discordHandle'], message: MENTORING_MESSAGES.discordHandle });
  });
export type Meeting = z.infer<typeof meetingSchema>;

/** A shift: instants (ISO 8601 with offset); screens show and type them in the edition's time zone. */
export const shiftSchema = z.object({ startsAt: isoDateTime, endsAt: isoDateTime }).superRefine((s, ctx) => {
  const len = Date.parse(s.endsAt) - Date.parse(s.startsAt);
  if (len <= 0) ctx.addIssue({ code: 'custom', path: ['endsAt'], message: MENTORING_MESSAGES.shiftOrder });
  else if (len > MENTORING_LIMITS.shiftHoursMax * 3600_000)
    ctx.addIssue({ code: 'custom', path: ['endsAt'], message: MENTORING_MESSAGES.shiftLength });
});
export type Shift = z.infer<typeof shiftSchema>;
export const shiftsField = z.array(shiftSchema).max(MENTORING_LIMITS.shiftsMax, MENTORING_MESSAGES.shiftsMax);

/** GET/PUT /api/mentor/profile: the signed-in mentor, in the current edition. */
export const mentorProfileSchema = z.object({
  userId: id,
  name: z.string(),
  email: z.string(),
  role: z.string(),
  affiliation: z.string(),
  skills: z.array(z.string()),
  /** The challenges (problem ids) they know. */
  problemIds: z.array(id),
  meeting: z.object({
    kind: z.enum(MEETING_KINDS),
    videoUrl: z.string().nullable(),
    discordHandle: z.string().nullable(),
  }),
  shifts: z.array(z.object({ startsAt: iso, endsAt: iso })),
  onShiftNow: z.boolean(),
  edition: z.object({ id, slug: z.string(), name: z.string(), timeZone: z.string() }),
});
export type MentorProfile = z.infer<typeof mentorProfileSchema>;

export const updateMentorProfileSchema = z
  .object({
    name: personNameField.optional(),
    affiliation: z.string().trim().max(MENTORING_LIMITS.affiliationMax, MENTORING_MESSAGES.affiliationMax).optional(),
    skills: mentorSkillsField.optional(),
    problemIds: problemIdsField.optional(),
    meeting: meetingSchema.optional(),
    shifts: shiftsField.optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), { error: FIELD_MESSAGES.nothingToChange });
export type UpdateMentorProfile = z.infer<typeof updateMentorProfileSchema>;

/** A mentor in the admin's list and in the hand-off list. */
export const adminMentorSchema = z.object({
  userId: id,
  name: z.string(),
  email: z.string(),
  role: z.string(),
  /** pending: invited, has not set a password yet. */
  status: z.enum(['active', 'pending', 'inactive']),
  affiliation: z.string(),
  skills: z.array(z.string()),
  problemIds: z.array(id),
  shifts: z.array(z.object({ startsAt: iso, endsAt: iso })),
  onShiftNow: z.boolean(),
  /** Requests held right now. */
  holds: z.number().int(),
});
export type AdminMentor = z.infer<typeof adminMentorSchema>;
export const adminMentorsSchema = z.object({
  mentors: z.array(adminMentorSchema),
  invitations: z.array(mentorInvitationSchema),
});
export type AdminMentors = z.infer<typeof adminMentorsSchema>;

/** GET /api/mentor/mentors: the mentors of the edition a request can be handed to. */
export const mentorListSchema = z.object({
  mentors: z.array(
    z.object({
      userId: id,
      name: z.string(),
      onShiftNow: z.boolean(),
      holds: z.number().int(),
      skills: z.array(z.string()),
    }),
  ),
});
export type MentorList = z.infer<typeof mentorListSchema>;
