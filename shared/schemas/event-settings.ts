// The shapes of an edition's organizer-owned lists (DESIGN D14): its prizes and its rubric. The events
// row stores both as jsonb; every reader and writer goes through these schemas.
import { z } from 'zod';
import { SCORE_KEYS } from '../constants';
import { FIELD_MESSAGES } from './fields';
import { SCORE_LABELS } from './judging-evaluations';

/**
 * What a prize is for: the whole event, one challenge or a sponsor track (each ranked by the judges'
 * scores), or a special prize (a sponsor's pick, "Best pitch") whose winners the organizers choose by hand
 * in Announce Winners.
 */
export const PRIZE_SCOPES = ['overall', 'challenge', 'track', 'special'] as const;
export type PrizeScope = (typeof PRIZE_SCOPES)[number];

/** One prize: what it is, how many places it has, and what it is for (see PRIZE_SCOPES). */
export const prizeSchema = z.object({
  /** Stable within the edition (winners refer to it). */
  id: z
    .string()
    .trim()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, FIELD_MESSAGES.slugFormat),
  title: z.string().trim().min(1, FIELD_MESSAGES.titleRequired).max(120),
  /** The figure as visitors read it, in the edition's currency ("€10,000"), or '' when the prize is not money. */
  amount: z.string().trim().max(40),
  description: z.string().trim().max(500),
  places: z.number().int().min(1).max(20),
  scope: z.enum(PRIZE_SCOPES),
  /** The challenge's slug when scope is 'challenge'. */
  challenge: z.string().nullable().default(null),
  /** The sponsor track's name when scope is 'track'. */
  track: z.string().trim().max(120).nullable().default(null),
});
export type Prize = z.infer<typeof prizeSchema>;

/** One criterion judges score from 1 to 10; weights of a rubric sum to 100. */
export const rubricCriterionSchema = z.object({
  key: z
    .string()
    .trim()
    .regex(/^[a-zA-Z][a-zA-Z0-9]*$/, 'Use letters and digits, starting with a letter'),
  name: z.string().trim().min(1, FIELD_MESSAGES.criterionName).max(80),
  description: z.string().trim().max(300),
  weight: z.number().int().min(0).max(100),
});
export type RubricCriterion = z.infer<typeof rubricCriterionSchema>;

/** The spec's five criteria at equal weights: the demo's rubric, so the spec's Evaluation dialog stays. */
export const SPEC_RUBRIC: RubricCriterion[] = SCORE_KEYS.map((key) => ({
  key,
  name: SCORE_LABELS[key],
  description: '',
  weight: 20,
}));

/**
 * True when a rubric change changes what a score means: another set of criteria or other weights (a new
 * name or description is only words). Refused once judges have scored with it.
 */
export function scoringChanged(
  before: readonly Pick<RubricCriterion, 'key' | 'weight'>[],
  after: readonly Pick<RubricCriterion, 'key' | 'weight'>[],
): boolean {
  const meaning = (r: readonly Pick<RubricCriterion, 'key' | 'weight'>[]) =>
    JSON.stringify(r.map((c) => [c.key, c.weight]).sort());
  return meaning(before) !== meaning(after);
}

/**
 * The technical key of a new criterion, derived from its name (issue 31: organizers never type one):
 * "Climate impact" → "climateImpact", made unique among `taken` with a number ("climateImpact2"). A stored
 * criterion keeps its key, so a renamed one still means what judges scored.
 */
export function criterionKey(name: string, taken: ReadonlySet<string>): string {
  const words = name
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
  let base = words.map((w, i) => (i === 0 ? w.toLowerCase() : w[0]!.toUpperCase() + w.slice(1).toLowerCase())).join('');
  if (!/^[a-zA-Z]/.test(base)) base = `criterion${base}`;
  base = base.slice(0, 40);
  let key = base;
  for (let n = 2; taken.has(key); n++) key = `${base}${n}`;
  return key;
}
