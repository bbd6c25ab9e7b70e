// The demo's mentoring (issue 34): mentors with skills and shifts around the seed time (a night gap in
// the middle, visible on the Mentoring tab), and help requests in every state so /admin and /mentor look
// like a live event. Times are hours relative to the seed.
export interface DemoMentor {
  name: string;
  email: string;
  password?: string;
  affiliation: string;
  skills: string[];
  meeting: { kind: 'video' | 'discord' | 'chat'; videoUrl?: string; discordHandle?: string };
  /** [start, end] in hours from the seed time. */
  shifts: [number, number][];
}

export const DEMO_MENTORS: DemoMentor[] = [
  {
    // Not a first name of the demo's participants: admins' people searches in tests find one person by it.
    name: 'Rhea Kapoor',
    email: 'mentor@example.com',
    password: 'mentor12345',
    affiliation: 'CloudScale Labs',
    skills: ['Backend', 'DevOps & cloud', 'Security'],
    meeting: { kind: 'video', videoUrl: 'https://meet.example.com/rhea-kapoor' },
    // On shift now, and again the next day.
    shifts: [
      [-3, 5],
      [21, 29],
    ],
  },
  {
    name: 'Daniel Okafor',
    email: 'daniel.okafor@mentors.example.org',
    affiliation: 'Okafor Data',
    skills: ['Data science', 'Machine learning'],
    meeting: { kind: 'discord', discordHandle: 'dan.okafor' },
    shifts: [
      [-2, 4],
      [20, 26],
    ],
  },
  {
    name: 'Lena Fischer',
    email: 'lena.fischer@mentors.example.org',
    affiliation: 'Pixel & Co',
    skills: ['Frontend', 'UI/UX design', 'Mobile'],
    meeting: { kind: 'chat' },
    // The evening shift: after it, nobody until the morning (the night gap).
    shifts: [
      [2, 8],
      [24, 30],
    ],
  },
  {
    name: 'Marco Bianchi',
    email: 'marco.bianchi@mentors.example.org',
    affiliation: 'Chainworks',
    skills: ['Blockchain', 'Backend', 'Product & pitching'],
    meeting: { kind: 'video', videoUrl: 'https://meet.example.com/marco' },
    shifts: [[22, 28]],
  },
];

export interface DemoHelpRequest {
  /** Index into the demo edition's teams (by name order). */
  team: number;
  title: string;
  description: string;
  format?: 'plain' | 'markdown';
  tried: string;
  skills: string[];
  location: string;
  /** Created this many minutes before the seed. */
  minutesAgo: number;
  state:
    | { status: 'open' }
    | { status: 'claimed'; mentor: number; afterMinutes: number }
    | {
        status: 'resolved';
        mentor: number;
        afterMinutes: number;
        tookMinutes: number;
        stars?: number;
        comment?: string;
      }
    | { status: 'cancelled'; afterMinutes: number };
}

export const DEMO_HELP_REQUESTS: DemoHelpRequest[] = [
  {
    team: 0,
    title: 'Docker build fails on the CI runner',
    description: 'Our image builds locally but the CI job stops at `npm ci` with an EACCES error.',
    tried: 'Cleared the cache, pinned Node 20.',
    skills: ['DevOps & cloud', 'Backend'],
    location: 'Table 12',
    minutesAgo: 4,
    state: { status: 'open' },
  },
  {
    team: 1,
    title: 'Model overfits after two epochs',
    description: '## What we see\n\nValidation loss rises from epoch 3.\n\n- 2,000 samples\n- a small CNN',
    format: 'markdown',
    tried: 'Dropout 0.3, smaller learning rate.',
    skills: ['Machine learning', 'Data science'],
    location: 'https://meet.example.com/team-overfit',
    minutesAgo: 22,
    state: { status: 'open' },
  },
  {
    team: 2,
    title: 'Which wallet library for a quick demo?',
    description: 'We need users to sign a message in the browser for the pitch.',
    tried: 'Read the docs of two libraries.',
    skills: ['Blockchain'],
    location: 'Table 3',
    minutesAgo: 9,
    state: { status: 'open' },
  },
  {
    team: 3,
    title: 'OAuth callback returns 400',
    description: 'The provider says the redirect URI does not match.',
    tried: 'Checked the URI twice.',
    skills: ['Backend', 'Security'],
    location: 'Table 7',
    minutesAgo: 35,
    state: { status: 'claimed', mentor: 0, afterMinutes: 6 },
  },
  {
    team: 0,
    title: 'Charts are blank on mobile Safari',
    description: 'The canvas renders on desktop but stays white on iPhone.',
    tried: 'Disabled animations.',
    skills: ['Frontend', 'Mobile'],
    location: 'Table 12',
    minutesAgo: 80,
    state: {
      status: 'resolved',
      mentor: 2,
      afterMinutes: 8,
      tookMinutes: 14,
      stars: 5,
      comment: 'Found it in minutes, thank you!',
    },
  },
  {
    team: 1,
    title: 'Postgres connection pool exhausted',
    description: 'After a few minutes every request waits for a connection.',
    tried: 'Raised the pool size.',
    skills: ['Backend'],
    location: 'Table 5',
    minutesAgo: 150,
    state: { status: 'resolved', mentor: 0, afterMinutes: 12, tookMinutes: 20, stars: 4 },
  },
  {
    team: 2,
    title: 'Pitch deck feedback',
    description: 'Could someone look at our problem slide?',
    tried: 'Asked our friends.',
    skills: ['Product & pitching'],
    location: 'Table 3',
    minutesAgo: 200,
    state: { status: 'resolved', mentor: 1, afterMinutes: 25, tookMinutes: 10 },
  },
  {
    team: 3,
    title: 'CORS error calling our API',
    description: 'The browser blocks the call from localhost:5173.',
    tried: 'Added a header on the client.',
    skills: ['Backend'],
    location: 'Table 7',
    minutesAgo: 120,
    state: { status: 'cancelled', afterMinutes: 5 },
  },
];
