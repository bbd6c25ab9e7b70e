// The demo teams: the accounts of the README's demo logins and the rows the tests read. People have
// real-looking names, and every date follows the story: a team registers (its leader's account with it),
// members join within hours, a project is submitted days later and judged after that, all since
// registration opened (seed-event.ts: 7 days ago).
import { DEMO_ACCOUNTS } from '../seed-accounts';

type Gender = 'male' | 'female' | 'other';

export interface DemoScores {
  innovation: number;
  technicalExecution: number;
  userExperience: number;
  presentation: number;
  impact: number;
  notes: string;
}

export interface DemoTeam {
  name: string;
  problemSlug: string | null;
  status: 'pending' | 'approved' | 'rejected';
  /** Registered this many days ago (fractions allowed). */
  daysAgo: number;
  /** status: without a password an account is pending (invited) unless said otherwise (GitHub sign-in). */
  leader: {
    name: string;
    email: string;
    password?: string;
    gender: Gender;
    phone: string;
    username?: string;
    status?: 'active' | 'pending';
  };
  members: { name: string; email: string; gender: Gender; password?: string; status?: 'active' | 'pending' }[];
  submission?: {
    /** Submitted this many days ago: after the team registered. */
    daysAgo: number;
    githubUrl: string;
    demoUrl?: string;
    description: string;
    techStack: string[];
    status: 'submitted' | 'under_review' | 'accepted';
    /** The project page's story (Markdown), rendered as a team's save renders it. */
    story?: string;
    /** The team shows its judges' notes on its project page. */
    showFeedback?: boolean;
    /** The demo admin's evaluation, a few hours after submission. */
    evaluation?: DemoScores;
  };
}

const teamAccount = DEMO_ACCOUNTS.find((a) => a.kind === 'team')!;

export const DEMO_TEAMS: DemoTeam[] = [
  {
    name: 'Code Crusaders',
    problemSlug: 'ai-voice-assistant',
    status: 'approved',
    daysAgo: 6,
    leader: {
      name: 'Aarav Kapoor',
      email: teamAccount.email,
      password: teamAccount.password,
      gender: 'male',
      phone: '+91 98450 12345',
      username: 'team',
    },
    members: [
      { name: 'Priya Sharma', email: 'priya@example.com', gender: 'female', password: 'member12345' },
      { name: 'Rahul Verma', email: 'rahul@example.com', gender: 'male' },
    ],
    submission: {
      daysAgo: 1.5,
      githubUrl: 'https://github.com/code-crusaders/voice-buddy',
      story: [
        '## What it does',
        'Voice Buddy answers spoken questions about your calendar, mail and notes, and reads back only what you asked for.',
        '',
        '## How we built it',
        '- **Whisper** transcribes on the device; nothing leaves the phone until you say so.',
        '- A small Node.js service routes each question to the right source.',
        '',
        "## What's next",
        'Offline answers for the most common questions, and a Hindi voice.',
      ].join('\n'),
      demoUrl: 'https://voice-buddy.example.com',
      description:
        'Voice Buddy is an offline-first voice assistant that helps older adults manage reminders, calls and medication schedules in their own language.',
      techStack: ['TypeScript', 'React', 'Whisper', 'Node.js'],
      status: 'submitted',
    },
  },
  {
    name: 'Neural Ninjas',
    problemSlug: 'cyber-defense-challenge',
    status: 'pending',
    daysAgo: 2,
    leader: {
      name: 'Arjun Mehta',
      email: 'arjun@example.com',
      password: 'member12345',
      gender: 'male',
      phone: '+91 98450 22222',
    },
    members: [{ name: 'Sara Khan', email: 'sara@example.com', gender: 'female' }],
  },
  {
    name: 'Green Giants',
    problemSlug: null,
    status: 'pending',
    daysAgo: 1,
    leader: {
      name: 'Meera Iyer',
      email: 'meera@example.com',
      password: 'member12345',
      gender: 'female',
      phone: '+91 98450 33333',
    },
    members: [
      { name: 'Leela Nair', email: 'leela@example.com', gender: 'female' },
      { name: 'Tom Baker', email: 'tom@example.com', gender: 'male' },
      { name: 'Alex Kim', email: 'alex@example.com', gender: 'other' },
    ],
  },
  {
    name: 'Byte Busters',
    problemSlug: 'blockchain-voting',
    status: 'approved',
    daysAgo: 5,
    leader: {
      name: 'Kiran Rao',
      email: 'kiran@example.com',
      password: 'member12345',
      gender: 'male',
      phone: '+91 98450 44444',
    },
    members: [{ name: 'Ananya Das', email: 'ananya@example.com', gender: 'female', password: 'member12345' }],
    submission: {
      daysAgo: 3,
      githubUrl: 'https://github.com/byte-busters/ballot-chain',
      description:
        'BallotChain runs verifiable student-union elections on an Ethereum layer 2 with zero-knowledge proofs of eligibility and a plain web client.',
      techStack: ['Solidity', 'Hardhat', 'Next.js', 'zk-SNARKs'],
      status: 'under_review',
      evaluation: {
        innovation: 8,
        technicalExecution: 7,
        userExperience: 6,
        presentation: 7,
        impact: 9,
        notes: 'Strong idea and a clear threat model. Polish the voter onboarding flow.',
      },
    },
  },
  {
    name: 'Null Pointers',
    problemSlug: 'ai-voice-assistant',
    status: 'rejected',
    daysAgo: 4,
    leader: {
      name: 'Dev Patel',
      email: 'dev@example.com',
      password: 'member12345',
      gender: 'male',
      phone: '+91 98450 55555',
    },
    members: [{ name: 'Nisha Gupta', email: 'nisha@example.com', gender: 'female' }],
  },
];
