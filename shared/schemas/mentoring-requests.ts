// Mentors on call (issue 34): help requests, the mentors' queue and the moves on a request (claim,
// release, hand-off, rating).
import { z } from 'zod';
import { idValueField } from './fields';
import { id, iso, skillField } from './mentoring-fields';
import { MENTORING_LIMITS, MENTORING_MESSAGES } from './mentoring-rules';
import { mentorProfileSchema } from './mentoring-mentors';

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
