// Mentors on call (issue 34): mentors of an edition, their profile and shifts, the help queue (requests,
// claims, releases, hand-offs, ratings), the organizers' Mentoring report and the `help.*` live messages.
// One schema per contract, read by the server's routes and the client's forms alike.
//
// Routes (all JSON; {slug} is an edition's address):
//   POST   /api/admin/events/{slug}/mentors/invitations  inviteMentorSchema → 201 inviteMentorResponseSchema
//   GET    /api/admin/events/{slug}/mentors              → adminMentorsSchema
//   POST   /api/admin/events/{slug}/mentors              addMentorSchema (an admin or judge, no email) → 201 adminMentorSchema
//   DELETE /api/admin/events/{slug}/mentors/{userId}     → 204
//   GET    /api/admin/events/{slug}/mentoring            → mentoringReportSchema
//   GET    /api/admin/events/{slug}/mentoring/requests.csv → text/csv
//   GET    /api/mentors/invitations/{token}              → mentorInvitationInfoSchema (public)
//   POST   /api/mentors/invitations/{token}/accept       acceptInvitationSchema ({name,password}) → sessionResponseSchema
//   GET    /api/mentor/profile  PUT /api/mentor/profile  updateMentorProfileSchema → mentorProfileSchema
//   GET    /api/mentor/queue                             → mentorQueueSchema
//   GET    /api/mentor/mentors                           → mentorListSchema (hand-off targets)
//   GET    /api/help-requests/shift-status               → shiftStatusSchema (the form, before sending)
//   POST   /api/help-requests                            createHelpRequestSchema → 201 createHelpRequestResponseSchema
//   GET    /api/help-requests/mine                       → myHelpRequestsSchema
//   DELETE /api/help-requests/{id}                       → 200 helpRequestSchema (cancelled)
//   POST   /api/help-requests/{id}/claim | /resolve      → helpRequestSchema (409 to every loser of a race)
//   POST   /api/help-requests/{id}/release               releaseHelpRequestSchema → helpRequestSchema
//   POST   /api/help-requests/{id}/handoff               handoffHelpRequestSchema → helpRequestSchema
//   POST   /api/help-requests/{id}/rating                rateHelpRequestSchema → 201 { ok: true }
import { z } from 'zod';
import { emailDeliveryField } from './common';
import { emailField, FIELD_MESSAGES, idValueField, isoDateTime, personNameField } from './fields';
import { SKILLS, SKILLS_MESSAGE } from './find-team';

export const MENTORING_LIMITS = {
  /** Requests a mentor may hold at once. */
  holdLimit: 2,
  titleMax: 120,
  descriptionMax: 4000,
  triedMax: 2000,
  locationMax: 300,
  noteMax: 500,
  commentMax: 1000,
  affiliationMax: 200,
  shiftsMax: 40,
  /** A shift lasts at most this many hours. */
  shiftHoursMax: 24,
  /** Organizers' escalation threshold, minutes: default and bounds. */
  escalationDefault: 15,
  escalationMin: 1,
  escalationMax: 24 * 60,
  /** Open requests a participant's team may have at once. */
  openPerTeam: 3,
} as const;

/** Every sentence of the feature the server answers with and the forms show, written once. */
export const MENTORING_MESSAGES = {
  titleRequired: 'Give your request a short title',
  titleMax: `Keep the title to ${MENTORING_LIMITS.titleMax} characters`,
  descriptionRequired: 'Describe what you need help with',
  descriptionMax: `Keep the description to ${MENTORING_LIMITS.descriptionMax} characters`,
  triedMax: `Keep what you tried to ${MENTORING_LIMITS.triedMax} characters`,
  locationRequired: 'Say where a mentor finds you (a table, or a video link)',
  locationMax: `Keep the location to ${MENTORING_LIMITS.locationMax} characters`,
  skills: SKILLS_MESSAGE,
  noteRequired: 'Leave a note for the next mentor',
  noteMax: `Keep the note to ${MENTORING_LIMITS.noteMax} characters`,
  stars: 'Rate the help from 1 to 5 stars',
  commentMax: `Keep the comment to ${MENTORING_LIMITS.commentMax} characters`,
  affiliationMax: `Affiliation cannot exceed ${MENTORING_LIMITS.affiliationMax} characters`,
  shiftOrder: 'A shift must end after it starts',
  shiftLength: `A shift lasts at most ${MENTORING_LIMITS.shiftHoursMax} hours`,
  shiftsMax: `At most ${MENTORING_LIMITS.shiftsMax} shifts`,
  videoUrl: 'Please enter the video link (https://…)',
  discordHandle: 'Please enter your Discord handle',
  escalation: `The escalation threshold is ${MENTORING_LIMITS.escalationMin} to ${MENTORING_LIMITS.escalationMax} minutes`,
  helpWindowOrder: 'The help queue must close after it opens',
  // Refusals (the server's 403/404/409 bodies).
  notMentor: 'You are not a mentor of this edition',
  participantMentor: 'This email belongs to a participant: participants cannot mentor',
  participantMentorUser: 'Participants cannot mentor: choose an organizer or a judge',
  alreadyMentor: 'This person already mentors this edition',
  staffAccount: 'This email belongs to an organizer or judge account: add them as mentor directly',
  notParticipant:
    'Only participants of the current edition (team members, or people on the team board) can ask for help',
  notFound: 'Help request not found',
  notYours: 'This help request belongs to another team',
  notOpen: 'This request is no longer open: another mentor claimed it, or it was cancelled',
  notHeld: 'You do not hold this request',
  holdLimit: `You already hold ${MENTORING_LIMITS.holdLimit} requests: resolve or release one first`,
  targetHoldLimit: (name: string) =>
    `${name} already holds ${MENTORING_LIMITS.holdLimit} requests: choose another mentor`,
  targetNotMentor: 'Choose a mentor of this edition',
  handoffSelf: 'You already hold this request: choose another mentor',
  cannotCancel: 'Only a request that waits or is being helped can be cancelled',
  notResolved: 'You can rate the help once the request is resolved',
  alreadyRated: 'You have already rated this help',
  tooManyOpen: `Your team already has ${MENTORING_LIMITS.openPerTeam} requests waiting: cancel one or wait for a mentor`,
  noMentorOnShift: (next: string | null) =>
    next
      ? `No mentor is on shift right now; the next shift starts ${next}. You can still send your request: it waits in the queue.`
      : 'No mentor is on shift right now, and no shift is planned. You can still send your request: it waits in the queue.',
} as const;

const id = z.number().int();
const iso = z.string();
const skillField = z.enum(SKILLS, { error: MENTORING_MESSAGES.skills });
export const mentorSkillsField = z.array(skillField).max(12);
const problemIdsField = z.array(idValueField).max(50);

// ----- mentors: invitation, profile, shifts -----

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

// ----- help requests -----

export const HELP_STATUSES = ['open', 'claimed', 'resolved', 'cancelled'] as const;
export type HelpStatus = (typeof HELP_STATUSES)[number];
export const HELP_STATUS_LABELS: Record<HelpStatus, string> = {
  open: 'Waiting for a mentor',
  claimed: 'A mentor is on it',
  resolved: 'Resolved',
  cancelled: 'Cancelled',
};
export const DESCRIPTION_FORMATS = ['plain', 'markdown'] as const;

/** POST /api/help-requests → 201 createHelpRequestResponseSchema. */
export const createHelpRequestSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, MENTORING_MESSAGES.titleRequired)
    .max(MENTORING_LIMITS.titleMax, MENTORING_MESSAGES.titleMax),
  description: z
    .string()
    .trim()
    .min(1, MENTORING_MESSAGES.descriptionRequired)
    .max(MENTORING_LIMITS.descriptionMax, MENTORING_MESSAGES.descriptionMax),
  /** Plain text (default) or the shared Markdown renderer (sanitised like organizer pages). */
  descriptionFormat: z.enum(DESCRIPTION_FORMATS).default('plain'),
  /** What the team tried already. */
  tried: z.string().trim().max(MENTORING_LIMITS.triedMax, MENTORING_MESSAGES.triedMax).default(''),
  /** The challenge (problem id) it is about; null or absent: none in particular. */
  problemId: idValueField.nullable().optional(),
  skills: z.array(skillField).max(12).default([]),
  /** A table, or a video link. */
  location: z
    .string()
    .trim()
    .min(1, MENTORING_MESSAGES.locationRequired)
    .max(MENTORING_LIMITS.locationMax, MENTORING_MESSAGES.locationMax),
});
export type CreateHelpRequest = z.input<typeof createHelpRequestSchema>;
export type CreateHelpRequestParsed = z.output<typeof createHelpRequestSchema>;

/** POST /api/help-requests/preview: the Markdown description as the mentors will read it. */
export const helpPreviewSchema = z.object({ description: z.string().max(MENTORING_LIMITS.descriptionMax) });
export const helpPreviewResponseSchema = z.object({ html: z.string() });

export const createHelpRequestResponseSchema = z.object({
  id,
  /** 1 = next in line. */
  position: z.number().int(),
  /** From recent handling times and the mentors on shift (null: no mentor on shift and none planned). */
  estimatedWaitMinutes: z.number().int().nullable(),
});
export type CreateHelpRequestResponse = z.infer<typeof createHelpRequestResponseSchema>;

const helpMentorSchema = z.object({
  userId: id,
  name: z.string(),
  affiliation: z.string(),
  meeting: mentorProfileSchema.shape.meeting,
});

/** A help request as its team and its mentors see it. */
export const helpRequestSchema = z.object({
  id,
  eventId: id,
  teamId: id.nullable(),
  teamName: z.string().nullable(),
  requesterId: id,
  requesterName: z.string(),
  title: z.string(),
  description: z.string(),
  descriptionFormat: z.enum(DESCRIPTION_FORMATS),
  /** The description as safe HTML (Markdown rendered and sanitised, or plain text escaped). */
  descriptionHtml: z.string(),
  tried: z.string(),
  problemId: id.nullable(),
  problemTitle: z.string().nullable(),
  skills: z.array(z.string()),
  location: z.string(),
  status: z.enum(HELP_STATUSES),
  createdAt: iso,
  claimedAt: iso.nullable(),
  resolvedAt: iso.nullable(),
  cancelledAt: iso.nullable(),
  /** The mentor holding it (claimed), or who resolved it. */
  mentor: helpMentorSchema.nullable(),
  /** The last release's note (for the next mentor and the team). */
  releaseNote: z.string().nullable(),
  /** Place in the queue and the estimate while open; null otherwise. */
  position: z.number().int().nullable(),
  estimatedWaitMinutes: z.number().int().nullable(),
  /** The team has rated the help (the rating itself is shown only to organizers). */
  rated: z.boolean(),
});
export type HelpRequest = z.infer<typeof helpRequestSchema>;

/** GET /api/help-requests/shift-status (and part of `mine`): what the form says before sending. */
export const shiftStatusSchema = z.object({
  /** Mentors on shift now. */
  onShift: z.number().int(),
  /** The next shift's start when none is on now (ISO), else null. */
  nextShiftAt: iso.nullable(),
  timeZone: z.string(),
  /** "No mentor is on shift right now; the next shift starts …", or null when someone is on shift. */
  message: z.string().nullable(),
  /** The queue takes requests now (the phase: hacking, unless the organizers say otherwise). */
  queueOpen: z.boolean(),
  /** Why it does not, naming the edition and the dates; null when open. */
  queueMessage: z.string().nullable(),
});
export type ShiftStatus = z.infer<typeof shiftStatusSchema>;

/** GET /api/help-requests/mine: the team's requests (or a solo participant's own), newest first. */
export const myHelpRequestsSchema = z.object({
  requests: z.array(helpRequestSchema),
  shift: shiftStatusSchema,
});
export type MyHelpRequests = z.infer<typeof myHelpRequestsSchema>;

/** One request in a mentor's queue: best matched first, with why. */
export const mentorQueueItemSchema = helpRequestSchema.extend({
  /** "Matches your skills: Backend, DevOps & cloud", "Your challenge: …", or "Longest waiting". */
  matchReason: z.string(),
  matchScore: z.number(),
  waitMinutes: z.number().int(),
  /** The request waited past the organizers' threshold (mentors on shift were emailed). */
  escalated: z.boolean(),
});
export type MentorQueueItem = z.infer<typeof mentorQueueItemSchema>;

/** GET /api/mentor/queue. */
export const mentorQueueSchema = z.object({
  edition: z.object({ id, slug: z.string(), name: z.string(), timeZone: z.string() }),
  /** Open requests, best matched to this mentor first. */
  open: z.array(mentorQueueItemSchema),
  /** The requests this mentor holds (at most holdLimit). */
  held: z.array(mentorQueueItemSchema),
  holdLimit: z.number().int(),
  onShiftNow: z.boolean(),
  queueOpen: z.boolean(),
  queueMessage: z.string().nullable(),
});
export type MentorQueue = z.infer<typeof mentorQueueSchema>;

export const releaseHelpRequestSchema = z.object({
  note: z
    .string()
    .trim()
    .min(1, MENTORING_MESSAGES.noteRequired)
    .max(MENTORING_LIMITS.noteMax, MENTORING_MESSAGES.noteMax),
});
export type ReleaseHelpRequest = z.infer<typeof releaseHelpRequestSchema>;

/** Hand a held request to a named mentor of the same edition (their user id), who then holds it. */
export const handoffHelpRequestSchema = z.object({ mentorId: idValueField });
export type HandoffHelpRequest = z.infer<typeof handoffHelpRequestSchema>;

export const rateHelpRequestSchema = z.object({
  stars: z
    .number({ error: MENTORING_MESSAGES.stars })
    .int(MENTORING_MESSAGES.stars)
    .min(1, MENTORING_MESSAGES.stars)
    .max(5, MENTORING_MESSAGES.stars),
  comment: z.string().trim().max(MENTORING_LIMITS.commentMax, MENTORING_MESSAGES.commentMax).optional(),
});
export type RateHelpRequest = z.infer<typeof rateHelpRequestSchema>;

// ----- the organizers' settings (part of PATCH /api/admin/events/{slug}) -----

export const mentoringSettingsSchema = z.object({
  /** Overrides of the queue's window (null: opens when hacking starts, closes at the submission deadline). */
  helpQueueOpensAt: isoDateTime.nullable(),
  helpQueueClosesAt: isoDateTime.nullable(),
  /** A request waiting this long emails the matching mentors on shift, once. */
  helpEscalationMinutes: z
    .number()
    .int(MENTORING_MESSAGES.escalation)
    .min(MENTORING_LIMITS.escalationMin, MENTORING_MESSAGES.escalation)
    .max(MENTORING_LIMITS.escalationMax, MENTORING_MESSAGES.escalation),
});
export type MentoringSettings = z.infer<typeof mentoringSettingsSchema>;

/** The queue's own window, when both ends are set, must close after it opens: the field it lands on, or null. */
export function helpWindowClash(s: {
  helpQueueOpensAt: string | null;
  helpQueueClosesAt: string | null;
}): { field: string; message: string } | null {
  if (s.helpQueueOpensAt && s.helpQueueClosesAt && Date.parse(s.helpQueueClosesAt) <= Date.parse(s.helpQueueOpensAt))
    return { field: 'helpQueueClosesAt', message: MENTORING_MESSAGES.helpWindowOrder };
  return null;
}

// ----- the organizers' Mentoring report -----

export const mentoringReportSchema = z.object({
  edition: z.object({ id, slug: z.string(), name: z.string(), timeZone: z.string() }),
  generatedAt: iso,
  settings: z.object({
    helpQueueOpensAt: iso.nullable(),
    helpQueueClosesAt: iso.nullable(),
    helpEscalationMinutes: z.number().int(),
  }),
  totals: z.object({
    open: z.number().int(),
    claimed: z.number().int(),
    resolved: z.number().int(),
    cancelled: z.number().int(),
    ratings: z.number().int(),
    averageRating: z.number().nullable(),
  }),
  /** Requests waiting or being helped, oldest first, with their wait so far. */
  open: z.array(
    z.object({
      id,
      title: z.string(),
      teamName: z.string().nullable(),
      requesterName: z.string(),
      status: z.enum(HELP_STATUSES),
      createdAt: iso,
      waitMinutes: z.number().int(),
      mentorName: z.string().nullable(),
      escalated: z.boolean(),
    }),
  ),
  /** Per hour the requests were created in: how long they waited for a claim (minutes). */
  waitByHour: z.array(
    z.object({
      hour: iso,
      requests: z.number().int(),
      medianMinutes: z.number().nullable(),
      p90Minutes: z.number().nullable(),
    }),
  ),
  /** Mentors on shift now, and in each hour of the event (gaps in the night show as 0). */
  onShiftNow: z.number().int(),
  shiftsByHour: z.array(z.object({ hour: iso, mentors: z.number().int() })),
  mentors: z.array(
    z.object({
      userId: id,
      name: z.string(),
      claimed: z.number().int(),
      resolved: z.number().int(),
      released: z.number().int(),
      handedOff: z.number().int(),
      ratings: z.number().int(),
      averageRating: z.number().nullable(),
      /** The ratings' comments, newest first (organizers only). */
      comments: z.array(z.object({ stars: z.number().int(), comment: z.string(), at: iso })),
    }),
  ),
});
export type MentoringReport = z.infer<typeof mentoringReportSchema>;

// ----- live messages (`help.*` on /ws), each only to whom it concerns -----

export const HELP_LIVE_TYPES = [
  'help.created',
  'help.claimed',
  'help.released',
  'help.handed_off',
  'help.resolved',
  'help.cancelled',
  'help.rated',
  /** Positions in the queue moved: waiting teams refetch their estimate. */
  'help.queue',
] as const;
export type HelpLiveType = (typeof HELP_LIVE_TYPES)[number];

/**
 * What a `help.*` message carries: ids and states, no request text (the screens refetch what they show).
 * The requester's team gets its own request's messages; the edition's mentors and admins the queue's.
 */
export const helpLiveMessageSchema = z.looseObject({
  type: z.enum(HELP_LIVE_TYPES),
  timestamp: z.string(),
  eventId: id,
  requestId: id.nullable(),
  status: z.enum(HELP_STATUSES).nullable(),
  teamId: id.nullable(),
  mentorId: id.nullable(),
  mentorName: z.string().nullable(),
  message: z.string().optional(),
});
export type HelpLiveMessage = z.infer<typeof helpLiveMessageSchema>;
export const isHelpLiveType = (type: string): type is HelpLiveType =>
  (HELP_LIVE_TYPES as readonly string[]).includes(type);
