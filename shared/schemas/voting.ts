// People's Choice (issue 33): the ballot a participant, judge or verified visitor casts during the window
// the organizers set, the admins' tally and anomaly report, and the one rule that makes an address one
// person (canonicalEmail). The server's routes and the client's vote control read these schemas.
import { z } from 'zod';

export const VOTING_MESSAGES = {
  notVoter: (edition: string) => `Only participants and judges of ${edition} can vote`,
  newAccount: (edition: string) => `Accounts created after voting opened cannot vote in ${edition}`,
  ownTeam: 'You cannot vote for your own team',
  tooMany: (n: number) => `A ballot names at most ${n} project${n === 1 ? '' : 's'}`,
  twice: 'Each project can get only one of your votes',
  notInGallery: 'That project is not in this edition’s gallery',
  taken: 'A ballot has already been cast with this email address',
  voided: 'Your ballot was voided by the organizers and cannot be changed',
  tooFast: 'Too many ballots from this address or device: try again later',
  voidReason: 'Say why the ballot is voided (at least 3 characters)',
  alreadyVoided: 'This ballot is voided already',
  hidden: 'The People’s Choice results are not published yet',
  hasAccount: 'This address has an account: sign in to vote',
  signIn: 'Sign in, or follow the link we emailed you, to vote',
  linkSent: 'Check your inbox: we emailed you a link to vote.',
} as const;

/** POST /api/events/{slug}/ballot/verify: a visitor asks for a voting link (when the edition allows visitors). */
export const visitorLinkSchema = z.object({
  email: z.string().trim().email('Enter a valid email address').max(254),
});
export type VisitorLinkInput = z.infer<typeof visitorLinkSchema>;
/** GET /api/events/{slug}/ballot?verify=: the emailed link's token, on a visitor's first visit. */
export const visitorQuerySchema = z.object({ verify: z.string().max(100).optional() });

const GMAIL = new Set(['gmail.com', 'googlemail.com']);

/**
 * One address per person: lower-case; a '+tag' dropped for every domain (most providers deliver
 * name+anything to name); for Gmail also the dots, which Gmail ignores, and googlemail.com is gmail.com.
 * 'A.Lee+vote1@GoogleMail.com' and 'alee@gmail.com' are one voter.
 */
export function canonicalEmail(email: string): string {
  const lower = email.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at < 1) return lower;
  let local = lower.slice(0, at);
  let domain = lower.slice(at + 1);
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  if (GMAIL.has(domain)) {
    local = local.replaceAll('.', '');
    domain = 'gmail.com';
  }
  return `${local}@${domain}`;
}

/** PUT /api/events/{slug}/ballot: the projects (submission ids) voted for; [] withdraws every vote. */
export const ballotInputSchema = z.object({
  projectIds: z.array(z.number().int().positive()).max(10, VOTING_MESSAGES.tooMany(10)),
});
export type BallotInput = z.infer<typeof ballotInputSchema>;

/** One's own ballot and what one may do with it now (GET and PUT /api/events/{slug}/ballot). */
export const ballotSchema = z.object({
  projectIds: z.array(z.number().int()),
  votesPerPerson: z.number().int(),
  /** Last change of the ballot (null: none cast). */
  updatedAt: z.string().nullable(),
  window: z.object({
    opensAt: z.string().nullable(),
    closesAt: z.string().nullable(),
    open: z.boolean(),
    /** Why it is closed, naming the dates; null when open. */
    message: z.string().nullable(),
  }),
  /** A visitor who verified an address by link (no account): their address, shown on the ballot. */
  visitorEmail: z.string().nullable(),
  /** Whether the caller may vote in this edition at all (who they are; the window aside). */
  canVote: z.boolean(),
  /** Why not, in words; null when they can. */
  reason: z.string().nullable(),
  /** The caller's own team's project, which their ballot can never name. */
  ownProjectId: z.number().int().nullable(),
  voided: z.boolean(),
});
export type Ballot = z.infer<typeof ballotSchema>;

/** The projects a ballot may name (GET /api/events/{slug}/ballot/candidates): the edition's visible projects. */
export const ballotCandidatesSchema = z.array(
  z.object({
    id: z.number().int(),
    teamName: z.string(),
    challenge: z.string().nullable(),
    description: z.string(),
  }),
);
export type BallotCandidate = z.infer<typeof ballotCandidatesSchema>[number];

export const voidBallotSchema = z.object({
  reason: z.string().trim().min(3, VOTING_MESSAGES.voidReason).max(500),
});
export type VoidBallotInput = z.infer<typeof voidBallotSchema>;

/** The tally (admins always; everyone once the edition's winners are published). Voided ballots count 0. */
export const votingResultsSchema = z.object({
  published: z.boolean(),
  ballots: z.number().int(),
  voided: z.number().int(),
  items: z.array(
    z.object({
      projectId: z.number().int(),
      teamId: z.number().int(),
      teamName: z.string(),
      votes: z.number().int(),
    }),
  ),
});
export type VotingResults = z.infer<typeof votingResultsSchema>;

/** One ballot as the admins' report lists it. */
export const reportBallotSchema = z.object({
  id: z.number().int(),
  voterName: z.string().nullable(),
  email: z.string().nullable(),
  canonicalEmail: z.string(),
  projectIds: z.array(z.number().int()),
  ip: z.string().nullable(),
  /** The first characters of the device cookie's hash: enough to tell devices apart. */
  device: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  accountCreatedAt: z.string().nullable(),
  voidedAt: z.string().nullable(),
  voidReason: z.string().nullable(),
});

/** GET /api/admin/events/{slug}/ballots/report: where rigging would show. */
export const ballotsReportSchema = z.object({
  /** Ballots naming each project, per hour of their last change (a spike is a campaign or a bot). */
  perHour: z.array(
    z.object({ hour: z.string(), projectId: z.number().int(), teamName: z.string(), ballots: z.number().int() }),
  ),
  /** Addresses and devices that cast several ballots (a burst from one place). */
  addresses: z.array(z.object({ ip: z.string(), ballots: z.number().int(), lastAt: z.string() })),
  devices: z.array(z.object({ device: z.string(), ballots: z.number().int(), lastAt: z.string() })),
  /** Ballots of accounts created the same day they voted. */
  newAccounts: z.array(reportBallotSchema),
  /** Accounts whose addresses are one person's (Gmail dots, '+' aliases, case): only one of them voted. */
  collisions: z.array(z.object({ canonicalEmail: z.string(), emails: z.array(z.string()) })),
  /** Every ballot, latest change first. */
  ballots: z.array(reportBallotSchema),
});
export type BallotsReport = z.infer<typeof ballotsReportSchema>;
export type ReportBallot = z.infer<typeof reportBallotSchema>;
