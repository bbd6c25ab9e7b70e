// Team registration (spec §2 'Team registration', §3 'Registration form' and 'Registration payload',
// §5 messages word for word; DESIGN D4–D6). The form schema validates the page; the request schema
// validates POST /api/register-team. The event-dependent rules (team size limits, the female-member
// rule and its message) come from the event row, so both schemas are built from those rules.
import { z } from 'zod';
import { GENDERS } from '../constants';
import { COMPOSITION_SCOPES, compositionShortfall, type CompositionRule } from '../composition';
import { REGISTRATION_STATUSES } from '../registration-window';
import { emailField, FIELD_MESSAGES, INT4_MAX, personNameField, phoneField, teamNameField } from './fields';

export const REGISTRATION_MESSAGES = {
  teamName: FIELD_MESSAGES.teamName,
  teamSize: 'Please select team size',
  problem: 'Please select a problem statement',
  name: FIELD_MESSAGES.personName,
  email: FIELD_MESSAGES.email,
  phone: FIELD_MESSAGES.phone,
  gender: 'Please select a gender',
  members: 'You must add at least one team member',
  agreeTerms: 'You must agree to the terms and conditions',
} as const;

// The 'Other / Not decided yet' option lives in constants.ts: pages that only show the label must not
// evaluate this module's schemas (and zod) to read it.
export { OTHER_PROBLEM_LABEL, OTHER_PROBLEM_VALUE } from '../constants';
export const PROBLEMS_LOADING_TEXT = 'Loading problem statements...';

export const compositionRuleSchema = z.object({
  min: z.number().int(),
  gender: z.string(),
  scope: z.enum(COMPOSITION_SCOPES),
  message: z.string(),
});

/** The event row's registration settings (DESIGN D1, D4, D5; issue 23 'Rules'). */
export const registrationRulesSchema = z.object({
  eventName: z.string(),
  timeZone: z.string(),
  teamSizeMin: z.number().int(),
  teamSizeMax: z.number().int(),
  /** None (min 0), or at least `min` people of `gender` over the members list or the whole team. */
  composition: compositionRuleSchema,
  registrationOpensAt: z.string(),
  registrationClosesAt: z.string(),
  /** Whether registration is open right now (server clock, the organizers' switch and the dates). */
  open: z.boolean(),
  /** Why not, in the words of the server's refusal ("Registration for X closed on 15 May, 23:59 IST"). */
  status: z.enum(REGISTRATION_STATUSES),
  closedMessage: z.string().nullable(),
  /** Who may take part, in the organizers' words ('' = none stated). */
  eligibility: z.string(),
  minAge: z.number().int(),
  guardianConsentUnder: z.number().int(),
  /** At most this many teams (pending + approved); later registrations join the waitlist. Null = no cap. */
  teamCap: z.number().int().nullable(),
  /** Places left under the cap (null = no cap); 0 means a new team is waitlisted. */
  placesLeft: z.number().int().nullable(),
  /** Teams waiting for a place now. */
  waitlisted: z.number().int(),
});
export type RegistrationRules = z.infer<typeof registrationRulesSchema>;

/**
 * A person's answer about their gender (issue 31): one of GENDERS, or 'prefer_not_to_say', or nothing at
 * all. Nothing means 'not answered here': a new account stores no gender, and an account that has one
 * (a signed-in leader) keeps it. 'prefer_not_to_say' is an answer: it clears a stored gender.
 */
export const PREFER_NOT_TO_SAY = 'prefer_not_to_say';
export const GENDER_ANSWERS = [...GENDERS, PREFER_NOT_TO_SAY] as const;
export type GenderAnswer = (typeof GENDER_ANSWERS)[number];
const genderSchema = z.enum(GENDER_ANSWERS, { error: REGISTRATION_MESSAGES.gender }).optional();

/** What an account stores for an answer: a gender, or null for 'prefer not to say'. */
export function storedGender(answer: GenderAnswer): (typeof GENDERS)[number] | null {
  return answer === PREFER_NOT_TO_SAY ? null : answer;
}

export const leaderSchema = z.object({
  name: personNameField,
  email: emailField,
  phone: phoneField,
  gender: genderSchema,
});
export const memberSchema = z.object({ name: personNameField, email: emailField, gender: genderSchema });
export type LeaderInput = z.infer<typeof leaderSchema>;
export type MemberInput = z.infer<typeof memberSchema>;

/** The form's gender: '' until the person picks an answer (none is picked for them). */
const formGenderSchema = z.union([z.enum(GENDER_ANSWERS), z.literal('')], { error: REGISTRATION_MESSAGES.gender });
const formLeaderSchema = leaderSchema.extend({ gender: formGenderSchema });
const formMemberSchema = memberSchema.extend({ gender: formGenderSchema });

/** An empty member card: no gender chosen for anybody (issue 31; the spec's 'male' default is gone). */
export function emptyMember(): z.input<typeof formMemberSchema> {
  return { name: '', email: '', gender: '' };
}

/** Members the form holds for a team size: the size counts the leader (DESIGN D4); a team of 1 has none. */
export const membersForSize = (teamSize: number) => Math.max(0, teamSize - 1);

/** The fewest members (besides the leader) the edition's minimum team size asks for. */
export const fewestMembers = (teamSizeMin: number) => Math.max(0, teamSizeMin - 1);

export function registrationFormSchema(rules: { composition: CompositionRule; teamSizeMin: number }) {
  const fewest = fewestMembers(rules.teamSizeMin);
  return z
    .object({
      teamName: teamNameField,
      teamSize: z.string().min(1, { error: REGISTRATION_MESSAGES.teamSize }),
      problem: z.string().min(1, { error: REGISTRATION_MESSAGES.problem }),
      teamLeader: formLeaderSchema,
      // A team of 1 (an edition whose minimum size is 1) has no members; otherwise the spec's message.
      teamMembers: z.array(formMemberSchema).min(fewest, {
        error: fewest === 1 ? REGISTRATION_MESSAGES.members : `You must add at least ${fewest} team members`,
      }),
      agreeTerms: z.boolean().refine((v) => v, { error: REGISTRATION_MESSAGES.agreeTerms }),
    })
    .superRefine((form, ctx) => {
      // The spec's rule counts the members list only, not the leader (spec §5, DESIGN D5); an edition may
      // count the whole team instead (shared/composition.ts decides either way). Not checked while the
      // list is too short: that error is said first.
      const members = Array.isArray(form.teamMembers) ? form.teamMembers : [];
      const people = [
        { role: 'leader' as const, gender: form.teamLeader?.gender },
        ...members.map((m) => ({ role: 'member' as const, gender: m?.gender })),
      ];
      if (members.length >= Math.max(1, fewest) && compositionShortfall(rules.composition, people) > 0) {
        ctx.addIssue({ code: 'custom', path: ['teamMembers'], message: rules.composition.message });
      }
    });
}
export type RegistrationFormInput = z.input<ReturnType<typeof registrationFormSchema>>;
export type RegistrationForm = z.output<ReturnType<typeof registrationFormSchema>>;

/**
 * POST /api/register-team (spec §3 'Registration payload'). problemId 0 (or null) is 'Other / Not decided
 * yet'. The event-dependent rules (size, female member) are checked by the service against the event row.
 */
export const registerTeamRequestSchema = z.object({
  team: z.object({
    name: teamNameField,
    problemId: z
      .number({ error: REGISTRATION_MESSAGES.problem })
      .int({ error: REGISTRATION_MESSAGES.problem })
      .min(0, { error: REGISTRATION_MESSAGES.problem })
      .max(INT4_MAX, { error: REGISTRATION_MESSAGES.problem })
      .nullable(),
    description: z.string().max(1000).optional(),
  }),
  leader: leaderSchema,
  // Empty for a team of 1; the edition's own size limits are checked by the service (they are not here).
  members: z.array(memberSchema).max(10, { error: 'Too many team members' }),
});
export type RegisterTeamRequest = z.infer<typeof registerTeamRequestSchema>;

export const registerTeamResponseSchema = z.object({
  message: z.string(),
  team: z.object({
    id: z.number().int(),
    name: z.string(),
    status: z.string(),
    /** The team's place on the waitlist (1 = next) when the cap was reached; absent otherwise. */
    waitlistPosition: z.number().int().optional(),
  }),
  /**
   * The leader's account: its username (kept for the spec's payload; nobody signs in with it), the email
   * they sign in with, and the generated password when one was made (absent for a signed-in leader). A
   * new leader is signed in by the answer's session cookie, as a sign-in would.
   */
  leader: z.object({ username: z.string(), email: z.string(), password: z.string().optional() }),
});
export type RegisterTeamResponse = z.infer<typeof registerTeamResponseSchema>;

/** A form's gender as the request carries it: an unanswered select sends nothing. */
function answered<T extends { gender: GenderAnswer | '' }>(person: T): Omit<T, 'gender'> & { gender?: GenderAnswer } {
  const { gender, ...rest } = person;
  return gender === '' ? rest : { ...rest, gender };
}

/** The payload the form sends (spec §3): the description says how many members the team has. */
export function toRegisterTeamRequest(form: RegistrationForm): RegisterTeamRequest {
  const size = form.teamMembers.length + 1;
  return {
    team: {
      name: form.teamName,
      problemId: Number(form.problem),
      description: `${form.teamName} is a team of ${size} ${size === 1 ? 'member' : 'members'}.`,
    },
    leader: answered(form.teamLeader),
    members: form.teamMembers.map(answered),
  };
}

/** Server field paths (payload) → form field paths, to show a 409's field error under the right input. */
export function requestPathToFormPath(path: string): string {
  if (path === 'team.name') return 'teamName';
  if (path === 'team.problemId') return 'problem';
  if (path.startsWith('leader')) return path.replace(/^leader/, 'teamLeader');
  if (path.startsWith('members')) return path.replace(/^members/, 'teamMembers');
  return path;
}
