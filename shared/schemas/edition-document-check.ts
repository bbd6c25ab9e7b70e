// An imported edition must be one the Event area and the challenge editor could save (issue 30): the
// document's schema only checks each value's shape, so an import could store a prize naming a challenge
// the document does not have, and the Event area then cannot save that prize list. This runs the
// editors' own rules on the whole document (eventPatchSchema, settingsClash, the prize → challenge
// reference, challengeSchema and its evaluation against the rubric), one rule for both, and names the
// document's field that breaks one.
import type { z } from 'zod';
import { CHALLENGE_MESSAGES, challengeSchema, evaluationMismatch } from './challenges';
import { eventPatchSchema, SETTINGS_MESSAGES, settingsClash, unknownPrizeChallenge } from './event-patch';
import type { EditionDocument } from './edition-document';

export interface DocumentIssue {
  /** The document's field, as a dotted path ("settings.prizes.2.challenge", "challenges.0.title"). */
  field: string;
  message: string;
}

/** Where each field of the Event area's PATCH sits in the document (the rest: `settings.<field>`). */
const DOCUMENT_FIELD: Record<string, string> = {
  name: 'name',
  registrationOpensAt: 'dates.registrationOpensAt',
  registrationClosesAt: 'dates.registrationClosesAt',
  startsAt: 'dates.startsAt',
  endsAt: 'dates.endsAt',
  submissionDeadline: 'dates.submissionDeadline',
  winnersAnnouncedAt: 'dates.winnersAnnouncedAt',
  submissionOpensAt: 'dates.submissionOpensAt',
  compositionMin: 'settings.composition.min',
  compositionGender: 'settings.composition.gender',
  compositionScope: 'settings.composition.scope',
  compositionMessage: 'settings.femaleMemberMessage',
};
const fieldOf = (key: string) => DOCUMENT_FIELD[key] ?? `settings.${key}`;

const firstIssue = (error: z.ZodError, prefix: (head: string) => string): DocumentIssue => {
  const issue = error.issues[0]!;
  const [head, ...rest] = issue.path.map(String);
  return { field: [prefix(head ?? ''), ...rest].filter(Boolean).join('.'), message: issue.message };
};

/** The document's settings as the Event area would send them in one save. */
function asPatch(doc: EditionDocument, name: string) {
  const s = doc.settings;
  return {
    name,
    shortName: s.shortName,
    tagline: s.tagline,
    accentColor: s.accentColor,
    contactEmail: s.contactEmail,
    city: s.city,
    mode: s.mode,
    discordUrl: s.discordUrl,
    ...doc.dates,
    submissionOpensAt: doc.dates.submissionOpensAt ?? null,
    graceMinutes: s.graceMinutes,
    teamSizeMin: s.teamSizeMin,
    teamSizeMax: s.teamSizeMax,
    compositionMin: s.composition?.min ?? (s.requireFemaleMember ? 1 : 0),
    compositionGender: s.composition?.gender ?? 'female',
    compositionScope: s.composition?.scope ?? 'members',
    compositionMessage: s.femaleMemberMessage,
    registrationOpen: s.registrationOpen,
    teamCap: s.teamCap,
    eligibility: s.eligibility,
    minAge: s.minAge,
    guardianConsentUnder: s.guardianConsentUnder,
    feedbackRelease: s.feedbackRelease,
    prizes: s.prizes,
    rubric: s.rubric,
    version: 1,
  };
}

/** The first rule of the editors the document breaks, or null when each editor could save it as it is. */
export function documentIssue(doc: EditionDocument, name = doc.name): DocumentIssue | null {
  const patch = eventPatchSchema.safeParse(asPatch(doc, name));
  if (!patch.success) return firstIssue(patch.error, fieldOf);
  const clash = settingsClash(patch.data as Parameters<typeof settingsClash>[0]);
  if (clash) return { field: fieldOf(clash.field), message: clash.message };

  const slugs = new Set<string>();
  for (const [i, challenge] of doc.challenges.entries()) {
    const parsed = challengeSchema.safeParse(challenge);
    if (!parsed.success) return firstIssue(parsed.error, (head) => `challenges.${i}.${head}`);
    if (slugs.has(parsed.data.slug)) return { field: `challenges.${i}.slug`, message: CHALLENGE_MESSAGES.slugTaken };
    slugs.add(parsed.data.slug);
    const why = evaluationMismatch(doc.settings.rubric, parsed.data.evaluation);
    if (why) return { field: `challenges.${i}.evaluation`, message: why };
  }

  const prize = unknownPrizeChallenge(doc.settings.prizes, slugs);
  if (prize >= 0) return { field: `settings.prizes.${prize}.challenge`, message: SETTINGS_MESSAGES.unknownChallenge };
  return null;
}
