// Challenges (spec §3 'Challenge / problem statement' and 'Problem (server list)'; DESIGN D2). One table
// feeds the home tabs, the problems list, the detail page and the registration and submission dropdowns.
import { z } from 'zod';
import { LIMITS } from '../constants';
import { categoryKeyField } from './categories';

// Plain constants (no zod needed to state them); the API's 404 and the detail page share them.
export { PROBLEM_NOT_FOUND, PROBLEM_NOT_FOUND_TEXT } from '../constants';

export const PROBLEM_COLORS = ['green', 'pink', 'blue'] as const;
export type ProblemColor = (typeof PROBLEM_COLORS)[number];

/** GET /api/problems?active=true: exactly `[{id, title}]` (spec §7), the forms' dropdown. */
export const problemOptionSchema = z.object({ id: z.number().int(), title: z.string() });
export type ProblemOption = z.infer<typeof problemOptionSchema>;

/** A card of the public list: the challenge without its long texts, with the live team count. */
export const problemCardSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  category: z.string(),
  description: z.string(),
  difficulty: z.number().int().min(LIMITS.difficultyMin).max(LIMITS.difficultyMax),
  prize: z.string(),
  color: z.enum(PROBLEM_COLORS),
  /** Teams that chose this challenge and were not rejected, counted in SQL. */
  teams: z.number().int(),
});
export type ProblemCard = z.infer<typeof problemCardSchema>;

export const problemDetailSchema = problemCardSchema.extend({
  longDescription: z.string(),
  requirements: z.array(z.string()),
  resources: z.array(z.object({ name: z.string(), url: z.string() })),
  timeline: z.array(z.object({ phase: z.string(), deadline: z.string() })),
  evaluation: z.array(z.object({ criteria: z.string(), weight: z.number() })),
  faqs: z.array(z.object({ question: z.string(), answer: z.string() })),
});
export type ProblemDetail = z.infer<typeof problemDetailSchema>;

export const problemListQuerySchema = z.object({
  /** `true` answers the dropdown shape of spec §7; without it the public cards. */
  active: z.enum(['true', 'false'], { error: 'active must be true or false' }).optional(),
  /** One of the current edition's category keys (an unknown one answers 400). */
  category: categoryKeyField.optional(),
});
export type ProblemListQuery = z.infer<typeof problemListQuerySchema>;

// Cards first: a card also satisfies the option shape, so the order decides which one serialises.
/** GET /api/problems: every public card. */
export const problemCardListSchema = z.array(problemCardSchema);
/** GET /api/problems?active=true: the dropdowns' options. */
export const problemOptionListSchema = z.array(problemOptionSchema);
export const problemListResponseSchema = z.union([problemCardListSchema, problemOptionListSchema]);

export const problemSlugParamsSchema = z.object({ slug: z.string().trim().min(1).max(120) });
