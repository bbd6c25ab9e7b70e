// The foundation's browser checks: the shell, sign-in by role, the route guards and the 404 screen.
import { expect, test, type Page } from '@playwright/test';

async function signIn(page: Page, email: string, password: string, as: 'Team' | 'Admin' = 'Team') {
  await page.goto('/login');
  if (as === 'Admin') await page.getByRole('radio', { name: 'Admin' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

test('the home page renders with the header and footer', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Problems' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'LOGIN' })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

// The app's downloads wait for the prerendered page to be on screen (client/lib/after-first-paint.ts), and
// not much longer: a paint the boot code missed would hold the app back until the 3 s limit.
for (const path of ['/', '/about', '/register']) {
  test(`${path}: the app's and the page's code are requested soon after the first contentful paint`, async ({
    page,
  }) => {
    await page.goto(path);
    await expect(page.locator('main h1').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const timing = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      // Every script but the first download (index.html's entry and what it preloads).
      scripts: performance
        .getEntriesByType('resource')
        .map((e) => ({ name: new URL(e.name).pathname, startTime: e.startTime }))
        .filter((e) => /^\/assets\/.+\.js$/.test(e.name) && !/\/(index|vendor|rolldown-runtime)-/.test(e.name)),
    }));
    expect(timing.paint, 'a first contentful paint').toBeGreaterThan(0);
    const names = timing.scripts.map((s) => s.name);
    expect(names.some((n) => /\/app-/.test(n))).toBe(true);
    expect(names.some((n) => /-page-/.test(n))).toBe(true);
    // (A paint later than 3 s would let the limit start the app first; no page here comes near it.)
    for (const script of timing.scripts) {
      expect(script.startTime, script.name).toBeGreaterThanOrEqual(timing.paint!);
    }
    expect(Math.min(...timing.scripts.map((s) => s.startTime)) - timing.paint!).toBeLessThan(1500);
  });
}

test('a visitor of / downloads no admin, dashboard, login or form-library code', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  for (const s of scripts) expect(s).not.toMatch(/admin|dashboard|login|zod|resolvers|react-hook-form|index\.esm/i);
});

test('the home page checks its answers in a worker: its own thread loads no schema', async ({ page }) => {
  const urls: string[] = [];
  page.on('request', (r) => urls.push(new URL(r.url()).pathname));
  await page.goto('/');
  // The event's facts, checked against their contract in the worker, fill the page.
  await expect(page.getByRole('main').getByRole('heading', { name: 'Key dates' })).toBeVisible();
  await expect(page.getByRole('main').getByText('Registration opens', { exact: true }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(urls.some((u) => /answer-check-worker-[\w-]+\.js$/.test(u))).toBe(true);
  // zod and the shared schemas are built into the worker; the page's own chunks of them stay unloaded.
  expect(urls.filter((u) => /\/assets\/(schemas|zod|answer-contracts)-/.test(u))).toEqual([]);
});

for (const path of ['/problems', '/faq']) {
  test(`${path}, opened first, checks its answers in the worker and loads no schema`, async ({ page }) => {
    const urls: string[] = [];
    page.on('request', (r) => urls.push(new URL(r.url()).pathname));
    await page.goto(path);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(urls.some((u) => /answer-check-worker-[\w-]+\.js$/.test(u))).toBe(true);
    expect(urls.filter((u) => /\/assets\/(schemas|zod|answer-contracts)-/.test(u))).toEqual([]);
  });
}

test('/register, opened first, checks its answers where its form has zod: no worker', async ({ page }) => {
  const urls: string[] = [];
  page.on('request', (r) => urls.push(new URL(r.url()).pathname));
  await page.goto('/register');
  await expect(page.getByLabel('Team Name')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(urls.filter((u) => /answer-check-worker/.test(u))).toEqual([]);
});

test('the demo admin signs in and lands on /admin', async ({ page }) => {
  await signIn(page, 'admin@example.com', 'admin12345', 'Admin');
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'ADMIN' })).toBeVisible();
});

test('the demo team signs in and lands on /team-dashboard', async ({ page }) => {
  await signIn(page, 'team@example.com', 'team12345');
  await expect(page).toHaveURL(/\/team-dashboard$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Dashboard' })).toBeVisible();
});

test('a team opening /admin goes to /', async ({ page }) => {
  await signIn(page, 'team@example.com', 'team12345');
  await expect(page).toHaveURL(/\/team-dashboard$/);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/$/);
});

test('a signed-out visitor of /submit goes to /login', async ({ page }) => {
  await page.goto('/submit');
  await expect(page).toHaveURL(/\/login$/);
});

test('an unknown route shows the 404 screen', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
});

test('a wrong password shows the failure message on the page', async ({ page }) => {
  await signIn(page, 'team@example.com', 'wrong-password');
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('the login form shows the validation messages of the spec', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Password', { exact: true }).fill('123');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
});

test('a page whose code cannot be downloaded shows a reload prompt, not a blank screen', async ({ page }) => {
  await page.route(/about-page-[^/]*\.js$/, (route) => route.abort());
  await page.goto('/about');
  await expect(page.getByRole('heading', { name: 'This page could not be loaded' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reload page' })).toBeVisible();
  // The shell around it still works.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Problems' })).toBeVisible();
});
