// The edition's composition rule (issue 23 'Rules', DESIGN D5): none (min 0), or at least `min` people of
// `gender`, counted over the members list (the spec's rule: the leader does not count) or over the whole
// team, leader included. One function for the registration form, the registration service and every
// place membership changes, so they never disagree.

export const COMPOSITION_SCOPES = ['members', 'team'] as const;
export type CompositionScope = (typeof COMPOSITION_SCOPES)[number];

export interface CompositionRule {
  /** 0 = no rule. */
  min: number;
  gender: string;
  scope: CompositionScope;
  /** The organizers' words, shown on the form and in every refusal (the demo's is the spec's). */
  message: string;
}

export interface Person {
  role: 'leader' | 'member';
  gender: string | null | undefined;
}

/** Whether this person counts towards the rule (their gender, and their role under the 'members' scope). */
export function countsTowards(rule: CompositionRule, person: Person): boolean {
  if (rule.scope === 'members' && person.role === 'leader') return false;
  return person.gender === rule.gender;
}

/** How many more people of the rule's gender the team needs (0 when the rule is met or there is none). */
export function compositionShortfall(rule: CompositionRule, people: readonly Person[]): number {
  if (rule.min <= 0) return 0;
  const have = people.filter((p) => countsTowards(rule, p)).length;
  return Math.max(0, rule.min - have);
}

/**
 * Whether a team of `size` people (places taken now) can still meet the rule after `newcomer` joins, with
 * places up to `max`: refuses the place that would leave too few for the people the rule still needs.
 */
export function newcomerFits(rule: CompositionRule, people: readonly Person[], newcomer: Person, max: number): boolean {
  const after = [...people, newcomer];
  return compositionShortfall(rule, after) <= max - after.length;
}

/** The rule as the event row stores it (events.composition_* and female_member_message). */
export function compositionOf(ev: {
  compositionMin: number;
  compositionGender: string;
  compositionScope: string;
  femaleMemberMessage: string;
}): CompositionRule {
  return {
    min: ev.compositionMin,
    gender: ev.compositionGender,
    scope: ev.compositionScope === 'team' ? 'team' : 'members',
    message: ev.femaleMemberMessage,
  };
}

/** The age rule in words: "You must be 13 or older; under 18 you need a parent's or guardian's consent." */
export function ageRuleText(minAge: number, guardianConsentUnder: number): string {
  const min = minAge > 0 ? `You must be ${minAge} or older` : '';
  const consent =
    guardianConsentUnder > minAge ? `under ${guardianConsentUnder} you need a parent's or guardian's consent` : '';
  if (min && consent) return `${min}; ${consent}.`;
  if (min) return `${min}.`;
  if (consent) return `${consent[0]!.toUpperCase()}${consent.slice(1)}.`;
  return '';
}
