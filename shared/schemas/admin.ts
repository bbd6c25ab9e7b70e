// Contracts of the admin area (spec §2 Admin dashboard, §5 Admin dialogs, §7; issue 5). The routes
// validate with these and the admin dialogs' forms use the same schemas, so each message is written once.
import { z } from 'zod';
import {
  EVALUATION_STATUSES,
  LIMITS,
  ROLES,
  SCORE_KEYS,
  SUBMISSION_STATUSES,
  TEAM_STATUSES,
  USER_STATUSES,
  type ScoreKey,
} from '../constants';
import { pageOf, pageQuerySchema } from './common';
import { editionQuerySchema } from './events';
import { passwordMinField, requiredMessageField } from './fields';

const isoDate = z.string();

// ----- teams -----

export const teamListQuerySchema = pageQuerySchema.extend({ status: z.enum(TEAM_STATUSES).optional() });
export type TeamListQuery = z.input<typeof teamListQuerySchema>;

export const adminTeamSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  problemId: z.number().int().nullable(),
  problemTitle: z.string().nullable(),
  status: z.enum(TEAM_STATUSES),
  createdAt: isoDate,
  memberCount: z.number().int(),
  leaderName: z.string().nullable(),
  leaderEmail: z.string().nullable(),
});
export type AdminTeam = z.infer<typeof adminTeamSchema>;
export const teamPageSchema = pageOf(adminTeamSchema);
export type TeamPage = z.infer<typeof teamPageSchema>;

export const teamMemberSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  username: z.string(),
  role: z.enum(['leader', 'member']),
  status: z.enum(USER_STATUSES),
  gender: z.string().nullable(),
  phone: z.string().nullable(),
  joinedAt: isoDate,
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const historyEntrySchema = z.object({
  id: z.number().int(),
  action: z.string(),
  actorName: z.string().nullable(),
  at: isoDate,
  data: z.record(z.string(), z.unknown()).nullable(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

export const adminSubmissionSchema = z.object({
  id: z.number().int(),
  teamId: z.number().int(),
  teamName: z.string(),
  problemId: z.number().int().nullable(),
  problemTitle: z.string().nullable(),
  submittedAt: isoDate,
  status: z.enum(SUBMISSION_STATUSES),
  githubUrl: z.string(),
  demoUrl: z.string().nullable(),
  /** Mean of the judges' averages (DESIGN D9), one decimal; null before the first evaluation. */
  meanScore: z.number().nullable(),
  evaluationCount: z.number().int(),
});
export type AdminSubmission = z.infer<typeof adminSubmissionSchema>;
export const submissionPageSchema = pageOf(adminSubmissionSchema);
export type SubmissionPage = z.infer<typeof submissionPageSchema>;

export const teamDetailSchema = adminTeamSchema.extend({
  description: z.string(),
  joinCode: z.string(),
  updatedAt: isoDate,
  members: z.array(teamMemberSchema),
  submissions: z.array(adminSubmissionSchema.extend({ description: z.string(), techStack: z.array(z.string()) })),
  history: z.array(historyEntrySchema),
});
export type TeamDetail = z.infer<typeof teamDetailSchema>;

/** D6: shown once in the Team Credentials dialog. */
export const credentialsResponseSchema = z.object({ username: z.string(), password: z.string() });
export type CredentialsResponse = z.infer<typeof credentialsResponseSchema>;

// ----- email, password -----

/** Send Email / Contact Team / Contact User (spec §5: Send disabled unless subject and message are filled). */
export const sendEmailSchema = z.object({
  subject: z
    .string()
    .trim()
    .min(1, { error: 'Please enter a subject' })
    .max(200, { error: 'Subject cannot exceed 200 characters' }),
  body: requiredMessageField.max(10_000, { error: 'Message cannot exceed 10000 characters' }),
});
export type SendEmail = z.infer<typeof sendEmailSchema>;
export const emailQueuedSchema = z.object({ queued: z.number().int() });

export const resetPasswordSchema = z.object({
  newPassword: passwordMinField.max(200),
});
export type ResetPassword = z.infer<typeof resetPasswordSchema>;

// ----- users (participants) -----

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

// ----- submissions and evaluation -----

export const submissionListQuerySchema = pageQuerySchema.extend({ status: z.enum(SUBMISSION_STATUSES).optional() });
export type SubmissionListQuery = z.input<typeof submissionListQuerySchema>;

const SCORE_RANGE = 'Scores must be between 1 and 10';
const score = z
  .number({ error: SCORE_RANGE })
  .int({ error: 'Scores must be whole numbers' })
  .min(LIMITS.scoreMin, { error: SCORE_RANGE })
  .max(LIMITS.scoreMax, { error: SCORE_RANGE });

export const scoresSchema = z.object(
  Object.fromEntries(SCORE_KEYS.map((k) => [k, score])) as Record<ScoreKey, typeof score>,
);
export type Scores = z.infer<typeof scoresSchema>;

export const SCORE_LABELS: Record<ScoreKey, string> = {
  innovation: 'Innovation',
  technicalExecution: 'Technical Execution',
  userExperience: 'User Experience',
  presentation: 'Presentation',
  impact: 'Impact',
};

/** Spec §5: the final score is the average of the five, one decimal, out of 10. */
export function averageScore(scores: Scores): number {
  const sum = SCORE_KEYS.reduce((acc, k) => acc + scores[k], 0);
  return Math.round((sum / SCORE_KEYS.length) * 10) / 10;
}

export const evaluationRequestSchema = z.object({
  status: z.enum(EVALUATION_STATUSES, { error: 'Please choose a status' }),
  scores: scoresSchema,
  notes: z.string().trim().max(2000, { error: 'Notes cannot exceed 2000 characters' }).default(''),
});
export type EvaluationRequest = z.input<typeof evaluationRequestSchema>;
export type EvaluationInput = z.infer<typeof evaluationRequestSchema>;

export const evaluationSchema = z.object({
  id: z.number().int(),
  judgeId: z.number().int(),
  judgeName: z.string().nullable(),
  scores: scoresSchema,
  average: z.number(),
  notes: z.string(),
  updatedAt: isoDate,
});
export type Evaluation = z.infer<typeof evaluationSchema>;

export const submissionEvaluationsSchema = z.object({
  submission: adminSubmissionSchema,
  evaluations: z.array(evaluationSchema),
  /** The signed-in judge's own evaluation, to prefill the dialog. */
  mine: evaluationSchema.nullable(),
});
export type SubmissionEvaluations = z.infer<typeof submissionEvaluationsSchema>;

export const evaluateResponseSchema = z.object({ submission: adminSubmissionSchema, evaluation: evaluationSchema });
export type EvaluateResponse = z.infer<typeof evaluateResponseSchema>;

// ----- dashboard: stats, search, charts -----

export const statsSchema = z.object({
  totalTeams: z.number().int(),
  pendingTeams: z.number().int(),
  approvedTeams: z.number().int(),
  rejectedTeams: z.number().int(),
  /** People in approved teams (spec §2: 'from approved teams'). */
  totalParticipants: z.number().int(),
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

// ----- outbox and inbox -----

// The Outbox's contracts live with the mail feature (re-exported for the admin area's callers).
export * from './mail';

export const MESSAGE_KINDS = ['contact', 'support'] as const;
export const messageListQuerySchema = pageQuerySchema.extend({
  ...editionQuerySchema.shape,
  kind: z.enum(MESSAGE_KINDS).optional(),
  handled: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});
export type MessageListQuery = z.input<typeof messageListQuerySchema>;
export const inboxMessageSchema = z.object({
  id: z.number().int(),
  kind: z.enum(MESSAGE_KINDS),
  name: z.string(),
  email: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  handled: z.boolean(),
  createdAt: isoDate,
});
export type InboxMessage = z.infer<typeof inboxMessageSchema>;
export const messagePageSchema = pageOf(inboxMessageSchema);
export type MessagePage = z.infer<typeof messagePageSchema>;
export const markHandledSchema = z.object({ handled: z.boolean() });
