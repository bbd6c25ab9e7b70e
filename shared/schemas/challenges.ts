// The organizers' challenge editor (issue 23): the body of POST /api/admin/events/{slug}/problems and
// PATCH /api/admin/problems/{id} (the spec's Challenge fields), the reorder call and what the admin list
// answers. The same schemas check the client's form, so a rule is written once: weights sum to 100 and
// resources link to http(s) only. How a challenge's weights meet the edition's rubric is here too, for
// the server (what judges' scores count) and the pages (what the Evaluation tab states) alike.
import { z } from 'zod';
import { LIMITS } from '../constants';
import { categoryKeyField } from './categories';
import { FIELD_MESSAGES, idParamField, urlField } from './fields';
import type { RubricCriterion } from './event-settings';
import { PROBLEM_COLORS, problemDetailSchema } from './problems';

export const CHALLENGE_MESSAGES = {
  titleRequired: FIELD_MESSAGES.titleRequired,
  descriptionRequired: 'A short description is required',
  weights: 'Evaluation weights must sum to 100',
  duplicateCriteria: 'Each criterion can be listed once',
  criteriaOutsideRubric: (names: string[]) =>
    `Evaluation must weigh some or all of the edition's own criteria (${names.join(', ')}), or be left empty to use the edition's weights`,
  resourceUrl: 'Resource links must start with http:// or https://',
  slug: FIELD_MESSAGES.slugFormat,
  slugTaken: 'Another challenge of this edition already has this address',
  notFound: 'Challenge not found',
  chosen: 'Teams chose this challenge: retire it instead of deleting it',
  order: 'List every challenge of the edition once, in the new order',
  weightsScored: (n: number) =>
    `Judges have already scored ${n === 1 ? '1 evaluation' : `${n} evaluations`} of this challenge's projects with these weights: they can no longer change.`,
} as const;

const text = (max: number) => z.string().trim().max(max);

export const challengeResourceSchema = z.object({
  name: text(200).min(1, 'Name the link'),
  // The one URL rule of every stored link (fields.ts): http(s) only (never javascript: or data:), no
  // quotes or spaces, normalised; the message names the rule as the editor words it.
  url: urlField({ message: CHALLENGE_MESSAGES.resourceUrl }),
});

export const evaluationEntrySchema = z.object({
  criteria: text(200).min(1, FIELD_MESSAGES.criterionName),
  weight: z.number({ error: FIELD_MESSAGES.weightWhole }).int(FIELD_MESSAGES.weightWhole).min(0).max(100),
});
export type EvaluationEntry = z.infer<typeof evaluationEntrySchema>;

/**
 * A challenge's evaluation: empty (the edition's weights apply) or weights summing to 100, each criterion
 * once. Refined on the list itself so the 400 names `evaluation`.
 */
export const evaluationListSchema = z
  .array(evaluationEntrySchema)
  .max(20)
  .superRefine((list, ctx) => {
    if (list.length === 0) return;
    const sum = list.reduce((s, e) => s + e.weight, 0);
    if (sum !== 100) ctx.addIssue({ code: 'custom', message: `${CHALLENGE_MESSAGES.weights} (now ${sum})` });
    const names = list.map((e) => e.criteria.toLowerCase());
    if (new Set(names).size !== names.length)
      ctx.addIssue({ code: 'custom', message: CHALLENGE_MESSAGES.duplicateCriteria });
  });

export const challengeSlugField = z
  .string()
  .trim()
  .min(1, CHALLENGE_MESSAGES.slug)
  .max(120, CHALLENGE_MESSAGES.slug)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, CHALLENGE_MESSAGES.slug);

const challengeFields = {
  title: text(200).min(1, CHALLENGE_MESSAGES.titleRequired),
  /** One of the edition's category keys (checked against the edition by the server). */
  category: categoryKeyField,
  description: text(2000).min(1, CHALLENGE_MESSAGES.descriptionRequired),
  difficulty: z
    .number({ error: FIELD_MESSAGES.difficulty })
    .int(FIELD_MESSAGES.difficulty)
    .min(LIMITS.difficultyMin, FIELD_MESSAGES.difficulty)
    .max(LIMITS.difficultyMax, FIELD_MESSAGES.difficulty),
  /** The figure as visitors read it (a bare number is written in the edition's currency); the edition's prize list holds it as this challenge's prize. */
  prize: text(60),
  longDescription: text(20000),
  requirements: z.array(text(500).min(1, 'A requirement cannot be empty')).max(50),
  resources: z.array(challengeResourceSchema).max(50),
  timeline: z.array(z.object({ phase: text(200).min(1, 'Name the phase'), deadline: text(200) })).max(50),
  faqs: z.array(z.object({ question: text(500).min(1, 'Write the question'), answer: text(5000) })).max(50),
  evaluation: evaluationListSchema,
  color: z.enum(PROBLEM_COLORS, { error: 'Accent is green, pink or blue' }),
};

/** POST /api/admin/events/{slug}/problems: the spec's fields; `slug` from the title and `color` blue when absent. */
export const createChallengeSchema = z.object({
  ...challengeFields,
  longDescription: challengeFields.longDescription.default(''),
  requirements: challengeFields.requirements.default([]),
  resources: challengeFields.resources.default([]),
  timeline: challengeFields.timeline.default([]),
  faqs: challengeFields.faqs.default([]),
  evaluation: challengeFields.evaluation.default([]),
  prize: challengeFields.prize.default(''),
  color: challengeFields.color.default('blue'),
  slug: challengeSlugField.optional(),
});
export type CreateChallenge = z.input<typeof createChallengeSchema>;
export type CreateChallengeInput = z.infer<typeof createChallengeSchema>;

/** A challenge with every field, as the editor saves it (and as an imported edition must carry it). */
export const challengeSchema = z.object({ ...challengeFields, slug: challengeSlugField, active: z.boolean() });

/** PATCH /api/admin/problems/{id}: any of the fields; `active: false` retires, `true` restores. */
export const updateChallengeSchema = challengeSchema
  .partial()
  .refine((v) => Object.keys(v).length > 0, FIELD_MESSAGES.nothingToChange);
export type UpdateChallenge = z.infer<typeof updateChallengeSchema>;

/** PUT /api/admin/events/{slug}/problems/order: every challenge id of the edition, in the new order. */
export const reorderChallengesSchema = z.object({
  ids: z.array(z.number().int().positive()).min(1, CHALLENGE_MESSAGES.order).max(500),
});

export const challengeIdParamsSchema = z.object({ id: idParamField });

/** The admin list's entry: every field as stored (its own evaluation, possibly empty), retired ones too. */
export const adminChallengeSchema = problemDetailSchema.extend({
  active: z.boolean(),
  sortOrder: z.number().int(),
  /** Submissions made for it: a chosen challenge is retired, never deleted. */
  submissions: z.number().int(),
});
export type AdminChallenge = z.infer<typeof adminChallengeSchema>;
export const adminChallengeListSchema = z.array(adminChallengeSchema);

/** A slug made from a title: 'AI Voice Assistant!' → 'ai-voice-assistant'. */
export function slugFromTitle(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100)
    .replace(/-+$/, '');
  return slug || 'challenge';
}

const sameCriterion = (c: Pick<RubricCriterion, 'key' | 'name'>, criteria: string) => {
  const wanted = criteria.trim().toLowerCase();
  return c.name.trim().toLowerCase() === wanted || c.key.toLowerCase() === wanted;
};

/**
 * Whether a challenge's evaluation overrides the rubric's weights: it weighs some or all of the rubric's
 * criteria (by name or key) and nothing else; a criterion it leaves out does not count for its projects
 * (judges are not asked to score it). An empty list is no override.
 */
export function overridesRubric(rubric: RubricCriterion[], evaluation: EvaluationEntry[]): boolean {
  if (evaluation.length === 0) return false;
  return evaluation.every((e) => rubric.some((c) => sameCriterion(c, e.criteria)));
}

/** The criteria that do not belong to the rubric, or a missing one: why an evaluation cannot override it. */
export function evaluationMismatch(rubric: RubricCriterion[], evaluation: EvaluationEntry[]): string | null {
  if (evaluation.length === 0 || overridesRubric(rubric, evaluation)) return null;
  return CHALLENGE_MESSAGES.criteriaOutsideRubric(rubric.map((c) => c.name));
}

/**
 * What judges score a challenge's submissions on and the Evaluation tab states: the edition's criteria,
 * in the rubric's order, with the challenge's weights when it overrides them.
 */
export function challengeRubric(rubric: RubricCriterion[], evaluation: EvaluationEntry[]): RubricCriterion[] {
  if (!overridesRubric(rubric, evaluation)) return rubric;
  return rubric.flatMap((c) => {
    const entry = evaluation.find((e) => sameCriterion(c, e.criteria));
    return entry ? [{ ...c, weight: entry.weight }] : [];
  });
}

/** The public `evaluation` of a challenge page: `[{criteria, weight}]` of challengeRubric. */
export function publicEvaluation(rubric: RubricCriterion[], evaluation: EvaluationEntry[]): EvaluationEntry[] {
  return challengeRubric(rubric, evaluation).map((c) => ({ criteria: c.name, weight: c.weight }));
}

/** "innovation, technical execution and impact": the rubric's criteria as a sentence's list. */
export function rubricNames(rubric: readonly Pick<RubricCriterion, 'name'>[]): string {
  const names = rubric.map((c) => c.name.toLowerCase());
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** How the final score is made, in words a visitor reads (About, FAQ): equal weights say "average". */
export function rubricSentence(rubric: readonly Pick<RubricCriterion, 'name' | 'weight'>[]): string {
  const equal = rubric.every((c) => c.weight === rubric[0]?.weight);
  const count = rubric.length === 1 ? 'one criterion' : `${rubric.length} criteria`;
  const how = equal
    ? 'the final score is their average'
    : `the final score is their weighted mean (${rubric.map((c) => `${c.name} ${c.weight}%`).join(', ')})`;
  return `Judges score ${count} from 1 to 10: ${rubricNames(rubric)}; ${how}. A challenge page may weigh them its own way, as its Evaluation tab shows.`;
}
