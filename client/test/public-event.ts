// One edition's public facts for client unit tests: the shape GET /api/event answers, with the
// demo's rules, so each test overrides only what it is about.
import type { PublicEvent } from '@shared/schemas/content';
import { SPEC_RUBRIC } from '@shared/schemas/event-settings';
import { SPEC_CATEGORIES } from '@shared/schemas/categories';

export function publicEventFixture(overrides: Partial<PublicEvent> = {}): PublicEvent {
  return {
    name: 'Test Hack',
    tagline: 'Tagline',
    registrationOpensAt: '2027-01-01T00:00:00.000Z',
    registrationClosesAt: '2027-01-10T00:00:00.000Z',
    startsAt: '2027-01-11T00:00:00.000Z',
    endsAt: '2027-01-13T00:00:00.000Z',
    submissionDeadline: '2027-01-13T00:00:00.000Z',
    winnersAnnouncedAt: '2027-01-27T00:00:00.000Z',
    winnersPublishedAt: null,
    totalPrize: '$50,000',
    prizeCurrency: 'USD',
    severalPrizesPerTeam: true,
    teamSizeMin: 2,
    teamSizeMax: 4,
    requireFemaleMember: true,
    contactEmail: 'hello@example.com',
    city: 'Bengaluru, India',
    discordUrl: null,
    shortName: '',
    logoUrl: null,
    accentColor: null,
    registrationOpen: true,
    teamCap: null,
    eligibility: '',
    minAge: 13,
    guardianConsentUnder: 18,
    composition: { min: 1, gender: 'female', scope: 'members', message: 'At least one female team member is required' },
    prizes: [],
    rubric: SPEC_RUBRIC,
    submissionOpensAt: null,
    judgingOpensAt: null,
    judgingClosesAt: null,
    graceMinutes: 0,
    phaseOverride: null,
    feedbackRelease: 'immediate',
    categories: SPEC_CATEGORIES,
    heroLine: 'Build. Compete. Win.',
    footerBlurb: '',
    mode: 'online',
    stats: { teams: 3, participants: 9, challenges: 15 },
    ...overrides,
  };
}
