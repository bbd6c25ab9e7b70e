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

const genderSchema = z.enum(GENDERS, { error: REGISTRATION_MESSAGES.gender });

export const leaderSchema = z.object({
  name: personNameField,
  email: emailField,
  phone: phoneField,
  gender: genderSchema,
});
export const memberSchema = z.object({ name: personNameField, email: emailField, gender: genderSchema });
export type LeaderInput = z.infer<typeof leaderSchema>;
export type MemberInput = z.infer<typeof memberSchema>;

/** The form's default values (spec §3: team size 2, leader gender male, one empty member with gender male). */
export function emptyMember(): z.input<typeof memberSchema> {
  return { name: '', email: '', gender: 'male' };
}

/** Members the form holds for a team size: the size counts the leader (DESIGN D4). */
export const membersForSize = (teamSize: number) => Math.max(1, teamSize - 1);

export function registrationFormSchema(rules: { composition: CompositionRule }) {
  return z
    .object({
      teamName: teamNameField,
      teamSize: z.string().min(1, { error: REGISTRATION_MESSAGES.teamSize }),
      problem: z.string().min(1, { error: REGISTRATION_MESSAGES.problem }),
      teamLeader: leaderSchema,
      teamMembers: z.array(memberSchema).min(1, { error: REGISTRATION_MESSAGES.members }),
      agreeTerms: z.boolean().refine((v) => v, { error: REGISTRATION_MESSAGES.agreeTerms }),
    })
    .superRefine((form, ctx) => {
      // The spec's rule counts the members list only, not the leader (spec §5, DESIGN D5); an edition may
      // count the whole team instead (shared/composition.ts decides either way).
      const members = Array.isArray(form.teamMembers) ? form.teamMembers : [];
      const people = [
        { role: 'leader' as const, gender: form.teamLeader?.gender },
        ...members.map((m) => ({ role: 'member' as const, gender: m?.gender })),
      ];
      if (members.length > 0 && compositionShortfall(rules.composition, people) > 0) {
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
  members: z
    .array(memberSchema)
    .min(1, { error: REGISTRATION_MESSAGES.members })
    .max(10, { error: 'Too many team members' }),
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
  /** The leader's sign-in name, and the generated password when one was made (absent for a signed-in leader). */
  leader: z.object({ username: z.string(), email: z.string(), password: z.string().optional() }),
});
export type RegisterTeamResponse = z.infer<typeof registerTeamResponseSchema>;

/** The payload the form sends (spec §3): the description says how many members the team has. */
export function toRegisterTeamRequest(form: RegistrationForm): RegisterTeamRequest {
  const size = form.teamMembers.length + 1;
  return {
    team: {
      name: form.teamName,
      problemId: Number(form.problem),
      description: `${form.teamName} is a team of ${size} members.`,
    },
    leader: form.teamLeader,
    members: form.teamMembers,
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
