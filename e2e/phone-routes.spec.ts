// Issue 31 on a 375 px phone: every route of the client router (client/app/routes.ts) that a signed-in
// participant, judge or admin can open fits the width. A page fails when it scrolls sideways, or when an
// element reaches past the screen's edges (content cut off by an overflow rule, which no scrollbar shows),
// unless it sits in a box that scrolls on purpose (a wide table in its scroll area). The failure names the
// route and the elements (phone-overflow.ts), and its screenshot is attached to the report
// (PHONE_SHOTS=dir attaches every route's and writes them there, at 375 px and at 1366 px, to look at).
// Only those: the ~120 full-page screenshots of pages that fit were a sixth of the spec's time in CI, and
// Playwright's JSON report carried each one.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { ROUTES, type RouteAccess } from '../client/app/routes';
import { watchNetwork } from './network-quiet';
import { attachShot, PHONE, phoneOverflow } from './phone-overflow';

test.use({ viewport: PHONE });

type Role = 'participant' | 'judge' | 'mentor' | 'admin';
const ACCOUNTS: Record<Role, { email: string; password: string; as: 'Team' | 'Admin'; lands: RegExp }> = {
  participant: { email: 'team@example.com', password: 'team12345', as: 'Team', lands: /\/team-dashboard$/ },
  judge: { email: 'judge@example.com', password: 'judge12345', as: 'Team', lands: /\/judge$/ },
  mentor: { email: 'mentor@example.com', password: 'mentor12345', as: 'Team', lands: /\/mentor$/ },
  admin: { email: 'admin@example.com', password: 'admin12345', as: 'Admin', lands: /\/admin$/ },
};
/**
 * Which protected routes each role reaches (protected-route.tsx: an admin also opens the judge's page; an
 * admin or judge opens /mentor, which says whether they mentor this edition).
 */
const REACHES: Record<Role, RouteAccess[]> = {
  participant: ['team', 'user'],
  judge: ['judge', 'mentor', 'user'],
  mentor: ['mentor', 'user'],
  admin: ['admin', 'judge', 'mentor', 'user'],
};
/** The admin page's tabs beyond its first (?tab=…): each is a screen of its own. */
const ADMIN_TABS = [
  'teams',
  'participants',
  'submissions',
  'judging',
  'mentoring',
  'challenges',
  'inbox',
  'outbox',
  'find-team',
  'editions',
  'event',
  'pages',
];

/** A real value for each route parameter, so the page shows content rather than its not-found state. */
async function concretePaths(request: APIRequestContext, role: Role): Promise<string[]> {
  const cards = (await (await request.get('/api/problems')).json()) as Array<{ slug: string }>;
  const facts = (await (await request.get('/api/event')).json()) as { slug: string };
  const values: Record<string, string> = {
    slug: cards[0]!.slug,
    // Links from emails with a token nobody holds: their error screens must fit too.
    token: 'expired-or-unknown-token',
  };
  // The gallery's first project (issue 33), for its page.
  const gallery = (await (await request.get(`/api/events/${facts.slug}/projects`)).json()) as {
    items: Array<{ id: number }>;
  };
  const out: string[] = [];
  for (const route of ROUTES) {
    if (route.access && !REACHES[role].includes(route.access)) continue;
    if (route.path === '/events/:slug') {
      out.push(`/events/${facts.slug}`, '/events/hackverse-2026');
      continue;
    }
    if (route.path === '/events/:slug/projects') {
      out.push(`/events/${facts.slug}/projects`, '/events/hackverse-2026/projects');
      continue;
    }
    if (route.path === '/projects/:id') {
      out.push(`/projects/${gallery.items[0]!.id}`);
      continue;
    }
    out.push(route.path.replace(/:(\w+)/g, (_, name: string) => values[name] ?? name));
    if (route.path === '/admin') out.push(...ADMIN_TABS.map((tab) => `/admin?tab=${tab}`));
  }
  return out;
}

for (const role of Object.keys(ACCOUNTS) as Role[]) {
  test(`every route a signed-in ${role} can open fits a 375 px phone`, async ({ page, request }, testInfo) => {
    test.setTimeout(600_000);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const account = ACCOUNTS[role];
    await page.goto('/login');
    if (account.as === 'Admin') await page.getByRole('radio', { name: 'Admin' }).click();
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(account.lands);
    const failures: string[] = [];
    const network = watchNetwork(page);
    const routes = await concretePaths(request, role);
    /** Each page's title and first heading, as checked: they show that the router followed the navigation. */
    const seen = new Set<string>();
    for (const route of routes) {
      // The app's own navigation, as a link's click makes it (the router follows history.pushState): a full
      // load of each of the ~30 pages a role opens started the app anew, most of this spec's time.
      // (Some send a signed-in visitor on: /login to their dashboard.)
      await page.evaluate((to) => history.pushState(null, '', to), route);
      // Looked at once the page has loaded its data; again if a request started while it was looked at
      // (it was still loading), up to five times.
      for (let look = 1; ; look++) {
        await network.quiet();
        const mark = network.mark();
        // The page's own content, not the loading indicator between pages.
        await expect(page.locator('main [role="status"][class*="min-h"]')).toHaveCount(0);
        const found = await phoneOverflow(page, route);
        if (network.startedSince(mark) && look < 5) continue;
        expect(network.startedSince(mark), `${route} kept making requests while it was checked`).toBe(false);
        failures.push(...found);
        seen.add(await page.evaluate(() => `${document.title} | ${document.querySelector('h1')?.textContent ?? ''}`));
        if (found.length || process.env.PHONE_SHOTS) await attachShot(page, testInfo, `${role} ${route}`);
        break;
      }
    }
    expect(failures, failures.join('\n')).toEqual([]);
    // Pages that share a title and heading exist (two links with the same bad token), but most differ.
    expect(seen.size, `${routes.length} routes showed only: ${[...seen].join('; ')}`).toBeGreaterThan(
      routes.length / 2,
    );
  });
}
