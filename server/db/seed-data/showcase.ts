// The showcase: more teams, submissions with evaluations and a few inbox messages, seeded with the demo
// data outside tests (config.seedShowcase) so that a newcomer's first look at /admin shows an event in
// full swing. The tests read the smaller demo set alone (demo-teams.ts), whose counts they assert.
import type { DemoTeam } from './demo-teams';

const TEAMS: DemoTeam[] = [
  {
    name: 'Pixel Pioneers',
    problemSlug: 'carbon-footprint-tracker',
    status: 'approved',
    daysAgo: 6.6,
    leader: { name: 'Sofia Alvarez', email: 'sofia.alvarez@example.net', gender: 'female', phone: '+34 612 345 678' },
    members: [
      { name: 'Mateo Ruiz', email: 'mateo.ruiz@example.net', gender: 'male' },
      { name: 'Lucía Romero', email: 'lucia.romero@example.net', gender: 'female' },
      { name: 'Daniel Ortega', email: 'daniel.ortega@example.net', gender: 'male' },
    ],
    submission: {
      daysAgo: 2.8,
      githubUrl: 'https://github.com/pixel-pioneers/footprint',
      story: [
        '## What it does',
        'Footprint reads energy bills and receipts and tells a household which three changes would cut its CO₂ the most.',
        '',
        '## How we built it',
        'A receipt parser in Python (FastAPI), emission factors from public datasets, and a Svelte front end.',
        '',
        "## What's next",
        'Accuracy figures for the parser, and a shared view for flatmates.',
      ].join('\n'),
      showFeedback: true,
      demoUrl: 'https://footprint.example.net',
      description:
        'Footprint reads a household’s energy bills and receipts, estimates its monthly CO₂ and suggests the three changes that would cut it most, with a weekly nudge.',
      techStack: ['Python', 'FastAPI', 'Svelte', 'PostgreSQL'],
      status: 'accepted',
      evaluation: {
        innovation: 8,
        technicalExecution: 9,
        userExperience: 9,
        presentation: 8,
        impact: 9,
        notes: 'Polished and useful on day one. The receipt parser is impressive; show the accuracy figures.',
      },
    },
  },
  {
    name: 'Quantum Quokkas',
    problemSlug: 'fhir-patient-summary',
    status: 'approved',
    daysAgo: 5.7,
    leader: { name: 'Liam O’Connor', email: 'liam.oconnor@example.org', gender: 'male', phone: '+353 85 123 4567' },
    members: [
      { name: 'Chloe Nguyen', email: 'chloe.nguyen@example.org', gender: 'female' },
      { name: 'Ethan Brooks', email: 'ethan.brooks@example.org', gender: 'male' },
    ],
    submission: {
      daysAgo: 2.1,
      githubUrl: 'https://github.com/quantum-quokkas/fhir-brief',
      story: [
        '## What it does',
        'FHIR Brief writes the one-page summary a clinician reads before seeing a patient, each line linked to its source record.',
        '',
        '## How we built it',
        'Next.js on a HAPI FHIR test server; the summary is drafted by a language model and checked against the record.',
      ].join('\n'),
      description:
        'FHIR Brief turns a patient’s FHIR record into a one-page summary for the next clinician: active problems, medications, allergies and recent results, each linked to its source.',
      techStack: ['TypeScript', 'Next.js', 'HAPI FHIR', 'OpenAI'],
      status: 'under_review',
      evaluation: {
        innovation: 7,
        technicalExecution: 8,
        userExperience: 7,
        presentation: 6,
        impact: 9,
        notes: 'Solid FHIR handling. The summary needs a clear warning when data is missing.',
      },
    },
  },
  {
    name: 'Shell Shockers',
    problemSlug: 'phishing-email-detective',
    status: 'approved',
    daysAgo: 4.8,
    leader: { name: 'Hana Sato', email: 'hana.sato@example.jp', gender: 'female', phone: '+81 90 1234 5678' },
    members: [{ name: 'Kenji Watanabe', email: 'kenji.watanabe@example.jp', gender: 'male' }],
    submission: {
      daysAgo: 1.2,
      githubUrl: 'https://github.com/shell-shockers/phish-lens',
      demoUrl: 'https://phish-lens.example.jp',
      description:
        'PhishLens is a mail-client add-on that explains, in plain words, why a message looks like phishing: lookalike domains, mismatched links and urgent-payment language.',
      techStack: ['Rust', 'WebAssembly', 'React'],
      status: 'submitted',
    },
  },
  {
    name: 'Solar Flares',
    problemSlug: 'urban-heat-mapper',
    status: 'approved',
    daysAgo: 3.9,
    leader: { name: 'Amara Okafor', email: 'amara.okafor@example.ng', gender: 'female', phone: '+234 803 123 4567' },
    members: [
      { name: 'Tunde Bello', email: 'tunde.bello@example.ng', gender: 'male' },
      { name: 'Zainab Yusuf', email: 'zainab.yusuf@example.ng', gender: 'female' },
    ],
    submission: {
      daysAgo: 0.9,
      githubUrl: 'https://github.com/solar-flares/heat-grid',
      description:
        'HeatGrid combines satellite land-surface temperature with street trees and shade data to show where a city’s hottest blocks are and where a new tree helps most.',
      techStack: ['Python', 'GeoPandas', 'Leaflet', 'Sentinel-2'],
      status: 'submitted',
    },
  },
  {
    name: 'Data Dragons',
    problemSlug: 'community-lending-pool',
    status: 'approved',
    daysAgo: 3.2,
    leader: { name: 'Mei Chen', email: 'mei.chen@example.com.sg', gender: 'female', phone: '+65 8123 4567' },
    members: [{ name: 'Rohan Iyer', email: 'rohan.iyer@example.com.sg', gender: 'male' }],
  },
  {
    name: 'Latency Lions',
    problemSlug: 'remote-vitals-monitor',
    status: 'pending',
    daysAgo: 0.6,
    leader: { name: 'Jonas Becker', email: 'jonas.becker@example.de', gender: 'male', phone: '+49 151 2345 6789' },
    members: [
      { name: 'Lena Fischer', email: 'lena.fischer@example.de', gender: 'female' },
      { name: 'Noah Wagner', email: 'noah.wagner@example.de', gender: 'male' },
    ],
  },
  {
    name: 'Cipher Sisters',
    problemSlug: 'supply-chain-guardian',
    status: 'pending',
    daysAgo: 0.25,
    leader: { name: 'Fatima Haddad', email: 'fatima.haddad@example.ma', gender: 'female', phone: '+212 6 12 34 56 78' },
    members: [{ name: 'Yasmin Benali', email: 'yasmin.benali@example.ma', gender: 'female' }],
  },
];

/** People of approved teams have signed in (with GitHub: they have no password here); the others are invited. */
export const SHOWCASE_TEAMS: DemoTeam[] = TEAMS.map((t) =>
  t.status === 'approved'
    ? {
        ...t,
        leader: { ...t.leader, status: 'active' },
        members: t.members.map((m) => ({ ...m, status: 'active' })),
      }
    : t,
);

export const SHOWCASE_MESSAGES: {
  kind: 'contact' | 'support';
  name: string;
  email: string;
  subject: string | null;
  body: string;
  handled: boolean;
  hoursAgo: number;
}[] = [
  {
    kind: 'support',
    name: 'Jonas Becker',
    email: 'jonas.becker@example.de',
    subject: 'registration',
    body: 'We registered Latency Lions this morning. How long does approval usually take? We would like to start on the vitals dashboard.',
    handled: false,
    hoursAgo: 5,
  },
  {
    kind: 'contact',
    name: 'Grace Liu',
    email: 'grace.liu@example.com',
    subject: null,
    body: 'Our company would like to offer cloud credits to the teams. Who should I talk to about sponsorship?',
    handled: false,
    hoursAgo: 20,
  },
  {
    kind: 'support',
    name: 'Hana Sato',
    email: 'hana.sato@example.jp',
    subject: 'submission',
    body: 'Can we update our repository link after submitting? We moved the project to an organization account.',
    handled: true,
    hoursAgo: 30,
  },
];
