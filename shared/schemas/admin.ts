// Contracts of the admin dashboard (spec §2 Admin dashboard, §7; issue 5): the overview's stats, the
// search across teams, participants and submissions, the charts and the CSV reports. The contracts of
// the lists and dialogs live with the features that serve them: teams.ts, users.ts, submissions.ts,
// judging.ts (evaluations), messages.ts (Inbox), mail.ts (Outbox, the admin's emails).
import { z } from 'zod';
import { SUBMISSION_STATUSES } from '../constants';
import { adminSubmissionSchema } from './submissions';
import { adminTeamSchema } from './teams';
import { adminUserSchema } from './users';

const isoDate = z.string();

export const statsSchema = z.object({
  /** Teams taking part: pending + approved, as the public site counts them (rejected, waitlisted apart). */
  totalTeams: z.number().int(),
  pendingTeams: z.number().int(),
  approvedTeams: z.number().int(),
  rejectedTeams: z.number().int(),
  /** Teams waiting for a place under the edition's cap. */
  waitlistedTeams: z.number().int(),
  /** People who joined approved teams (spec §2: 'from approved teams'); invitees who have not joined are not. */
  totalParticipants: z.number().int(),
  /** People who joined pending or approved teams: the public site's 'participants'. */
  participants: z.number().int(),
  /** People listed in pending or approved teams who have not joined yet. */
  invitedParticipants: z.number().int(),
  /** Participant accounts of the edition (active or not yet joined), with a team or without. */
  allParticipants: z.number().int(),
  totalSubmissions: z.number().int(),
  /** Submitted and not yet reviewed. */
  pendingReview: z.number().int(),
  submissionDeadline: isoDate,
  /** The server's clock, so the countdown does not depend on the browser's. */
  now: isoDate,
});
export type Stats = z.infer<typeof statsSchema>;

export const searchQuerySchema = z.object({ q: z.string().trim().min(1).max(200) });
export const searchResponseSchema = z.object({
  teams: z.object({ items: z.array(adminTeamSchema), total: z.number().int() }),
  users: z.object({ items: z.array(adminUserSchema), total: z.number().int() }),
  submissions: z.object({ items: z.array(adminSubmissionSchema), total: z.number().int() }),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;

export const chartsSchema = z.object({
  registrationsPerDay: z.array(z.object({ date: z.string(), count: z.number().int() })),
  teamsPerChallenge: z.array(
    z.object({ problemId: z.number().int().nullable(), title: z.string(), count: z.number().int() }),
  ),
  submissionsByStatus: z.array(z.object({ status: z.enum(SUBMISSION_STATUSES), count: z.number().int() })),
});
export type Charts = z.infer<typeof chartsSchema>;

export const REPORT_KINDS = ['teams', 'participants', 'submissions'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];
export const reportParamsSchema = z.object({ kind: z.enum(REPORT_KINDS) });
