// The signed-in team's own data (spec §2 'Team dashboard', §3 'Current team'; DESIGN D4, D7, D8) and the
// invitation and join-code calls that add people to it.
import { z } from 'zod';
import { SUBMISSION_STATUSES, TEAM_STATUSES, USER_STATUSES } from '../constants';
import { sessionResponseSchema } from './auth';
import { emailDeliveryField, pageOf, pageQuerySchema } from './common';
import {
  FIELD_MESSAGES,
  INT4_MAX,
  emailField,
  idParamField,
  passwordField,
  passwordsMatch,
  personNameField,
  teamNameField,
} from './fields';
import { historyEntrySchema } from './history';
import { REGISTRATION_MESSAGES } from './registration';
import { adminSubmissionSchema, submissionWindowStateSchema } from './submissions';

const isoDate = z.string();

export const teamMemberSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.enum(['leader', 'member']),
  /** GitHub avatar URL when the person signed in with GitHub, else null (the client shows initials). */
  avatar: z.string().nullable(),
  /** The person in this team: pending until they join it (accept the invitation); inactive: account disabled. */
  status: z.enum(['active', 'pending', 'inactive']),
  joinedAt: z.string(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const teamSubmissionSchema = z.object({
  id: z.number().int(),
  problemId: z.number().int().nullable(),
  problemTitle: z.string().nullable(),
  submittedAt: z.string(),
  updatedAt: z.string(),
  status: z.enum(SUBMISSION_STATUSES),
  githubUrl: z.string(),
  demoUrl: z.string().nullable(),
  description: z.string(),
  techStack: z.array(z.string()),
  /** The judges' notes (DESIGN D9), null until a judge wrote some. */
  feedback: z.string().nullable(),
  /** Mean of the judges' scores, one decimal, out of 10 (DESIGN D9); null before any evaluation. */
  score: z.number().nullable(),
  /**
   * True while the edition keeps feedback for the results (feedback_release 'with_results', winners not
   * published): feedback and score are then null whatever the judges wrote (issue 24).
   */
  feedbackHeld: z.boolean().optional(),
  /** The edition's results are published: a reviewed project is then 'Judged', not 'Under Review'. */
  resultsOut: z.boolean().optional(),
});
export type TeamSubmission = z.infer<typeof teamSubmissionSchema>;

export const pendingInvitationSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  expiresAt: z.string(),
  createdAt: z.string(),
});

/** GET /api/teams/current (spec §3 'Current team', plus what the dashboard needs to act). */
export const currentTeamSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  problemId: z.number().int().nullable(),
  problemTitle: z.string().nullable(),
  status: z.enum(TEAM_STATUSES),
  createdAt: z.string(),
  members: z.array(teamMemberSchema),
  submissions: z.array(teamSubmissionSchema),
  /** People the team may hold, from the event row (DESIGN D4). */
  capacity: z.number().int(),
  /** Code another signed-in user without a team types to join (DESIGN D7). */
  joinCode: z.string(),
  leaderId: z.number().int().nullable(),
  /** Whether the signed-in user leads this team (the client hides leader-only actions otherwise). */
  isLeader: z.boolean(),
  /** Invitations sent and not yet accepted (leader view; empty for members). */
  pendingInvitations: z.array(pendingInvitationSchema),
  submissionDeadline: z.string(),
  /** Approved and inside the submission window (DESIGN D8, the edition's calendar). */
  canSubmit: z.boolean(),
  /** The submission window at the server's clock: its dates, whether it is open and why not. */
  submissionWindow: submissionWindowStateSchema,
  /** The team's number on the waitlist (1 = next) while it waits for a place under the cap; else absent. */
  waitlistPosition: z.number().int().optional(),
  /** Why the organizers rejected the team (null: not rejected, or no reason given). */
  rejectionReason: z.string().nullable(),
});
export type CurrentTeam = z.infer<typeof currentTeamSchema>;

/** POST /api/teams/{id}/reject: the reason is optional (the spec's call sends no body) and reaches the team. */
const rejectTeamBody = z.object({
  reason: z.string().trim().max(1000, 'Keep the reason to 1000 characters').default(''),
});
/** Fastify hands an absent body over as null: both mean "no reason". */
export const rejectTeamSchema = rejectTeamBody.nullish();
export type RejectTeam = z.input<typeof rejectTeamBody>;

/** PATCH /api/teams/current: the leader edits name and challenge (0 or null: 'Other / Not decided yet'). */
export const updateTeamSchema = z
  .object({
    name: teamNameField.optional(),
    problemId: z.number().int().min(0).max(INT4_MAX, { error: FIELD_MESSAGES.id }).nullable().optional(),
  })
  .refine((v) => v.name !== undefined || v.problemId !== undefined, { error: FIELD_MESSAGES.nothingToChange });
export type UpdateTeam = z.infer<typeof updateTeamSchema>;

/** The form of the Edit Team dialog (the select holds strings). */
export const editTeamFormSchema = z.object({
  name: teamNameField,
  problem: z.string().min(1, { error: REGISTRATION_MESSAGES.problem }),
});
export type EditTeamForm = z.infer<typeof editTeamFormSchema>;

export const memberParamsSchema = z.object({ userId: idParamField });

export const inviteRequestSchema = z.object({
  email: emailField,
});
export type InviteRequest = z.infer<typeof inviteRequestSchema>;
export const inviteResponseSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  expiresAt: z.string(),
  /** The invitation email: on its way, or waiting in the Outbox (shared/email-delivery.ts). */
  emailDelivery: emailDeliveryField,
});

export const invitationTokenParamsSchema = z.object({ token: z.string().min(10).max(200) });

/** GET /api/invitations/:token: what the invite page shows before the invitee accepts. */
export const invitationInfoSchema = z.object({
  teamName: z.string(),
  teamStatus: z.enum(TEAM_STATUSES),
  email: z.string(),
  invitedBy: z.string().nullable(),
  /** The invitee's name when an account already exists (registration made one, D6), for the form. */
  name: z.string().nullable(),
  expiresAt: z.string(),
  /** True for a member listed at registration (D6): accepting sets their password, capacity aside. */
  alreadyMember: z.boolean(),
  /**
   * True when the email belongs to an account that signs in already (a returning participant): they
   * join with their own password, and the invitation changes nothing about the account (DESIGN D13).
   */
  existingAccount: z.boolean(),
  /** People in the team now and the most it may hold. */
  memberCount: z.number().int(),
  capacity: z.number().int(),
});
export type InvitationInfo = z.infer<typeof invitationInfoSchema>;

export const acceptInvitationSchema = z.object({
  name: personNameField,
  password: passwordField,
});
export type AcceptInvitation = z.infer<typeof acceptInvitationSchema>;

/** The invite page's form: the password typed twice. */
export const acceptInvitationFormSchema = acceptInvitationSchema
  .extend({ confirmPassword: z.string() })
  .check(passwordsMatch('password'));
export type AcceptInvitationForm = z.infer<typeof acceptInvitationFormSchema>;

/**
 * The invite page's form for someone who already has an account (issue 31): they join with its password,
 * nothing is set again (the server keeps the stored name; the one sent is the stored one).
 */
export const joinWithAccountFormSchema = z.object({
  name: z.string(),
  password: z.string().min(1, { error: 'Please enter the password of your account' }),
  confirmPassword: z.string(),
});

/** Accepting signs the invitee in. */
export const acceptInvitationResponseSchema = sessionResponseSchema;

export const joinTeamSchema = z.object({
  code: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{6,12}$/, { error: 'Please enter the join code your team leader shared' }),
});
export type JoinTeam = z.infer<typeof joinTeamSchema>;
export const joinTeamResponseSchema = z.object({ teamId: z.number().int(), teamName: z.string() });

// ----- the admin's teams (spec §2 Teams tab, §5 Team dialogs, §7) -----

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

export const adminTeamMemberSchema = z.object({
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
export type AdminTeamMember = z.infer<typeof adminTeamMemberSchema>;

export const teamDetailSchema = adminTeamSchema.extend({
  description: z.string(),
  joinCode: z.string(),
  updatedAt: isoDate,
  members: z.array(adminTeamMemberSchema),
  submissions: z.array(adminSubmissionSchema.extend({ description: z.string(), techStack: z.array(z.string()) })),
  history: z.array(historyEntrySchema),
});
export type TeamDetail = z.infer<typeof teamDetailSchema>;

/** D6: shown once in the Team Credentials dialog. */
/** POST /api/teams/{id}/credentials: `email` sends the leader a link to choose a password instead (issue 31). */
export const credentialsRequestSchema = z.object({ delivery: z.enum(['show', 'email']).default('show') }).nullish();
/** The password when shown (once); `emailedTo` when the leader was sent a link instead. */
export const credentialsResponseSchema = z.object({
  username: z.string(),
  password: z.string().optional(),
  emailedTo: z.string().optional(),
});
export type CredentialsResponse = z.infer<typeof credentialsResponseSchema>;
