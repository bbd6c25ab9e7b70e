// Judging (issue 11): judges, their invitations, and conflicts of interest.
import { z } from 'zod';
import { categoryKeyField } from './categories';
import { emailDeliveryField } from './common';
import { FIELD_MESSAGES, emailField, personNameField } from './fields';

const isoDate = z.string();
const id = z.number().int();

// ----- judges -----

export const judgeCategoriesField = z.array(categoryKeyField).max(12);
export const judgeProblemIdsField = z.array(id.positive()).max(50);

/** GET/PATCH /api/judge/profile: the signed-in judge (a `judge` account or an admin marked as judge). */
export const judgeProfileSchema = z.object({
  userId: id,
  name: z.string(),
  email: z.string(),
  /** True for an admin who also judges. */
  isAdmin: z.boolean(),
  affiliation: z.string(),
  /** The category keys they know (the edition's categories): preferred when submissions are handed out. */
  categories: z.array(z.string()),
  /** The challenges (problem ids) they know: their categories are preferred too. */
  problemIds: z.array(id),
});
export type JudgeProfile = z.infer<typeof judgeProfileSchema>;

export const updateJudgeProfileSchema = z
  .object({
    name: personNameField.optional(),
    affiliation: z.string().trim().max(200, { error: 'Affiliation cannot exceed 200 characters' }).optional(),
    categories: judgeCategoriesField.optional(),
    problemIds: judgeProblemIdsField.optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), { error: FIELD_MESSAGES.nothingToChange });
export type UpdateJudgeProfile = z.infer<typeof updateJudgeProfileSchema>;

/** A judge in the admin's list (GET /api/admin/judges). */
export const adminJudgeSchema = judgeProfileSchema.extend({
  /** pending: invited, has not set a password yet; inactive: removed from judging. */
  status: z.enum(['active', 'pending', 'inactive']),
  /** Evaluations that count (conflicted ones left out). */
  reviews: z.number().int(),
  /** Submissions held right now. */
  holds: z.number().int(),
  skips: z.number().int(),
  conflicts: z.number().int(),
});
export type AdminJudge = z.infer<typeof adminJudgeSchema>;

export const judgeInvitationSchema = z.object({
  id,
  email: z.string(),
  name: z.string().nullable(),
  expiresAt: isoDate,
  createdAt: isoDate,
});
export type JudgeInvitation = z.infer<typeof judgeInvitationSchema>;

export const adminJudgesSchema = z.object({
  judges: z.array(adminJudgeSchema),
  /** Invitations not accepted yet. */
  invitations: z.array(judgeInvitationSchema),
});
export type AdminJudges = z.infer<typeof adminJudgesSchema>;

/** POST /api/admin/judges/invitations → 201 inviteJudgeResponseSchema. */
export const inviteJudgeSchema = z.object({
  email: emailField,
  name: personNameField.optional(),
  affiliation: z.string().trim().max(200).optional(),
  categories: judgeCategoriesField.optional(),
});
export type InviteJudge = z.infer<typeof inviteJudgeSchema>;
/** The invitation, and whether its email is on its way or waits in the Outbox. */
export const inviteJudgeResponseSchema = judgeInvitationSchema.extend({ emailDelivery: emailDeliveryField });

/** GET /api/judge-invitations/:token (public): what the invitation page shows. */
export const judgeInvitationInfoSchema = z.object({
  email: z.string(),
  name: z.string().nullable(),
  invitedBy: z.string().nullable(),
  expiresAt: isoDate,
});
export type JudgeInvitationInfo = z.infer<typeof judgeInvitationInfoSchema>;
// POST /api/judge-invitations/:token takes acceptInvitationSchema ({name, password}) from ./teams and
// answers sessionResponseSchema (signs the judge in), as a member invitation does.

// ----- conflicts -----

export const CONFLICT_SOURCES = ['declared', 'domain', 'admin'] as const;
export type ConflictSource = (typeof CONFLICT_SOURCES)[number];

export const conflictSchema = z.object({
  judgeId: id,
  judgeName: z.string(),
  teamId: id,
  teamName: z.string(),
  /** declared by the judge, added by an admin, or found automatically (same organisation mail domain). */
  source: z.enum(CONFLICT_SOURCES),
  reason: z.string(),
  createdAt: isoDate.nullable(),
});
export type Conflict = z.infer<typeof conflictSchema>;
export const conflictListSchema = z.object({ conflicts: z.array(conflictSchema) });
export type ConflictList = z.infer<typeof conflictListSchema>;

const reasonField = z.string().trim().max(500, { error: 'Reason cannot exceed 500 characters' });

/** POST /api/judge/conflicts: the judge declares a team they are close to. */
export const declareConflictSchema = z.object({ teamId: id.positive(), reason: reasonField.default('') });
export type DeclareConflict = z.input<typeof declareConflictSchema>;
/** POST /api/admin/judging/conflicts. */
export const addConflictSchema = declareConflictSchema.extend({ judgeId: id.positive() });
export type AddConflict = z.input<typeof addConflictSchema>;
/** DELETE /api/admin/judging/conflicts/:judgeId/:teamId (also dismisses an automatic one). */
export const conflictParamsSchema = z.object({
  judgeId: z.coerce.number().int().positive(),
  teamId: z.coerce.number().int().positive(),
});

/** GET /api/judge/teams: the teams a judge may declare a conflict with (names only). */
export const judgeTeamListSchema = z.object({
  teams: z.array(
    z.object({
      id,
      name: z.string(),
      problemTitle: z.string().nullable(),
      /** null: no conflict; else where the conflict comes from. */
      conflict: z.enum(CONFLICT_SOURCES).nullable(),
    }),
  ),
});
export type JudgeTeamList = z.infer<typeof judgeTeamListSchema>;
