// The challenge form's values and their translation to and from the API's body (the spec's Challenge
// fields). The body is checked with the shared createChallengeSchema before it is sent, so the client
// refuses what the server refuses (weights ≠ 100, non-http links) with the same messages.
import { type AdminChallenge, type CreateChallenge, createChallengeSchema } from '@shared/schemas/challenges';
import type { RubricCriterion } from '@shared/schemas/event-settings';
import type { ProblemColor } from '@shared/schemas/problems';

export interface ChallengeFormValues {
  title: string;
  slug: string;
  category: string;
  description: string;
  difficulty: string;
  prize: string;
  color: ProblemColor;
  longDescription: string;
  requirements: { value: string }[];
  resources: { name: string; url: string }[];
  timeline: { phase: string; deadline: string }[];
  faqs: { question: string; answer: string }[];
  /** The challenge weighs the edition's criteria itself (else the edition's weights apply). */
  ownWeights: boolean;
  /** Weight per criterion key, as typed. */
  weights: Record<string, string>;
}

const match = (c: RubricCriterion, criteria: string) =>
  c.name.toLowerCase() === criteria.trim().toLowerCase() || c.key.toLowerCase() === criteria.trim().toLowerCase();

export function formValues(rubric: RubricCriterion[], c: AdminChallenge | null): ChallengeFormValues {
  const own = !!c && c.evaluation.length > 0;
  return {
    title: c?.title ?? '',
    slug: c?.slug ?? '',
    category: c?.category ?? '',
    description: c?.description ?? '',
    difficulty: String(c?.difficulty ?? 3),
    prize: c?.prize ?? '',
    color: c?.color ?? 'blue',
    longDescription: c?.longDescription ?? '',
    requirements: (c?.requirements ?? []).map((value) => ({ value })),
    resources: c?.resources ?? [],
    timeline: c?.timeline ?? [],
    faqs: c?.faqs ?? [],
    ownWeights: own,
    weights: Object.fromEntries(
      rubric.map((r) => [r.key, String(c?.evaluation.find((e) => match(r, e.criteria))?.weight ?? r.weight)]),
    ),
  };
}

/** The sum of the typed weights (a blank counts 0), shown live beside the criteria. */
export function weightSum(rubric: RubricCriterion[], weights: Record<string, string>): number {
  return rubric.reduce((s, r) => s + (Number(weights[r.key]) || 0), 0);
}

export function toBody(rubric: RubricCriterion[], v: ChallengeFormValues): CreateChallenge {
  return {
    title: v.title,
    ...(v.slug.trim() ? { slug: v.slug.trim() } : {}),
    category: v.category,
    description: v.description,
    difficulty: Number(v.difficulty),
    prize: v.prize,
    color: v.color,
    longDescription: v.longDescription,
    requirements: v.requirements.map((r) => r.value),
    resources: v.resources,
    timeline: v.timeline,
    faqs: v.faqs,
    evaluation: v.ownWeights ? rubric.map((r) => ({ criteria: r.name, weight: Number(v.weights[r.key]) })) : [],
  };
}

/** Where an error of the body's path shows in the form ('requirements.2' → the third requirement). */
export function formPath(path: string): string {
  const m = /^requirements\.(\d+)$/.exec(path);
  return m ? `requirements.${m[1]}.value` : path;
}

/** The shared schema's verdict on the body: errors by form path, or null when it may be sent. */
export function clientErrors(body: CreateChallenge): Record<string, string> | null {
  const parsed = createChallengeSchema.safeParse(body);
  if (parsed.success) return null;
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const path = formPath(issue.path.join('.'));
    errors[path] ??= issue.message;
  }
  return errors;
}
