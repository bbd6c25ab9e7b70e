// The team's project submission (spec §2 'Submit', §3 'Submission form payload', §5 'Submission form'
// messages word for word). One schema validates the page's form and POST/PUT on the server: problemId
// arrives as the select's string and is coerced; techStack stays one string that the server splits.
import { z } from 'zod';
import { LIMITS, SUBMISSION_STATUSES } from '../constants';
import { PHASES } from '../phases';
import { pageOf, pageQuerySchema } from './common';
import { FIELD_MESSAGES, githubUrlField, httpUrlField, teamNameMinField } from './fields';
import { pinnedSchema } from './pins';

export const SUBMISSION_MESSAGES = {
  teamName: FIELD_MESSAGES.teamName,
  problemId: 'Please select a challenge',
  url: FIELD_MESSAGES.url,
  github: FIELD_MESSAGES.githubUrl,
  descriptionMin: 'Description must be at least 50 characters',
  descriptionMax: 'Description cannot exceed 500 characters',
  techStack: 'Please list the technologies used',
} as const;

export const submissionSchema = z.object({
  // The form shows the team's name read-only; its bound is looser than the team name field's own.
  teamName: teamNameMinField.max(100),
  problemId: z.coerce
    .number({ error: SUBMISSION_MESSAGES.problemId })
    .int({ error: SUBMISSION_MESSAGES.problemId })
    .positive({ error: SUBMISSION_MESSAGES.problemId }),
  githubUrl: githubUrlField,
  demoUrl: z.union([z.literal(''), httpUrlField]).optional(),
  description: z
    .string()
    .trim()
    .min(LIMITS.descriptionMin, { error: SUBMISSION_MESSAGES.descriptionMin })
    .max(LIMITS.descriptionMax, { error: SUBMISSION_MESSAGES.descriptionMax }),
  techStack: z.string().trim().min(LIMITS.techStackMin, { error: SUBMISSION_MESSAGES.techStack }).max(500),
});
export type SubmissionFormInput = z.input<typeof submissionSchema>;
export type SubmissionRequest = z.output<typeof submissionSchema>;

/** 'React, Node.js ,  ,TypeScript' → ['React', 'Node.js', 'TypeScript'] (duplicates dropped, case-insensitive). */
export function splitTechStack(value: string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const part of value.split(',')) {
    const item = part.trim().slice(0, 60);
    if (!item || seen.has(item.toLowerCase())) continue;
    seen.add(item.toLowerCase());
    out.push(item);
  }
  return out.slice(0, 30);
}

export const submissionResponseSchema = z.object({
  id: z.number().int(),
  teamId: z.number().int(),
  problemId: z.number().int().nullable(),
  githubUrl: z.string(),
  demoUrl: z.string().nullable(),
  description: z.string(),
  techStack: z.array(z.string()),
  status: z.string(),
  submittedAt: z.string(),
  updatedAt: z.string(),
});
export type SubmissionResponse = z.infer<typeof submissionResponseSchema>;

// ----- the admin's submissions list (spec §2 Submissions tab, §7) -----

const isoDate = z.string();

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
/**
 * A row of the Submissions tab: the repository as pinned at the deadline too (issue 33), null while the
 * pin job never scheduled it. Only the list carries it: the other answers built of a submission (the
 * overview, a team's details, an evaluation) do not link to the pinned commit.
 */
export const adminSubmissionRowSchema = adminSubmissionSchema.extend({ pinned: pinnedSchema.nullable() });
export type AdminSubmissionRow = z.infer<typeof adminSubmissionRowSchema>;
export const submissionPageSchema = pageOf(adminSubmissionRowSchema);
export type SubmissionPage = z.infer<typeof submissionPageSchema>;

export const submissionListQuerySchema = pageQuerySchema.extend({ status: z.enum(SUBMISSION_STATUSES).optional() });
export type SubmissionListQuery = z.input<typeof submissionListQuerySchema>;

// ----- the submission window as the team sees it (issue "The calendar drives the product") -----

/** GET /api/teams/current's `submissionWindow`: decided by the server's clock; `serverNow` lets the page count down on it. */
export const submissionWindowStateSchema = z.object({
  opensAt: z.string(),
  deadline: z.string(),
  /** The deadline plus the grace period: the last instant a project is accepted (exclusive). */
  closesAt: z.string(),
  graceMinutes: z.number().int(),
  timeZone: z.string(),
  phase: z.enum(PHASES),
  /** The phase was set by the organizers, not the dates. */
  overridden: z.boolean(),
  open: z.boolean(),
  reason: z.enum(['not_open_yet', 'deadline_passed', 'phase', 'archived']).nullable(),
  /** The server's refusal, word for word, when closed. */
  message: z.string().nullable(),
  /** "Submissions close 15 May, 23:59 IST (+15 min grace)", or when they open, or that they closed. */
  line: z.string(),
  serverNow: z.string(),
});
export type SubmissionWindowState = z.infer<typeof submissionWindowStateSchema>;
