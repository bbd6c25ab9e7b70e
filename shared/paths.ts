// Every route people open (spec §2 plus the pages DESIGN adds), for the client router and the links the
// server writes into emails. Route patterns use wouter's `:param` syntax; use the builders for links.

export const paths = {
  home: '/',
  about: '/about',
  problems: '/problems',
  problemDetail: '/problems/:slug',
  resources: '/resources',
  contact: '/contact',
  support: '/support',
  faq: '/faq',
  help: '/help',
  terms: '/terms',
  privacy: '/privacy',
  cookies: '/cookies',
  register: '/register',
  login: '/login',
  signInLink: '/login/link',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password/:token',
  wsTest: '/ws-test',
  submit: '/submit',
  teamDashboard: '/team-dashboard',
  invite: '/invite/:token',
  admin: '/admin',
  profile: '/profile',
  /** People own their data (issue 35): the readable export, and the emailed deletion link's page. */
  profileData: '/profile/data',
  deleteAccount: '/delete-account',
  winners: '/winners',
  /** People's Choice: one's ballot in the current edition. */
  vote: '/vote',
  judge: '/judge',
  judgeInvite: '/judge-invite/:token',
  /** Mentors on call (issue 34): the mentor's queue, and a mentor invitation's accept page. */
  mentor: '/mentor',
  mentorInvite: '/mentor-invite/:token',
  /** A participant's help requests. */
  helpRequests: '/help-requests',
  join: '/join',
  findTeam: '/teams/find',
  teamRequest: '/teams/requests/:token',
  events: '/events',
  eventDetail: '/events/:slug',
  projects: '/projects',
  projectDetail: '/projects/:id',
  editionProjects: '/events/:slug/projects',
} as const;

export type AppPath = (typeof paths)[keyof typeof paths];

export const problemPath = (slug: string) => `/problems/${encodeURIComponent(slug)}`;
export const invitePath = (token: string) => `/invite/${encodeURIComponent(token)}`;
export const teamRequestPath = (token: string) => `/teams/requests/${encodeURIComponent(token)}`;
export const editionPath = (slug: string) => `/events/${encodeURIComponent(slug)}`;
/** An edition's projects gallery; a project's page (issue 33). */
export const editionProjectsPath = (slug: string) => `/events/${encodeURIComponent(slug)}/projects`;
export const projectPath = (id: number) => `/projects/${id}`;
export const resetPasswordPath = (token: string) => `/reset-password/${encodeURIComponent(token)}`;
/** A one-time sign-in link (emailed to an owner refused during a guessing attack). */
export const signInLinkPath = (token: string) => `/login/link?token=${encodeURIComponent(token)}`;

/** Browser navigation (not a client route): starts GitHub sign-in on the server. */
export const GITHUB_SIGN_IN_URL = '/api/auth/github';

/** Where a signed-in user lands: admins on /admin, judges on /judge, everyone else on the team dashboard. */
export function homeForRole(role: string | undefined): string {
  return role === 'admin'
    ? paths.admin
    : role === 'judge'
      ? paths.judge
      : role === 'mentor'
        ? paths.mentor
        : paths.teamDashboard;
}

export const mentorInvitePath = (token: string) => `/mentor-invite/${encodeURIComponent(token)}`;
export const judgeInvitePath = (token: string) => `/judge-invite/${encodeURIComponent(token)}`;

/** An absolute link for an email: the deployment's public address (no trailing slash) and a path above. */
export const absoluteUrl = (publicUrl: string, path: string) => `${publicUrl.replace(/\/+$/, '')}${path}`;
