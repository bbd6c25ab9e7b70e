// The phase walk-through (issue "The calendar drives the product"): one edition walked through every phase
// on a clock the test controls, no sleeps. The browser's clock is Playwright's (page.clock.setFixedTime),
// the server's is POST /api/test/clock (this project's server starts with TEST_CLOCK=true). In each phase
// the test checks what the home page, a team's dashboard and the judge see, takes the home page at 375 px
// and 1366 px, and runs axe on the home page and the dashboard. It moves its server's clock and archives
// its edition, so it runs on a server and database of its own (the 'phases' project of playwright.config.ts).
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { auth, registerPendingTeam, signInAs, tag, tokenFor } from './admin-helpers';

// No retries: the walk moves one server's clock forward and announces its winners, so a retry from the
// first phase meets an edition already past it and can only fail with a second, misleading error.
test.describe.configure({ mode: 'serial', retries: 0 });

const HOUR = 3600_000;
const DAY = 24 * HOUR;

interface Facts {
  name: string;
  slug: string;
  registrationOpensAt: string;
  registrationClosesAt: string;
  startsAt: string;
  submissionDeadline: string;
  graceMinutes: number;
  winnersAnnouncedAt: string;
}

let facts: Facts;
let home: Page;
let team: Page;
let judge: Page;
let leader: { id: number; name: string; leaderEmail: string; password: string }; // name: the team's
const t = tag();

const ms = (iso: string) => Date.parse(iso);

/** Moves both clocks: the server's (its gates) and every open page's (what the screens compute). */
async function clockAt(request: APIRequestContext, at: number | null) {
  const res = await request.post('/api/test/clock', { data: { at: at === null ? null : new Date(at).toISOString() } });
  expect(res.status(), await res.text()).toBe(200);
  for (const page of [home, team, judge]) {
    if (at === null) await page.clock.setFixedTime(Date.now());
    else await page.clock.setFixedTime(at);
  }
}

async function newPage(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  return page;
}

async function axe(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const blocking = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, help: v.help, targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }));
  expect(blocking, JSON.stringify(blocking, null, 2)).toEqual([]);
}

/** A page at a phone's and a desktop's width, for the record (test-results/phases/). */
async function shots(page: Page, name: string) {
  for (const [width, height] of [
    [375, 812],
    [1366, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `test-results/phases/${name}-${width}.png` });
  }
}

/** The home page at both widths, then axe. */
async function homeShots(phase: string) {
  await shots(home, `home-${phase}`);
  await axe(home);
}

async function openHome() {
  await home.goto('/');
  await expect(home.getByRole('heading', { level: 1 })).toContainText(facts.name);
  return home.getByRole('main');
}

async function openDashboard() {
  await team.goto('/team-dashboard');
  await expect(team.getByRole('heading', { level: 1, name: leader.name })).toBeVisible();
}

async function openJudge() {
  await judge.goto('/judge');
  await expect(judge.getByRole('heading', { level: 1, name: 'Judging' })).toBeVisible();
}

test.beforeAll(async ({ browser, request }) => {
  facts = (await (await request.get('/api/event')).json()) as Facts;
  // A fresh approved team of two, registered while registration is open (the server's own clock).
  const registered = await registerPendingTeam(request, `phases-${t}`);
  const admin = await tokenFor(request, 'admin@example.com', 'admin12345');
  expect((await request.post(`/api/teams/${registered.id}/approve`, { headers: auth(admin) })).status()).toBe(200);
  leader = registered;
  home = await newPage(browser);
  team = await newPage(browser);
  judge = await newPage(browser);
  await signInAs(team, registered.leaderEmail, registered.password);
  await judge.goto('/login');
  await judge.getByLabel('Email').fill('judge@example.com');
  await judge.getByLabel('Password', { exact: true }).fill('judge12345');
  await judge.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(judge).toHaveURL(/\/judge$/);
});

test.afterAll(async ({ request }) => {
  await request.post('/api/test/clock', { data: { at: null } });
});

test('before registration: registration opens on its date, with a countdown to it', async ({ request }) => {
  await clockAt(request, ms(facts.registrationOpensAt) - DAY);
  const main = await openHome();
  await expect(main.getByText(/^Registration opens on /).first()).toBeVisible();
  await expect(main.getByRole('timer', { name: 'Registration opens in' })).toBeVisible();
  await expect(main.getByRole('timer', { name: 'Registration opens in' })).toContainText(/^\s*1\s*Days/);
  await expect(main.getByRole('link', { name: 'REGISTER NOW', exact: true })).toHaveCount(0);
  await expect(main.getByRole('link', { name: 'Coming alone? Find a team' })).toHaveAttribute('href', '/join');
  await expect(main.getByRole('link', { name: /^Register your team/ })).toHaveCount(0);
  await homeShots('before-registration');

  await openDashboard();
  await expect(team.getByRole('heading', { name: 'Next: get ready to build' })).toBeVisible();
  await openJudge();
  await expect(judge.getByRole('status').filter({ hasText: 'Judging has not started yet' })).toContainText(
    'Judging starts when submissions close on',
  );
});

test('registration: the spec hero, REGISTER NOW and the start countdown', async ({ request }) => {
  await clockAt(request, null);
  const main = await openHome();
  await expect(main.getByRole('link', { name: 'REGISTER NOW', exact: true })).toHaveAttribute('href', '/register');
  await expect(main.getByRole('link', { name: 'EXPLORE CHALLENGES', exact: true })).toBeVisible();
  await expect(main.getByRole('timer', { name: 'Hacking starts in' })).toBeVisible();
  await expect(main.getByRole('heading', { name: "Don't miss your spot" })).toBeVisible();
  await expect(main.getByRole('timer', { name: 'Registration closes in' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Coming alone? Find a team' })).toBeVisible();
  // The organizers' "Register your team" card, while registration is open.
  await expect(
    main.getByRole('region', { name: 'Get involved' }).getByRole('link', { name: /^Register your team/ }),
  ).toHaveAttribute('href', '/register');
  await homeShots('registration');

  await openDashboard();
  const banner = team.getByRole('region', { name: 'Next: get ready to build' });
  await expect(banner).toContainText('Hacking starts on');
  await axe(team);
  await openJudge();
  await expect(judge.getByText('Judging starts when submissions close on')).toBeVisible();
  await shots(judge, 'judge-registration');
});

test('an organizer overrides the phase after confirming, and gives it back to the dates', async ({
  browser,
  request,
}) => {
  await clockAt(request, null);
  const admin = await newPage(browser);
  await signInAs(admin, 'admin@example.com', 'admin12345', 'Admin');
  const panel = admin.getByRole('region', { name: 'Event phase' });
  await expect(panel.getByText('from the dates', { exact: true })).toBeVisible();
  const change = panel.getByRole('button', { name: 'Change phase…' });
  await expect(change).toBeDisabled(); // nothing chosen yet
  await panel.getByLabel('Phase override').selectOption({ label: 'Hacking' });
  await change.click();
  const setDialog = admin.getByRole('dialog', { name: `Set ${facts.name} to Hacking?` });
  await expect(setDialog).toContainText('recorded in the audit log');
  await setDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(setDialog).toBeHidden();
  await expect(panel.getByText('from the dates', { exact: true })).toBeVisible(); // Cancel changed nothing
  await change.click();
  await setDialog.getByRole('button', { name: 'Set to Hacking' }).click();
  await expect(setDialog).toBeHidden();
  await expect(panel.getByText('set by the organizers (the dates say Registration)')).toBeVisible();
  await shots(admin, 'admin-phase-override');
  // Visitors see the phase the organizers set: the register call is gone.
  let main = await openHome();
  await expect(main.getByRole('timer', { name: 'Hacking starts in' })).toHaveCount(0);
  await expect(main.getByRole('link', { name: 'REGISTER NOW', exact: true })).toHaveCount(0);

  await panel.getByLabel('Phase override').selectOption({ label: 'Follow the dates (Registration)' });
  await change.click();
  const datesDialog = admin.getByRole('dialog', { name: `Let the dates decide ${facts.name}'s phase?` });
  await datesDialog.getByRole('button', { name: 'Follow the dates' }).click();
  await expect(datesDialog).toBeHidden();
  await expect(panel.getByText('from the dates', { exact: true })).toBeVisible();
  main = await openHome();
  await expect(main.getByRole('link', { name: 'REGISTER NOW', exact: true })).toHaveAttribute('href', '/register');
  await admin.context().close();
});

test('hacking: the deadline countdown, no register call; the team is told to submit', async ({ request }) => {
  await clockAt(request, ms(facts.startsAt) + HOUR);
  const main = await openHome();
  await expect(main.getByText('Hacking in progress')).toBeVisible();
  await expect(main.getByRole('timer', { name: 'Hacking ends in' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'REGISTER NOW', exact: true })).toHaveCount(0);
  await expect(main.getByRole('heading', { name: "Don't miss your spot" })).toHaveCount(0);
  await expect(main.getByRole('timer', { name: 'Hacking starts in' })).toHaveCount(0);
  await expect(main.getByRole('link', { name: /^Register your team/ })).toHaveCount(0);
  await homeShots('hacking');

  await openDashboard();
  await expect(team.getByRole('heading', { name: 'Next: submit your project' })).toBeVisible();
  await axe(team);
  await shots(team, 'dashboard-hacking');

  // The team submits (inside the window on the server's clock): the dashboard moves on.
  const token = await tokenFor(request, leader.leaderEmail, leader.password);
  const problems = (await (await request.get('/api/problems?active=true')).json()) as { id: number }[];
  const sent = await request.post('/api/submissions', {
    headers: auth(token),
    data: {
      teamName: leader.name,
      problemId: problems[0]!.id,
      githubUrl: `https://github.com/phases-e2e/${t}`,
      demoUrl: '',
      description: 'A project submitted while the phase walk-through is in hacking, with enough words to pass.',
      techStack: 'TypeScript, React',
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  await openDashboard();
  await expect(team.getByRole('heading', { name: 'Next: polish your project' })).toBeVisible();

  await openJudge();
  await expect(judge.getByText('Judging starts when submissions close on')).toBeVisible();
});

test('judging: winners day named, the project is being judged, the judge gets work', async ({ request }) => {
  const closes = ms(facts.submissionDeadline) + facts.graceMinutes * 60_000;
  await clockAt(request, closes + HOUR);
  const main = await openHome();
  await expect(main.getByText(/^Judging in progress — winners on /)).toBeVisible();
  await expect(main.getByRole('timer', { name: 'Winners announced in' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'REGISTER NOW', exact: true })).toHaveCount(0);
  await homeShots('judging');

  await openDashboard();
  await expect(team.getByRole('heading', { name: 'Your project is being judged' })).toBeVisible();

  await openJudge();
  await expect(judge.getByText(/Submissions closed on .*: the organizers open judging shortly/)).toBeVisible();
  // The organizers open judging: the judge's queue offers work.
  const admin = await tokenFor(request, 'admin@example.com', 'admin12345');
  const opened = await request.patch('/api/admin/judging/settings', { headers: auth(admin), data: { state: 'open' } });
  expect(opened.status(), await opened.text()).toBe(200);
  await openJudge();
  await expect(judge.getByRole('button', { name: 'Next Submission' })).toBeEnabled();
  await expect(judge.getByText('Judging has not started yet')).toHaveCount(0);
});

test('results: the winners take the place of the register call', async ({ request }) => {
  const admin = await tokenFor(request, 'admin@example.com', 'admin12345');
  const closed = await request.patch('/api/admin/judging/settings', {
    headers: auth(admin),
    data: { state: 'closed' },
  });
  expect(closed.status(), await closed.text()).toBe(200);
  const ranking = (await (await request.get('/api/admin/winners/ranking', { headers: auth(admin) })).json()) as {
    overall: { submissionId: number }[];
  };
  const announced = await request.post('/api/admin/winners/announce', {
    headers: auth(admin),
    data: {
      expectedOverall: ranking.overall.slice(0, 3).map((e) => e.submissionId),
      acknowledgeWarnings: true,
    },
  });
  expect(announced.status(), await announced.text()).toBe(200);
  await clockAt(request, ms(facts.winnersAnnouncedAt) + HOUR);

  const main = await openHome();
  await expect(main.getByText('Winners announced', { exact: true }).first()).toBeVisible();
  await expect(main.getByRole('link', { name: 'SEE THE WINNERS', exact: true })).toHaveAttribute('href', '/winners');
  await expect(main.getByRole('list', { name: 'Overall winners' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'REGISTER NOW', exact: true })).toHaveCount(0);
  await expect(main.getByRole('timer', { name: 'Hacking starts in' })).toHaveCount(0);
  await expect(main.getByRole('heading', { name: 'The winners are out' })).toBeVisible();
  await expect(main.getByRole('link', { name: /^Register your team/ })).toHaveCount(0);
  await homeShots('results');

  await openDashboard();
  const banner = team.getByRole('region', { name: 'The winners are out' });
  await expect(banner.getByRole('link', { name: 'See the winners' })).toHaveAttribute('href', '/winners');
  await axe(team);
  await openJudge();
  await expect(judge.getByText('Judging is closed')).toBeVisible();
});

test('archived: the next edition is current; the old one keeps its winners on its page', async ({ request }) => {
  const admin = await tokenFor(request, 'admin@example.com', 'admin12345');
  const next = { name: `Phases Next ${t}`, slug: `phases-next-${t}` };
  const created = await request.post('/api/admin/events', {
    headers: auth(admin),
    data: { ...next, copyFrom: facts.slug, shiftDays: 365 },
  });
  expect(created.status(), await created.text()).toBe(201);
  const made = await request.post(`/api/admin/events/${next.slug}/make-current`, { headers: auth(admin) });
  expect(made.status(), await made.text()).toBe(200);

  // The home page now speaks of the next edition, whose registration is months away.
  await home.goto('/');
  await expect(home.getByRole('heading', { level: 1 })).toContainText(next.name);
  await expect(home.getByRole('timer', { name: 'Registration opens in' })).toBeVisible();
  await expect(home.getByRole('link', { name: 'REGISTER NOW', exact: true })).toHaveCount(0);
  await homeShots('next-edition');

  await home.goto(`/events/${facts.slug}`);
  await expect(home.getByRole('heading', { name: facts.name, level: 1 })).toBeVisible();
  await expect(home.getByText('Archived').first()).toBeVisible();
  await expect(home.getByRole('link', { name: 'Register your team' })).toHaveCount(0);
});
