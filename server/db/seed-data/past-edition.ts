// The demo's archived past edition (issue "Editions"): last year's HackVerse, with its teams, projects,
// judges' scores and published winners, so a newcomer sees what an archive looks like and the demo team
// leader's /profile shows a history. Accounts carry over: the demo leader and two members competed then.
import { DEMO_ACCOUNTS } from '../seed-accounts';
import type { DemoTeam } from './demo-teams';

export const PAST_EDITION = {
  slug: 'hackverse-2026',
  name: 'HackVerse 2026',
  tagline: 'Forty-eight hours, five challenges, one community of builders.',
  /** The past edition ran this many days before the demo's current one. */
  daysEarlier: 365,
};

const teamAccount = DEMO_ACCOUNTS.find((a) => a.kind === 'team')!;

/** Winners' places, by team name, overall (the order of the array is the ranking). */
export const PAST_WINNERS = ['Lambda Llamas', 'Quantum Quokkas', 'Solar Sprinters'];

/**
 * Last year's people joined their teams then (status active: they count as participants), though only
 * the demo's own accounts have a password here.
 *
 * daysAgo counts back from the past edition's hacking start (registration had opened 60 days before). */
export const PAST_TEAMS: DemoTeam[] = [
  {
    name: 'Lambda Llamas',
    problemSlug: 'ai-voice-assistant',
    status: 'approved',
    daysAgo: 20,
    leader: {
      name: 'Aarav Kapoor',
      email: teamAccount.email,
      password: teamAccount.password,
      gender: 'male',
      phone: '+91 98450 12345',
      username: 'team',
    },
    members: [{ name: 'Priya Sharma', email: 'priya@example.com', gender: 'female', password: 'member12345' }],
    submission: {
      daysAgo: -2,
      githubUrl: 'https://github.com/lambda-llamas/sign-bridge',
      story: [
        '## What it does',
        'Sign Bridge turns sign language seen by a phone camera into captions and speech, live.',
        '',
        '## How we built it',
        'MediaPipe hand landmarks feed a small sequence model; React Native shows the captions.',
        '',
        "## What's next",
        'More signs, and two-way conversation with text-to-sign avatars.',
      ].join('\n'),
      demoUrl: 'https://sign-bridge.example.com',
      description: 'Sign Bridge turns sign language captured by a phone camera into captions and speech in real time.',
      techStack: ['Python', 'MediaPipe', 'React Native'],
      status: 'accepted',
      evaluation: {
        innovation: 9,
        technicalExecution: 9,
        userExperience: 8,
        presentation: 9,
        impact: 10,
        notes: 'Remarkable.',
      },
    },
  },
  {
    name: 'Quantum Quokkas',
    problemSlug: 'carbon-footprint-tracker',
    status: 'approved',
    daysAgo: 18,
    // Usernames of their own: the showcase has namesakes (hana.sato@example.jp, lena.fischer@example.de).
    leader: {
      name: 'Hana Sato',
      email: 'hana.sato@example.org',
      status: 'active',
      gender: 'female',
      phone: '+81 90 1234 5678',
      username: 'hana.sato.2026',
    },
    members: [{ name: 'Ken Watanabe', email: 'ken.watanabe@example.org', gender: 'male', status: 'active' }],
    submission: {
      daysAgo: -2,
      githubUrl: 'https://github.com/quantum-quokkas/grid-shift',
      description: 'Grid Shift schedules a household’s heavy appliances for the hours the grid runs greenest.',
      techStack: ['Go', 'Svelte', 'TimescaleDB'],
      status: 'accepted',
      evaluation: {
        innovation: 8,
        technicalExecution: 9,
        userExperience: 8,
        presentation: 8,
        impact: 9,
        notes: 'Solid.',
      },
    },
  },
  {
    name: 'Solar Sprinters',
    problemSlug: 'blockchain-voting',
    status: 'approved',
    daysAgo: 15,
    leader: {
      name: 'Kwame Mensah',
      email: 'kwame.mensah@example.org',
      gender: 'male',
      phone: '+233 24 123 4567',
      status: 'active',
    },
    members: [{ name: 'Ama Owusu', email: 'ama.owusu@example.org', gender: 'female', status: 'active' }],
    submission: {
      daysAgo: -2,
      githubUrl: 'https://github.com/solar-sprinters/ballot-trail',
      description: 'Ballot Trail lets a voter verify their vote was counted without revealing how they voted.',
      techStack: ['Solidity', 'TypeScript', 'Next.js'],
      status: 'accepted',
      evaluation: {
        innovation: 8,
        technicalExecution: 7,
        userExperience: 8,
        presentation: 8,
        impact: 8,
        notes: 'Clear.',
      },
    },
  },
  {
    name: 'Null Pointers',
    problemSlug: 'cyber-defense-challenge',
    status: 'approved',
    daysAgo: 10,
    leader: {
      name: 'Lena Fischer',
      email: 'lena.fischer@example.org',
      status: 'active',
      gender: 'female',
      phone: '+49 151 2345678',
      username: 'lena.fischer.2026',
    },
    members: [{ name: 'Jonas Weber', email: 'jonas.weber@example.org', gender: 'male', status: 'active' }],
    submission: {
      daysAgo: -2,
      githubUrl: 'https://github.com/null-pointers/phish-net',
      description: 'Phish Net scores incoming links with a small on-device model and explains each warning.',
      techStack: ['Rust', 'WebAssembly'],
      status: 'accepted',
      evaluation: { innovation: 7, technicalExecution: 7, userExperience: 6, presentation: 7, impact: 7, notes: '' },
    },
  },
];

/**
 * Last year's People's Choice (issue 33): a special prize its participants voted for after the deadline,
 * won by a team that placed nowhere in the judges' ranking, as often happens. Each voter is a person of the
 * past teams (by email) and names the teams they voted for; nobody votes for their own team.
 */
export const PAST_PEOPLES_CHOICE = {
  prize: {
    id: 'peoples-choice',
    title: "People's Choice",
    amount: '$500',
    description: 'Voted by the participants: the project they would use tomorrow.',
    places: 1,
    scope: 'special' as const,
    challenge: null,
    track: null,
  },
  winner: 'Null Pointers',
  ballots: [
    { email: teamAccount.email, teams: ['Null Pointers', 'Solar Sprinters'] },
    { email: 'priya@example.com', teams: ['Null Pointers'] },
    { email: 'ken.watanabe@example.org', teams: ['Null Pointers', 'Lambda Llamas'] },
    { email: 'ama.owusu@example.org', teams: ['Null Pointers', 'Quantum Quokkas', 'Lambda Llamas'] },
    { email: 'jonas.weber@example.org', teams: ['Solar Sprinters'] },
  ],
};
