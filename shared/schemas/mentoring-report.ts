// Mentors on call (issue 34): the organizers' settings of the help queue and their Mentoring report.
import { z } from 'zod';
import { isoDateTime } from './fields';
import { id, iso } from './mentoring-fields';
import { MENTORING_LIMITS, MENTORING_MESSAGES } from './mentoring-rules';
import { HELP_STATUSES } from './mentoring-requests';

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
