// Issue 31, the first minutes of a production start (no demo data, no edition, one admin from
// ADMIN_EMAIL; the 'first-run' project of playwright.config.ts has a server and database of its own):
// every public page says plainly that the next edition is being prepared and an open tab does not ask the
// server again and again; the admin who signs in lands on the setup of the first edition, which is a draft
// like every later one: previewed as visitors will see it, and public only once made current.
import { expect, test, type Page } from '@playwright/test';
import { paths } from '../shared/paths';
import { ROUTES } from '../client/app/routes';
import { OPEN_TRACK } from '../shared/schemas/categories';
import { auth, signInAs, tokenFor } from './admin-helpers';
import { editionPages } from './edition-pages';
import { FIRST_RUN_ADMIN } from './first-run-admin';
import { ownEventTests } from './own-event';
import { passTime } from './page-clock';
import { attachShot, PHONE, phoneOverflow } from './phone-overflow';

test.describe.configure({ mode: 'serial' });

/** A challenge's page, with any slug: there is none. */
const EDITION_PAGES = editionPages('/problems/any-challenge');
/** Public routes that stand without a current edition: signing in, past editions, links from emails. */
const WITHOUT_EDITION: string[] = [
  paths.login,
  paths.signInLink,
  paths.forgotPassword,
  paths.resetPassword,
  paths.wsTest,
  paths.invite,
  paths.events,
  paths.eventDetail,
  paths.judgeInvite,
  // A mentor's invitation link (issue 34), as a judge's.
  paths.mentorInvite,
  // The emailed link that confirms an account's deletion (issue 35): an account's, not an edition's.
  paths.deleteAccount,
  paths.teamRequest,
  // An edition's gallery and a project's page name their edition (issue 33), as /events/{slug} does.
  paths.editionProjects,
  paths.projectDetail,
];
const NEXT_EDITION = 'The next edition is being prepared';

const DAY = 24 * 3600 * 1000;
/** A datetime-local value `days` from now, in the browser's zone (the test's, as the browser's). */
function inDays(days: number): string {
  const d = new Date(Date.now() + days * DAY);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:00`;
}
const FIRST = {
  name: 'Open Source Climate Hack 2027',
  slug: 'open-source-climate-hack-2027',
  // Registration is open now, so a team can register once the edition is published.
  dates: {
    'Registration opens': inDays(-1),
    'Registration closes': inDays(20),
    'Hacking starts': inDays(21),
    'Hacking ends': inDays(23),
    'Submission deadline': inDays(23),
    'Winners day': inDays(37),
  },
};

async function expectNextEditionMessage(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: NEXT_EDITION, level: 1 }), path).toBeVisible();
  await expect(page.getByText(/check your connection/i), path).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'See past editions' }), path).toBeVisible();
}

test('every public route is either a page of the current edition or stands without one', () => {
  // A new public route must be placed in one list or the other, so it is checked below.
  const listed = new Set<string>([...EDITION_PAGES.filter((p) => !p.startsWith('/problems/')), paths.problemDetail]);
  for (const route of ROUTES.filter((r) => !r.access))
    expect(listed.has(route.path) || WITHOUT_EDITION.includes(route.path), route.path).toBe(true);
});

test('with no edition, every public page says the next edition is being prepared', async ({ page }) => {
  test.setTimeout(240_000);
  for (const path of EDITION_PAGES) await expectNextEditionMessage(page, path);
  // Past editions: none yet, said as plainly.
  await page.goto(paths.events);
  await expect(page.getByText('The first edition is being prepared. Come back soon.')).toBeVisible();
});

test('an open tab with no edition asks the server a handful of times, not in a loop', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (r) => requests.push(new URL(r.url()).pathname));
  // The page's own clock (page-clock.ts), so its 30 s pass in a few: every timer it sets (a retry's
  // back-off, a refetch, a reconnect) fires as it would have in that time.
  await page.clock.install();
  await page.goto(paths.home);
  await expect(page.getByRole('heading', { name: NEXT_EDITION, level: 1 })).toBeVisible();
  // The page then stays open for 30 s, as a visitor's tab would.
  await passTime(page, 30_000);
  const api = requests.filter((p) => p.startsWith('/api/'));
  expect(api.filter((p) => p === '/api/event').length, JSON.stringify(api)).toBeLessThanOrEqual(2);
  expect(api.length, JSON.stringify(api)).toBeLessThanOrEqual(5);
});

test('the admin lands on the setup, and the first edition is a draft until made current', async ({ page, browser }) => {
  test.setTimeout(180_000);
  await signInAs(page, FIRST_RUN_ADMIN.email, FIRST_RUN_ADMIN.password, 'Admin');
  await expect(page.getByRole('heading', { name: 'Set up your first edition' })).toBeVisible();
  // A neutral example, not the demo's name (issue 31).
  await expect(page.getByLabel('Name')).toHaveAttribute('placeholder', 'Your event and its year');
  await page.getByLabel('Name').fill(FIRST.name);
  await expect(page.getByLabel('Address')).toHaveValue(FIRST.slug);
  await page.getByLabel('Time zone').fill('Europe/Berlin');
  for (const [label, value] of Object.entries(FIRST.dates)) await page.getByLabel(label).fill(value);
  await page.getByRole('button', { name: 'Create draft' }).click();

  // The dashboard works on the draft, and says that visitors do not see it yet.
  await expect(page).toHaveURL(new RegExp(`[?&]event=${FIRST.slug}`));
  await expect(page.getByText(`${FIRST.name} is a draft: visitors do not see it yet`)).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Edition', exact: true })).toHaveValue(FIRST.slug);

  // A visitor still reads that the next edition is being prepared.
  const visitor = await browser.newPage();
  await expectNextEditionMessage(visitor, paths.home);
  expect((await visitor.request.get('/api/event')).status()).toBe(404);

  // The preview: the real public pages, reading the draft, for the organizer only.
  const [preview] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('link', { name: /Preview the public pages/ }).click(),
  ]);
  await expect(preview).toHaveURL(`/?preview=${FIRST.slug}`);
  await expect(preview.getByText(`Preview of ${FIRST.name}`)).toBeVisible();
  await expect(preview.getByRole('heading', { level: 1 })).toContainText(FIRST.name);
  await expect(preview.getByText(NEXT_EDITION)).toHaveCount(0);
  // The header's links keep the preview (the tab remembers it).
  await preview.goto(paths.about);
  await expect(preview.getByText(`Preview of ${FIRST.name}`)).toBeVisible();
  await expect(preview.getByText(NEXT_EDITION)).toHaveCount(0);
  await expect(preview.getByText(/could not be loaded/)).toHaveCount(0);
  await preview.getByRole('button', { name: 'Leave preview' }).click();
  await expect(preview.getByRole('heading', { name: NEXT_EDITION, level: 1 })).toBeVisible();
  await preview.close();

  // Publish: make it current, with its confirmation; visitors then see it.
  await page.getByRole('button', { name: new RegExp(`^Make (current )?${FIRST.name}( current)?$`) }).click();
  const confirm = page.getByRole('dialog', { name: `Make ${FIRST.name} current?` });
  await confirm.getByRole('button', { name: 'Make current' }).click();
  await expect(page.getByText(`${FIRST.name} is a draft`)).toHaveCount(0);
  await visitor.goto(paths.home);
  // The home page waits for the event's answer before its first draw: slow on a loaded test machine.
  await expect(visitor.getByRole('heading', { level: 1 })).toContainText(FIRST.name, { timeout: 30_000 });
  await visitor.close();
});

test("an organizer's own texts, longer than the demo's, fit a phone on /submit and /profile", async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const admin = auth(await tokenFor(request, FIRST_RUN_ADMIN.email, FIRST_RUN_ADMIN.password));
  const created = await request.post(`/api/admin/events/${FIRST.slug}/problems`, {
    headers: admin,
    data: {
      title: 'Open Data for Heat-Resilient Neighbourhoods and Cooler Schoolyards',
      // A new edition's one track (its organizers name their own).
      category: OPEN_TRACK[0]!.key,
      description: 'Map urban heat islands from open satellite and sensor data and plan where shade helps first.',
      difficulty: 3,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const problemId = ((await created.json()) as { id: number }).id;
  const leader = {
    email: 'alexandra.konstantinopoulou@climate-collective.example.org',
    name: 'Alexandra Konstantinopoulou',
  };
  const registered = await request.post('/api/register-team', {
    data: {
      team: { name: 'Heat-Resilient Neighbourhoods Collective', problemId, description: 'Urban heat, mapped.' },
      leader: { ...leader, phone: '+49 30 1234 5678', gender: 'female' },
      members: [
        {
          name: 'Maximilian Oberstdorfer',
          email: 'maximilian.oberstdorfer@climate-collective.example.org',
          gender: 'male',
        },
      ],
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const team = (await registered.json()) as { team: { id: number }; leader: { password: string } };
  expect((await request.post(`/api/teams/${team.team.id}/approve`, { headers: admin })).status()).toBe(200);
  // Submissions open now (the organizers' phase override), and the team submits its repository.
  const phase = await request.post(`/api/admin/events/${FIRST.slug}/phase`, {
    headers: admin,
    data: { phase: 'hacking', confirm: true },
  });
  expect(phase.status(), await phase.text()).toBe(200);
  const leaderAuth = auth(await tokenFor(request, leader.email, team.leader.password));
  const submitted = await request.post('/api/submissions', {
    headers: leaderAuth,
    data: {
      teamName: 'Heat-Resilient Neighbourhoods Collective',
      problemId,
      githubUrl: 'https://github.com/climate-collective/heat-resilient-neighbourhoods-and-cooler-schoolyards',
      demoUrl: '',
      description: 'A map of urban heat islands from open satellite and sensor data, and where shade helps first.',
      techStack: 'TypeScript, PostGIS, MapLibre',
    },
  });
  expect(submitted.status(), await submitted.text()).toBe(201);

  const page = await browser.newPage({ viewport: PHONE });
  await page.goto('/login');
  await page.getByLabel('Email').fill(leader.email);
  await page.getByLabel('Password', { exact: true }).fill(team.leader.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/team-dashboard$/);
  const failures: string[] = [];
  for (const route of ['/submit', '/profile', '/team-dashboard']) {
    await page.goto(route);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    failures.push(...(await phoneOverflow(page, route)));
    await attachShot(page, testInfo, `organizer's team ${route}`);
  }
  expect(failures, failures.join('\n')).toEqual([]);
  await page.close();
});

// Then the organizer makes the edition their own (own-event.ts), on the edition published above.
ownEventTests();
