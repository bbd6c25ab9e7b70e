// Find a team (issue 14): the matching profile of a person who came alone, a team's listing, the board
// with its ranked suggestions, requests both ways (join request, invitation) and the organizers' counts.
import { z } from 'zod';
import { GENDERS } from '../constants';
import { httpUrlField } from './fields';

/** The shared list of skills; people add free tags for anything else. */
export const SKILLS = [
  'Frontend',
  'Backend',
  'Mobile',
  'UI/UX design',
  'Data science',
  'Machine learning',
  'DevOps & cloud',
  'Security',
  'Blockchain',
  'Hardware & IoT',
  'Product & pitching',
  'Domain expertise',
] as const;
export type Skill = (typeof SKILLS)[number];
/** A skill off the list (find-a-team profiles, mentors, help requests). */
export const SKILLS_MESSAGE = 'Please choose skills from the list';

export const FIND_TEAM_LIMITS = {
  skillsMax: 8,
  tagsMax: 8,
  tagMax: 30,
  problemsMax: 5,
  languagesMax: 5,
  pitchMax: 280,
  lookingForMax: 280,
  messageMax: 280,
  /** Requests a person (or a leader) may send per hour: join requests and invitations together. */
  requestsPerHour: 10,
  /** Two time zones within this many hours count as 'near' for the board's time-zone filter. */
  nearHours: 3,
} as const;

/** UTC offsets in minutes, as people pick them (the client proposes the browser's own). */
const TIME_ZONE_MESSAGE = 'Please choose a time zone';
export const utcOffsetField = z
  .number({ error: TIME_ZONE_MESSAGE })
  .int()
  .min(-720, { error: TIME_ZONE_MESSAGE })
  .max(840, { error: TIME_ZONE_MESSAGE });

/** 'UTC+05:30', 'UTC−03:00', 'UTC' */
export function formatUtcOffset(minutes: number): string {
  if (minutes === 0) return 'UTC';
  const sign = minutes > 0 ? '+' : '−';
  const abs = Math.abs(minutes);
  const h = String(Math.floor(abs / 60)).padStart(2, '0');
  const m = String(abs % 60).padStart(2, '0');
  return `UTC${sign}${h}:${m}`;
}

/** The offsets a person can choose: every half hour and the few quarter-hour zones in use. */
export const UTC_OFFSETS: number[] = [
  ...Array.from({ length: (840 + 720) / 30 + 1 }, (_, i) => -720 + i * 30),
  345,
  525,
  765,
].sort((a, b) => a - b);

const tagField = z
  .string()
  .trim()
  .min(1, { error: 'Tags cannot be empty' })
  .max(FIND_TEAM_LIMITS.tagMax, { error: `A tag has at most ${FIND_TEAM_LIMITS.tagMax} characters` });

export const findTeamProfileInputSchema = z.object({
  skills: z
    .array(z.enum(SKILLS, { error: SKILLS_MESSAGE }))
    .max(FIND_TEAM_LIMITS.skillsMax, { error: `Choose at most ${FIND_TEAM_LIMITS.skillsMax} skills` }),
  tags: z.array(tagField).max(FIND_TEAM_LIMITS.tagsMax, { error: `Add at most ${FIND_TEAM_LIMITS.tagsMax} tags` }),
  problemIds: z
    .array(z.number().int().positive())
    .max(FIND_TEAM_LIMITS.problemsMax, { error: `Choose at most ${FIND_TEAM_LIMITS.problemsMax} challenges` }),
  utcOffset: utcOffsetField,
  languages: z
    .array(tagField)
    .min(1, { error: 'Please name at least one language you work in' })
    .max(FIND_TEAM_LIMITS.languagesMax, { error: `Name at most ${FIND_TEAM_LIMITS.languagesMax} languages` }),
  pitch: z
    .string()
    .trim()
    .max(FIND_TEAM_LIMITS.pitchMax, { error: `The pitch has at most ${FIND_TEAM_LIMITS.pitchMax} characters` }),
  link: z.union([z.literal(''), httpUrlField]),
  /** Private: used only to check the event's composition rule, never shown to anyone. */
  gender: z.enum(GENDERS).nullable(),
  visible: z.boolean(),
});
export type FindTeamProfileInput = z.infer<typeof findTeamProfileInputSchema>;

/** The person's own profile (null until they write one). */
export const myFindTeamProfileSchema = z.object({
  profile: findTeamProfileInputSchema.extend({ updatedAt: z.string() }).nullable(),
  /** Their gender as registered (private), prefilled in the form. */
  gender: z.enum(GENDERS).nullable(),
});
export type MyFindTeamProfile = z.infer<typeof myFindTeamProfileSchema>;

export const visibilitySchema = z.object({ visible: z.boolean() });

export const teamListingInputSchema = z.object({
  open: z.boolean(),
  lookingFor: z
    .string()
    .trim()
    .max(FIND_TEAM_LIMITS.lookingForMax, {
      error: `Say whom you look for in at most ${FIND_TEAM_LIMITS.lookingForMax} characters`,
    }),
  skillsWanted: z.array(z.enum(SKILLS)).max(FIND_TEAM_LIMITS.skillsMax),
});
export type TeamListingInput = z.infer<typeof teamListingInputSchema>;

export const REQUEST_KINDS = ['join', 'invite'] as const;
export const REQUEST_STATUSES = ['pending', 'accepted', 'declined', 'withdrawn'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

const problemRef = z.object({ id: z.number().int(), title: z.string() });

export const boardPersonSchema = z.object({
  userId: z.number().int(),
  name: z.string(),
  skills: z.array(z.string()),
  tags: z.array(z.string()),
  problems: z.array(problemRef),
  utcOffset: z.number().int(),
  languages: z.array(z.string()),
  pitch: z.string(),
  link: z.string(),
  score: z.number(),
  /** Why this person suits the viewer's team (empty when the viewer leads no team). */
  reasons: z.array(z.string()),
  /** The pending request between this person and the viewer's team, if any, and who asked. */
  pendingRequestId: z.number().int().nullable(),
  pendingKind: z.enum(['join', 'invite']).nullable(),
});
export type BoardPerson = z.infer<typeof boardPersonSchema>;

export const boardTeamSchema = z.object({
  teamId: z.number().int(),
  name: z.string(),
  problem: problemRef.nullable(),
  memberCount: z.number().int(),
  openPlaces: z.number().int(),
  /**
   * False for an approved team with free places whose leader has not written a listing: it is on the
   * board anyway (issue 24), and asking to join it works as with a listing.
   */
  listed: z.boolean(),
  /** What the team still needs, in words: its open places and the event's composition rule when unmet. */
  needs: z.array(z.string()),
  lookingFor: z.string(),
  skillsWanted: z.array(z.string()),
  /** Skills the members already bring (from their matching profiles). */
  teamSkills: z.array(z.string()),
  utcOffsets: z.array(z.number().int()),
  score: z.number(),
  /** Why this team suits the viewer (empty when the viewer has no profile). */
  reasons: z.array(z.string()),
  pendingRequestId: z.number().int().nullable(),
  pendingKind: z.enum(['join', 'invite']).nullable(),
});
export type BoardTeam = z.infer<typeof boardTeamSchema>;

/**
 * What the viewer's own team still needs to be valid. Counts and the rule's text only: whether the rule
 * is met is said for the team as a whole, never who is of which gender.
 */
export const compositionSchema = z.object({
  memberCount: z.number().int(),
  min: z.number().int(),
  max: z.number().int(),
  valid: z.boolean(),
  needs: z.array(z.string()),
  ruleMessage: z.string().nullable(),
  ruleMet: z.boolean(),
});
export type Composition = z.infer<typeof compositionSchema>;

export const boardQuerySchema = z.object({
  skill: z.string().trim().max(FIND_TEAM_LIMITS.tagMax).optional(),
  problemId: z.coerce.number().int().positive().optional(),
  tz: z.coerce.number().int().min(-720).max(840).optional(),
});
export type BoardQuery = z.infer<typeof boardQuerySchema>;

export const boardSchema = z.object({
  viewer: z.object({
    teamId: z.number().int().nullable(),
    teamName: z.string().nullable(),
    isLeader: z.boolean(),
    hasProfile: z.boolean(),
    profileVisible: z.boolean(),
  }),
  listing: teamListingInputSchema.nullable(),
  composition: compositionSchema.nullable(),
  people: z.array(boardPersonSchema),
  teams: z.array(boardTeamSchema),
});
export type Board = z.infer<typeof boardSchema>;

export const createRequestSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('join'),
    teamId: z.number().int().positive(),
    message: z.string().trim().max(FIND_TEAM_LIMITS.messageMax).default(''),
  }),
  z.object({
    kind: z.literal('invite'),
    userId: z.number().int().positive(),
    message: z.string().trim().max(FIND_TEAM_LIMITS.messageMax).default(''),
  }),
]);
export type CreateRequest = z.input<typeof createRequestSchema>;

export const teamRequestSchema = z.object({
  id: z.number().int(),
  kind: z.enum(REQUEST_KINDS),
  status: z.enum(REQUEST_STATUSES),
  teamId: z.number().int(),
  teamName: z.string(),
  userId: z.number().int(),
  userName: z.string(),
  message: z.string(),
  createdAt: z.string(),
  /** The viewer is the side that accepts or declines (the person for an invitation, the leader for a join). */
  canDecide: z.boolean(),
  /** The viewer sent it and may withdraw it. */
  canWithdraw: z.boolean(),
});
export type TeamRequest = z.infer<typeof teamRequestSchema>;

export const requestListSchema = z.object({ items: z.array(teamRequestSchema) });
export type RequestList = z.infer<typeof requestListSchema>;

export const requestTokenParamsSchema = z.object({ token: z.string().min(20).max(100) });
export const requestDecisionSchema = z.object({ decision: z.enum(['accept', 'decline']) });

/** What the email link shows before the recipient decides. */
export const requestByTokenSchema = z.object({
  kind: z.enum(REQUEST_KINDS),
  status: z.enum(REQUEST_STATUSES),
  teamName: z.string(),
  userName: z.string(),
  message: z.string(),
});
export type RequestByToken = z.infer<typeof requestByTokenSchema>;

export const blockInputSchema = z.union([
  z.object({ userId: z.number().int().positive() }),
  z.object({ teamId: z.number().int().positive() }),
]);
export type BlockInput = z.infer<typeof blockInputSchema>;

export const blockListSchema = z.object({
  items: z.array(z.object({ id: z.number().int(), label: z.string(), kind: z.enum(['person', 'team']) })),
});

/** The organizers' view: participants still without a team. */
export const findTeamStatsSchema = z.object({
  withoutTeam: z.number().int(),
  withProfile: z.number().int(),
  byChallenge: z.array(
    z.object({ problemId: z.number().int().nullable(), title: z.string(), count: z.number().int() }),
  ),
  byTimeZone: z.array(z.object({ utcOffset: z.number().int().nullable(), count: z.number().int() })),
});
export type FindTeamStats = z.infer<typeof findTeamStatsSchema>;

/** The live message that tells the people concerned that their requests changed (no content travels). */
export const FIND_TEAM_LIVE_TYPE = 'find-team';
export const findTeamLiveSchema = z.object({
  type: z.literal(FIND_TEAM_LIVE_TYPE),
  users: z.array(z.number().int()),
});
