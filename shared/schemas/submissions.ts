// The team's project submission (spec §2 'Submit', §3 'Submission form payload', §5 'Submission form'
// messages word for word). One schema validates the page's form and POST/PUT on the server: problemId
// arrives as the select's string and is coerced; techStack stays one string that the server splits.
import { z } from 'zod';
import { LIMITS } from '../constants';

export const SUBMISSION_MESSAGES = {
  teamName: 'Team name must be at least 3 characters',
  problemId: 'Please select a challenge',
  url: 'Please enter a valid URL',
  github: 'URL must be a GitHub repository link',
  descriptionMin: 'Description must be at least 50 characters',
  descriptionMax: 'Description cannot exceed 500 characters',
  techStack: 'Please list the technologies used',
} as const;

const httpUrl = z
  .url({ protocol: /^https?$/, error: SUBMISSION_MESSAGES.url })
  .max(500, { error: SUBMISSION_MESSAGES.url });

function isGithubHost(url: string): boolean {
  try {
    const host = new URL(url).hostname.toLowerCase();
    return host === 'github.com' || host === 'www.github.com';
  } catch {
    return false;
  }
}

export const submissionSchema = z.object({
  teamName: z.string().trim().min(LIMITS.teamNameMin, { error: SUBMISSION_MESSAGES.teamName }).max(100),
  problemId: z.coerce
    .number({ error: SUBMISSION_MESSAGES.problemId })
    .int({ error: SUBMISSION_MESSAGES.problemId })
    .positive({ error: SUBMISSION_MESSAGES.problemId }),
  githubUrl: z
    .string()
    .trim()
    .pipe(httpUrl.refine(isGithubHost, { error: SUBMISSION_MESSAGES.github })),
  demoUrl: z.union([z.literal(''), z.string().trim().pipe(httpUrl)]).optional(),
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
