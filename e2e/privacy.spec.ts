// People own their data in the browser (issue 35): a participant on a 375 px phone downloads their data
// (the JSON file names their email) and reads it as a page, then deletes their account: the dialog says
// what happens to their team, a wrong password stays in the field with the server's answer, the right one
// leaves the deletion pending with its date and Cancel; cancelled, then asked again, and once the grace
// period is over (the server's TEST_CLOCK moved past it, which runs the privacy job's pass at once) the
// account can no longer sign in. The organizers set an edition's retention and erase a person on request.
// axe finds nothing serious on the screens. Moving the clock and erasing accounts would disturb other
// specs: a server of its own (playwright.config.ts).
import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DELETION_GRACE_DAYS } from '../shared/schemas/privacy';
import { auth, registerPendingTeam, signInAs, tag, tokenFor } from './admin-helpers';
import { signIn, toastWith } from './team-helpers';
import { PHONE, phoneOverflow } from './phone-overflow';

async function blockingViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, help: v.help, targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }));
}

async function expectFitsAndAccessible(page: Page, screen: string) {
  // Polled: a toast that just appeared slides in from past the edge.
  await expect.poll(() => phoneOverflow(page, screen)).toEqual([]);
  const blocking = await blockingViolations(page);
  expect(blocking, `${screen}: ${JSON.stringify(blocking, null, 2)}`).toEqual([]);
}

test.afterAll(async ({ request }) => {
  await request.post('/api/test/clock', { data: { at: null } });
});

/** Whether the admin's users list still finds someone by email (erased: their email is gone). */
async function listed(request: APIRequestContext, email: string): Promise<boolean> {
  // Signed in after the clock moved: a session made before could read as expired on the new clock.
  const admin = await tokenFor(request, 'admin@example.com', 'admin12345');
  const res = await request.get(`/api/users?q=${encodeURIComponent(email)}`, { headers: auth(admin) });
  expect(res.status(), await res.text()).toBe(200);
  const page = (await res.json()) as { items: { email: string }[] };
  return page.items.some((u) => u.email.toLowerCase() === email.toLowerCase());
}

test('a participant on a phone downloads their data and deletes their account', async ({ browser, request }) => {
  // The privacy job runs a pass as soon as the clock moves (server/lib/repeating-pass.ts), not a minute on.
  test.setTimeout(120_000);
  const team = await registerPendingTeam(request, tag());
  const phone = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const page = await phone.newPage();
  try {
    await signIn(page, team.leaderEmail, team.password);
    await expect(page).toHaveURL(/\/team-dashboard$/);
    await page.goto('/profile');

    // Download my data: one JSON document naming the account.
    const yourData = page.getByRole('button', { name: 'Download my data' });
    await expect(yourData).toBeVisible({ timeout: 30_000 });
    const [download] = await Promise.all([page.waitForEvent('download'), yourData.click()]);
    expect(download.suggestedFilename()).toMatch(/\.json$/);
    const doc = JSON.parse(fs.readFileSync((await download.path())!, 'utf8')) as {
      account: { email: string };
      memberships: { team: { name: string } }[];
    };
    expect(doc.account.email).toBe(team.leaderEmail);
    expect(doc.memberships.map((m) => m.team.name)).toContain(team.name);
    await expect(page.getByRole('list', { name: 'Consents on record' })).toBeVisible();
    await expectFitsAndAccessible(page, 'profile');

    // The same document as a readable page.
    await page.getByRole('link', { name: 'View as a page' }).click();
    await expect(page).toHaveURL(/\/profile\/data$/);
    await expect(page.getByRole('heading', { name: 'Your data', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Account', level: 2 })).toBeVisible();
    await expect(page.getByText(team.leaderEmail).first()).toBeVisible();
    await expectFitsAndAccessible(page, 'your data page');
    await page.getByRole('link', { name: 'Profile Settings' }).first().click();

    // Delete my account: what happens to the team, then the password.
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await expect(dialog.getByRole('heading', { name: 'Your teams and projects' })).toBeVisible();
    await expect(dialog.getByRole('listitem').filter({ hasText: team.name }).first()).toBeVisible();
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(dialog.getByText('Enter your password to delete your account')).toBeVisible();
    await dialog.getByLabel('Your password').fill('not-the-password');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    // The server's refusal stands under the field; what was typed stays.
    await expect(dialog.getByLabel('Your password')).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByLabel('Your password')).toHaveValue('not-the-password');
    await expectFitsAndAccessible(page, 'delete dialog');
    await dialog.getByLabel('Your password').fill(team.password);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(dialog).toHaveCount(0);

    // Pending: the date, and Cancel.
    const pending = page.getByRole('status').filter({ hasText: /^Your account will be erased on/ });
    await expect(pending).toBeVisible();
    await expectFitsAndAccessible(page, 'pending deletion');
    await page.getByRole('button', { name: 'Cancel deletion' }).click();
    await expect(toastWith(page, 'Your account stays as it is.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Delete my account' })).toBeVisible();

    // Asked again, and left to run.
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await dialog.getByLabel('Your password').fill(team.password);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(pending).toBeVisible();
  } finally {
    await phone.close();
  }

  // After the grace period the job erases the account: the email is gone and the password no longer works.
  // (Signing in during the grace period would cancel it, so the test watches the admin's list instead.)
  const after = new Date(Date.now() + (DELETION_GRACE_DAYS + 1) * 24 * 3600_000).toISOString();
  expect((await request.post('/api/test/clock', { data: { at: after } })).status()).toBe(200);
  await expect
    .poll(() => listed(request, team.leaderEmail), { timeout: 30_000, intervals: [250, 500, 1_000] })
    .toBe(false);
  const login = await request.post('/api/auth/login', { data: { email: team.leaderEmail, password: team.password } });
  expect(login.status()).toBe(401);
  await request.post('/api/test/clock', { data: { at: null } });
});

test('the organizers set an edition’s retention and erase a person on request', async ({ page, request }) => {
  test.setTimeout(120_000);
  const team = await registerPendingTeam(request, tag());
  await signInAs(page, 'admin@example.com', 'admin12345', 'Admin');

  // Retention, in the Event area: months after the results, with what will go and when.
  await page.getByRole('tab', { name: 'Event' }).click();
  const retention = page.getByRole('form', { name: 'Data retention' });
  const months = retention.getByLabel(/Keep personal data for/);
  // The Event area's sections load after the tab's code and the edition: a busy machine takes a while.
  await expect(months).toBeVisible({ timeout: 30_000 });
  await months.fill('0');
  await retention.getByRole('button', { name: 'Save retention' }).click();
  await expect(retention.getByText(/whole number of months/)).toBeVisible();
  await months.fill('18');
  await retention.getByRole('button', { name: 'Save retention' }).click();
  await expect(toastWith(page, /kept 18 months after the results/)).toBeVisible();
  await expect(retention.getByText(/18 months after the results/)).toBeVisible();
  const retentionBlocking = await blockingViolations(page);
  expect(retentionBlocking, JSON.stringify(retentionBlocking, null, 2)).toEqual([]);

  // Erase Now on a participant's row: the confirmation names them; afterwards their email is gone.
  await page.goto(`/admin?tab=participants&q=${encodeURIComponent(team.leaderEmail)}`);
  const leader = `Leader ${team.name.replace('Admin E2E ', '')}`;
  await page.getByRole('button', { name: `Actions for ${leader}` }).click();
  await page.getByRole('menuitem', { name: 'Erase Now' }).click();
  const confirm = page.getByRole('dialog', { name: `Erase ${leader}'s account now?` });
  await expect(confirm).toContainText(team.leaderEmail);
  const confirmBlocking = await blockingViolations(page);
  expect(confirmBlocking, JSON.stringify(confirmBlocking, null, 2)).toEqual([]);
  await confirm.getByRole('button', { name: `Erase ${leader}` }).click();
  await expect(toastWith(page, /personal data was erased/)).toBeVisible();
  expect(await listed(request, team.leaderEmail)).toBe(false);
});
