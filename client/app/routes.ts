// The route table: each client route (paths.ts), the page's code (one lazily loaded chunk per page) and
// the session a page requires. The router (router.tsx) renders it; main.tsx asks for the page of the
// address being opened before the app itself has loaded, so both downloads run side by side.
import type { ComponentType } from 'react';
import { paths } from '@shared/paths';

/** Which session a page requires (spec §2 protected route rule; protected-route.tsx applies it). */
/** judge: a judge account, or an admin (who may be marked as a judge; the page asks the server). */
/** mentor: a mentor account, or an admin or judge (who may mentor too; the page asks the server). */
export type RouteAccess = 'team' | 'admin' | 'judge' | 'mentor' | 'user';

type PageModule = { default: ComponentType };

export interface AppRoute {
  path: string;
  load: () => Promise<PageModule>;
  access?: RouteAccess;
  /**
   * The page loads no zod of its own (no form, no schema): opened first, the answers it starts with are
   * checked in a worker, off its thread (client/lib/answer-check.ts, decision 0014). A page with a form
   * checks them on its own thread, where its zod already is, rather than download zod twice.
   */
  checksInWorker?: true;
  /**
   * The page shows the current edition (its facts, pages, challenges or forms): with none (before the first
   * edition, or between two) the router shows that the next edition is being prepared instead
   * (edition-gate.tsx), rather than the page's loading or error state.
   */
  needsEdition?: true;
}

// Order matters as in wouter's <Switch>: the first pattern that matches wins.
export const ROUTES: AppRoute[] = [
  { path: paths.home, load: () => import('@/features/content/home-page'), checksInWorker: true, needsEdition: true },
  { path: paths.about, load: () => import('@/features/content/about-page'), checksInWorker: true, needsEdition: true },
  {
    path: paths.problems,
    load: () => import('@/features/problems/problems-page'),
    checksInWorker: true,
    needsEdition: true,
  },
  // Not in the worker: Lighthouse, alternating builds, gave it 99 on its own thread and 98 in the worker
  // (LCP 2.15 s against 2.27 s). Its main thread is light (TBT ≤ 20 ms), so the worker's start-up and
  // download wait in front of the challenge's text instead of saving blocked time.
  { path: paths.problemDetail, load: () => import('@/features/problems/problem-detail-page'), needsEdition: true },
  {
    path: paths.resources,
    load: () => import('@/features/content/resources-page'),
    checksInWorker: true,
    needsEdition: true,
  },
  { path: paths.contact, load: () => import('@/features/messages/contact-page'), needsEdition: true },
  { path: paths.support, load: () => import('@/features/messages/support-page'), needsEdition: true },
  { path: paths.faq, load: () => import('@/features/content/faq-page'), checksInWorker: true, needsEdition: true },
  { path: paths.help, load: () => import('@/features/content/help-page'), checksInWorker: true, needsEdition: true },
  { path: paths.terms, load: () => import('@/features/content/terms-page'), checksInWorker: true, needsEdition: true },
  {
    path: paths.privacy,
    load: () => import('@/features/content/privacy-page'),
    checksInWorker: true,
    needsEdition: true,
  },
  {
    path: paths.cookies,
    load: () => import('@/features/content/cookies-page'),
    checksInWorker: true,
    needsEdition: true,
  },
  { path: paths.register, load: () => import('@/features/registration/register-page'), needsEdition: true },
  { path: paths.login, load: () => import('@/features/auth/login-page') },
  { path: paths.signInLink, load: () => import('@/features/auth/sign-in-link-page') },
  { path: paths.forgotPassword, load: () => import('@/features/auth/forgot-password-page') },
  { path: paths.resetPassword, load: () => import('@/features/auth/reset-password-page') },
  { path: paths.wsTest, load: () => import('@/features/live/ws-test-page') },
  { path: paths.invite, load: () => import('@/features/teams/invite-page') },
  {
    path: paths.winners,
    load: () => import('@/features/winners/winners-page'),
    checksInWorker: true,
    needsEdition: true,
  },
  { path: paths.events, load: () => import('@/features/events/events-page') },
  { path: paths.projects, load: () => import('@/features/gallery/gallery-page'), needsEdition: true },
  { path: paths.projectDetail, load: () => import('@/features/gallery/project-page') },
  { path: paths.editionProjects, load: () => import('@/features/gallery/edition-gallery-page') },
  { path: paths.eventDetail, load: () => import('@/features/events/edition-page') },
  { path: paths.judgeInvite, load: () => import('@/features/judging/judge-invite-page') },
  { path: paths.mentorInvite, load: () => import('@/features/mentoring/mentor-invite-page') },
  { path: paths.join, load: () => import('@/features/find-team/sign-up-alone-page'), needsEdition: true },
  { path: paths.teamRequest, load: () => import('@/features/find-team/request-link-page') },
  { path: paths.findTeam, load: () => import('@/features/find-team/find-team-page'), access: 'team' },
  { path: paths.submit, load: () => import('@/features/submissions/submit-page'), access: 'team' },
  { path: paths.teamDashboard, load: () => import('@/features/teams/team-dashboard-page'), access: 'team' },
  // Signed-in voters, and visitors who verify an address by link when the organizers allow them.
  { path: paths.vote, load: () => import('@/features/voting/ballot-page'), needsEdition: true },
  { path: paths.admin, load: () => import('@/features/admin/admin-page'), access: 'admin' },
  { path: paths.judge, load: () => import('@/features/judging/judge-page'), access: 'judge' },
  { path: paths.mentor, load: () => import('@/features/mentoring/mentor-page'), access: 'mentor' },
  // Participants of the current edition; the server says who may ask (the page explains a refusal).
  { path: paths.helpRequests, load: () => import('@/features/mentoring/help-requests-page'), access: 'user' },
  { path: paths.profile, load: () => import('@/features/profile/profile-page'), access: 'user' },
  // The person's data as a readable page (issue 35), and the emailed link that confirms a deletion (public:
  // the link proves the mailbox).
  { path: paths.profileData, load: () => import('@/features/privacy/data-page'), access: 'user' },
  { path: paths.deleteAccount, load: () => import('@/features/privacy/delete-account-page') },
];

export const loadNotFound = (): Promise<PageModule> => import('./not-found');

/** wouter's pattern rules (regexparam): `:name` is one non-empty segment, a trailing slash is allowed, any case. */
function patternToRegExp(pattern: string): RegExp {
  const source = pattern
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+?' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}/?$`, 'i');
}

/** The route a path opens (undefined: the 404 screen). */
export function matchRoute(pathname: string): AppRoute | undefined {
  return ROUTES.find((route) => patternToRegExp(route.path).test(pathname));
}

/**
 * Starts downloading the page a path opens, and returns its route. The router's lazy page calls the same
 * function later and gets the same module; a failure is left for the router to meet (and show its reload
 * prompt).
 */
export function preloadRoute(pathname: string): AppRoute | undefined {
  const route = matchRoute(pathname);
  (route?.load ?? loadNotFound)().catch(() => undefined);
  return route;
}
