// The demo accounts shown on the login page's demo panel (DESIGN D10). They exist only when the
// server runs with demo data.
export const DEMO_ACCOUNTS = [
  {
    kind: 'team' as const,
    label: 'Team leader (approved team with a submission)',
    email: 'team@example.com',
    password: 'team12345',
  },
  { kind: 'admin' as const, label: 'Organizer', email: 'admin@example.com', password: 'admin12345' },
  { kind: 'judge' as const, label: 'Judge', email: 'judge@example.com', password: 'judge12345' },
  { kind: 'mentor' as const, label: 'Mentor (on shift now)', email: 'mentor@example.com', password: 'mentor12345' },
];
