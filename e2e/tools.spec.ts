// Organizers' event-day tools (issue 24) in a real browser: the Outbox opens a message (an invitation's
// link readable on screen), the admin tab, search and edition survive a reload and follow Back, toasts
// stay off the row actions they report on (1366 and 375 px), members move between teams with a
// confirmation, the login page tells before the click that GitHub sign-in is not set up, every refused
// sign-in is offered an emailed one-time link, and an owner refused during a guessing attack signs in with it.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { auth, registerPendingTeam, signInAs, tag, tokenFor } from './admin-helpers';
import { latestEmail } from './team-helpers';

const SHOTS = process.env.TOOLS_SHOTS_DIR;

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

async function expectAccessible(page: Page, what: string, include?: string) {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  if (include) builder = builder.include(include);
  // The email's HTML is shown in a sandboxed iframe (no scripts), where axe cannot run: axe checks the
  // dialog around it; the iframe's own text is asserted by role in the test.
  builder = builder.exclude('iframe');
  const results = await builder.analyze();
  const blocking = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }));
  expect(blocking, `${what}: ${JSON.stringify(blocking)}`).toEqual([]);
}

function overlaps(a: { x: number; y: number; width: number; height: number }, b: typeof a) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** The toast must not cover the control that triggered it. */
async function expectToastClear(page: Page, toastText: string, control: Locator) {
  const toast = page
    .getByRole('region', { name: /Notifications/ })
    .getByRole('listitem')
    .filter({ hasText: toastText });
  await expect(toast).toBeVisible();
  const t = (await toast.boundingBox())!;
  const c = (await control.boundingBox())!;
  expect(overlaps(t, c), `toast ${JSON.stringify(t)} covers ${JSON.stringify(c)}`).toBe(false);
}

for (const width of [1366, 375]) {
  test(`the Outbox opens a message and the admin's tab and search live in the URL (${width} px)`, async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    await page.setViewportSize({ width, height: width > 400 ? 900 : 800 });
    const t = tag();
    await registerPendingTeam(request, t);
    const member = `member.${t}@example.org`;
    await signInAs(page, 'admin@example.com', 'admin12345', 'Admin');

    // Tab and search come from the address, and stay there across a reload.
    await page.goto(`/admin?tab=outbox&q=${encodeURIComponent(member)}`);
    await expect(page.getByRole('tab', { name: 'Outbox' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue(member);
    const view = page.getByRole('button', { name: new RegExp(`^View the email to ${member.replace('.', '\\.')}`) });
    await expect(view.first()).toBeVisible();
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Outbox' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue(member);

    await view.first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('To: ' + member)).toBeVisible();
    const link = dialog.getByRole('region', { name: 'Message text' }).getByRole('link', { name: /\/invite\// });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', /^http:\/\/localhost:\d+\/invite\/[\w-]+$/);
    await dialog.getByRole('button', { name: 'Show the HTML version' }).click();
    const frame = dialog.locator('iframe[title="HTML version of the email"]');
    await expect(frame).toHaveAttribute('sandbox', '');
    await expect(frame.contentFrame().getByRole('link', { name: /\/invite\// })).toBeVisible();
    await expectAccessible(page, 'outbox message', '[role="dialog"]');
    await shot(page, `outbox-message-${width}`);
    await dialog.getByRole('button', { name: 'Close' }).first().click();

    // A tab change is a history step: Back returns to the Outbox with the same search.
    await page.getByRole('tab', { name: 'Participants' }).click();
    await expect(page).toHaveURL(/[?&]tab=participants/);
    expect(new URL(page.url()).searchParams.get('q')).toBe(member);
    await page.goBack();
    await expect(page.getByRole('tab', { name: 'Outbox' })).toHaveAttribute('aria-selected', 'true');

    // The edition is kept beside them.
    await page.goto(`/admin?event=hackverse-2026&tab=teams&q=x`);
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Teams' })).toHaveAttribute('aria-selected', 'true');
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toMatchObject({
      event: 'hackverse-2026',
      tab: 'teams',
      q: 'x',
    });
    // Switching edition keeps the tab and the search (the current edition needs no parameter).
    await page.getByRole('combobox', { name: 'Edition', exact: true }).selectOption('hackverse-2027');
    await expect(page).toHaveURL(/\/admin\?tab=teams&q=x$/);
    await expect(page.getByRole('tab', { name: 'Teams' })).toHaveAttribute('aria-selected', 'true');
  });

  test(`a toast never covers the row actions it reports on (${width} px)`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: width > 400 ? 768 : 700 });
    const t = tag();
    const team = await registerPendingTeam(request, t);
    await signInAs(page, 'admin@example.com', 'admin12345', 'Admin');
    await page.goto(`/admin?tab=teams&q=${encodeURIComponent(t)}`);
    const actions = page.getByRole('button', { name: `Actions for ${team.name}` });
    await actions.click();
    await page.getByRole('menuitem', { name: 'Approve' }).click();
    await expectToastClear(page, 'Team Approved', actions);
    await shot(page, `toast-${width}`);
  });
}

test('organizers move a member to another team after confirming; the teams show it', async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  const t = tag();
  const from = await registerPendingTeam(request, `${t}f`);
  const to = await registerPendingTeam(request, `${t}t`);
  // A third member, so the first team keeps its two after the move.
  const admin = await tokenFor(request, 'admin@example.com', 'admin12345');
  const solo = `solo.${t}@example.org`;
  expect(
    (
      await request.post('/api/auth/register', { data: { name: `Solo ${t}`, email: solo, password: 'solo-pass-123' } })
    ).status(),
  ).toBe(201);
  await signInAs(page, 'admin@example.com', 'admin12345', 'Admin');
  await page.goto(`/admin?tab=teams&q=${encodeURIComponent(t)}`);
  await page.getByRole('button', { name: `Actions for ${from.name}` }).click();
  await page.getByRole('menuitem', { name: 'View Details' }).click();
  const details = page.getByRole('dialog', { name: from.name });

  await details.getByLabel('Add a participant by the email of their account').fill(solo);
  await details.getByRole('button', { name: 'Add Member' }).click();
  await expect(details.getByText(`Add ${solo} to ${from.name}? They and the leader are emailed.`)).toBeVisible();
  await details.getByRole('button', { name: 'Confirm Add' }).click();
  await expect(details.getByText(solo)).toBeVisible();

  await details.getByRole('button', { name: `Move Solo ${t} to another team` }).click();
  await details.getByLabel(`Move Solo ${t} to`, { exact: true }).selectOption({ label: `${to.name} (2 members)` });
  await expect(
    details.getByText(`Solo ${t} leaves ${from.name} for ${to.name}; they and both leaders are emailed.`),
  ).toBeVisible();
  await expectAccessible(page, 'team details with a move', '[role="dialog"]');
  await shot(page, 'member-move-1366');
  await details.getByRole('button', { name: 'Confirm Move' }).click();
  // (The open dialog hides the rest of the page from the accessibility tree: found by its text.)
  await expect(page.getByText('Member Moved', { exact: true })).toBeVisible();
  await expect(details.getByText(solo)).toHaveCount(0);
  // On a phone: the Remove confirmation fits, and Cancel keeps the member.
  await page.setViewportSize({ width: 375, height: 800 });
  await details.getByRole('button', { name: `Remove Member ${t}f from the team` }).click();
  const confirm = details.getByRole('group', { name: `Confirm removing Member ${t}f` });
  await expect(confirm).toContainText('They and the team leader are emailed');
  await confirm.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await shot(page, 'member-remove-375');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toHaveCount(0);
  const members = (await (await request.get(`/api/teams/${to.id}/members`, { headers: auth(admin) })).json()) as {
    email: string;
  }[];
  expect(members.map((m) => m.email)).toContain(solo);
});

test('the login page says before the click that GitHub sign-in is not set up', async ({ page }) => {
  for (const width of [1366, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/login');
    const github = page.getByRole('link', { name: 'Continue with GitHub' });
    await expect(github).toHaveAttribute('href', '/api/auth/github');
    await expect(
      page.getByText('GitHub sign-in is not set up for this event: use your email and password.'),
    ).toBeVisible();
    await expect(github).toHaveAttribute('aria-describedby', 'github-unavailable-note');
    await expectAccessible(page, `login ${width}`);
    await shot(page, `login-github-${width}`);
  }
});

test('any refused sign-in (a plain 429 too) is offered the emailed link', async ({ page }) => {
  // A limit in front of the server (a proxy, @fastify/rate-limit) answers 429 without the offer's flag:
  // the page still offers the link, so a limit never leaves the owner with nothing to do but wait.
  await page.route('**/api/auth/login', (route) =>
    route.fulfill({
      status: 429,
      contentType: 'application/json',
      headers: { 'retry-after': '60' },
      body: JSON.stringify({ error: 'Too many requests from this address. Try again in 1 minute.' }),
    }),
  );
  await page.goto('/login');
  await page.getByLabel('Email').fill(`someone.${tag()}@example.org`);
  await page.getByLabel('Password', { exact: true }).fill('whatever-pass-1');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText(/Too many requests from this address/).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Email me a sign-in link' })).toBeVisible();
});

test('an owner refused during a guessing attack signs in with an emailed one-time link', async ({
  page,
  request,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const t = tag();
  const email = `owner.${t}@example.org`;
  const password = 'owner-pass-123';
  expect((await request.post('/api/auth/register', { data: { name: `Owner ${t}`, email, password } })).status()).toBe(
    201,
  );
  // Someone else (no cookie of the owner's) guesses until the account refuses every new device.
  const attacker = await playwright.request.newContext({ baseURL });
  for (let i = 0; i < 11; i++) await attacker.post('/api/auth/login', { data: { email, password: `guess-${i}` } });
  await attacker.dispose();

  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(
    page.getByText(/Too many sign-in attempts\. Try again in .*, or get a one-time sign-in link/).first(),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'If this account was offered a sign-in link' }),
  ).toBeVisible();
  await expectAccessible(page, 'login with the link offer');
  await shot(page, 'sign-in-link-offer-375');

  const mail = await latestEmail(request, email, /one-time sign-in link/);
  const path = mail.text.match(/https?:\/\/[^\s/]+(\/login\/link\?token=[^\s]+)/)![1]!;
  for (const width of [375, 1366]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Sign In With a Link' })).toBeVisible();
    await shot(page, `sign-in-link-page-${width}`);
  }
  await expectAccessible(page, 'sign-in link page');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/team-dashboard$/);
  // Used once: the same link is refused afterwards.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto(path);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText(/invalid, expired or already used/)).toBeVisible();
});
