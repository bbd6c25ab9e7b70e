// Issue 5 in the browser: the demo admin approves a pending team, generates its credentials, evaluates a
// submission, and sends an announcement that a signed-in team sees on its dashboard without reloading.
// Announcing winners moves the edition to its results (issue 24), so that test has a server of its own
// (winners.spec.ts).
import { expect, test } from '@playwright/test';
import { registerPendingTeam, signInAs, tag, teamWithSubmission } from './admin-helpers';
import { closeWithEscape } from './team-helpers';

test.describe.configure({ mode: 'serial' });

async function openAdmin(page: import('@playwright/test').Page) {
  await signInAs(page, 'admin@example.com', 'admin12345', 'Admin');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
}

test('the admin approves a pending team and generates its credentials', async ({ page, context, request }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const team = await registerPendingTeam(request, tag());
  await openAdmin(page);
  await page.getByLabel('Search').fill(team.name);
  await page.getByRole('tab', { name: 'Teams' }).click();
  const row = page.getByRole('row').filter({ hasText: team.name });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Pending')).toBeVisible();

  // Approve and Reject are in the row of a pending team (and in its menu, see the next test).
  await row.getByRole('button', { name: `Actions for ${team.name}` }).click();
  await expect(page.getByRole('menuitem', { name: 'Generate Credentials' })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: 'Approve' })).toBeVisible();
  await closeWithEscape(page, page.getByRole('menu'));
  await expect(row.getByRole('button', { name: `Reject ${team.name}` })).toBeVisible();
  await row.getByRole('button', { name: `Approve ${team.name}` }).click();
  await expect(page.getByText('Team Approved', { exact: true })).toBeVisible();
  await expect(row.getByText('Approved')).toBeVisible();
  await expect(row.getByRole('button', { name: `Approve ${team.name}` })).toHaveCount(0);

  await row.getByRole('button', { name: `Actions for ${team.name}` }).click();
  await page.getByRole('menuitem', { name: 'Generate Credentials' }).click();
  const dialog = page.getByRole('dialog', { name: 'Team Credentials' });
  await dialog.getByRole('button', { name: 'Generate and Show' }).click();
  await expect(page.getByText('Credentials Generated', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Username' })).toHaveValue(team.username);
  const password = await dialog.getByRole('textbox', { name: 'Password' }).inputValue();
  expect(password).toHaveLength(12);
  await dialog.getByRole('button', { name: 'Copy password' }).click();
  await expect(page.getByText('Copied to Clipboard', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(password);

  // The old password stopped working; the new one signs the leader in.
  expect(
    (await request.post('/api/auth/login', { data: { email: team.leaderEmail, password: team.password } })).status(),
  ).toBe(401);
  expect((await request.post('/api/auth/login', { data: { email: team.username, password } })).status()).toBe(200);
});

test("a pending team's actions menu approves one team and rejects another after confirming", async ({
  page,
  request,
}) => {
  const t = tag();
  const approved = await registerPendingTeam(request, `${t}a`);
  const rejected = await registerPendingTeam(request, `${t}r`);
  await openAdmin(page);
  await page.getByLabel('Search').fill(t);
  await page.getByRole('tab', { name: 'Teams' }).click();
  const rowOf = (name: string) => page.getByRole('row').filter({ hasText: name });
  await expect(rowOf(approved.name)).toHaveCount(1);
  await expect(rowOf(rejected.name)).toHaveCount(1);

  // The spec's menu of a pending team: View Details, Approve, Reject, Contact Team.
  await rowOf(approved.name)
    .getByRole('button', { name: `Actions for ${approved.name}` })
    .click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'View Details' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Contact Team' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Reject' })).toBeVisible();
  await menu.getByRole('menuitem', { name: 'Approve' }).click();
  await expect(page.getByText('Team Approved', { exact: true })).toBeVisible();
  await expect(rowOf(approved.name).getByText('Approved')).toBeVisible();

  // Reject from the menu asks first, in the same dialog as the row's Reject button; Cancel keeps the team.
  await rowOf(rejected.name)
    .getByRole('button', { name: `Actions for ${rejected.name}` })
    .click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Reject' }).click();
  const confirm = page.getByRole('dialog', { name: `Reject ${rejected.name}?` });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(rowOf(rejected.name).getByText('Pending')).toBeVisible();

  await rowOf(rejected.name)
    .getByRole('button', { name: `Actions for ${rejected.name}` })
    .click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Reject' }).click();
  await confirm.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByText('Team Rejected', { exact: true })).toBeVisible();
  await expect(confirm).toHaveCount(0);
  await expect(rowOf(rejected.name).getByText('Rejected')).toBeVisible();
  // Neither row offers a decision any more, in its buttons or its menu.
  await expect(rowOf(rejected.name).getByRole('button', { name: `Reject ${rejected.name}` })).toHaveCount(0);
  await rowOf(rejected.name)
    .getByRole('button', { name: `Actions for ${rejected.name}` })
    .click();
  await expect(page.getByRole('menu').getByRole('menuitem', { name: 'Approve' })).toHaveCount(0);
  await page.keyboard.press('Escape');
});

test('the admin evaluates a submission with the five sliders', async ({ page, request }) => {
  const team = await teamWithSubmission(request, tag());
  await openAdmin(page);
  await page.getByLabel('Search').fill(team.name);
  await page.getByRole('tab', { name: 'Submissions' }).click();
  const row = page.getByRole('row').filter({ hasText: team.name });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: `Evaluate ${team.name}'s submission` }).click();
  const dialog = page.getByRole('dialog', { name: 'Project Evaluation' });
  const innovation = dialog.getByRole('slider', { name: 'Innovation' });
  await expect(innovation).toHaveAttribute('aria-valuenow', '7');
  await expect(dialog.getByText('7.0', { exact: true })).toBeVisible();
  // 9, 8, 7, 7, 10 → 8.2
  await innovation.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await dialog.getByRole('slider', { name: 'Technical Execution' }).focus();
  await page.keyboard.press('ArrowRight');
  await dialog.getByRole('slider', { name: 'Impact' }).focus();
  await page.keyboard.press('End');
  await expect(dialog.getByText('8.2', { exact: true })).toBeVisible();
  await dialog.getByLabel('Status').click();
  await page.getByRole('option', { name: 'Accepted' }).click();
  await dialog.getByLabel('Notes').fill('Clear architecture; add tests for the edge cases.');
  await dialog.getByRole('button', { name: 'Submit Evaluation' }).click();
  await expect(page.getByText('Evaluation Submitted', { exact: true })).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(row.getByText('Accepted')).toBeVisible();
  await expect(row.getByText('8.2 / 10')).toBeVisible();
});

test('a signed-in team sees a new announcement on its dashboard without reloading', async ({ page, browser }) => {
  const teamContext = await browser.newContext();
  const teamPage = await teamContext.newPage();
  try {
    await signInAs(teamPage, 'team@example.com', 'team12345');
    const panel = teamPage.getByRole('heading', { name: 'Announcements' });
    await expect(panel).toBeVisible();
    await teamPage.evaluate(() => ((window as unknown as { noReload: boolean }).noReload = true));

    await openAdmin(page);
    const title = `Kick-off moved ${tag()}`;
    await page.getByRole('button', { name: 'Send Announcement' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send Announcement' });
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Message').fill('The kick-off call starts at 10:00 UTC instead of 09:00.');
    await dialog.getByRole('button', { name: 'Send Announcement' }).click();
    // The confirm step: the audience's size and the public ticker, then the confirmation sends.
    await expect(
      dialog.getByText(
        /^Everyone \(but rejected teams\): \d+ (person|people) will be emailed\. It also appears on the public news ticker\.$/,
      ),
    ).toBeVisible();
    await dialog.getByRole('button', { name: /^Confirm and Send/ }).click();
    // This server has no SMTP: the dialog says where the emails wait instead of claiming them sent.
    await expect(
      dialog.getByText(
        /^Announcement sent\. \d+ emails? (is|are) queued in the Outbox and will not be delivered: SMTP is not configured\.$/,
      ),
    ).toBeVisible();

    await expect(teamPage.getByRole('heading', { name: title })).toBeVisible();
    await expect(teamPage.getByText('The kick-off call starts at 10:00 UTC instead of 09:00.')).toBeVisible();
    expect(await teamPage.evaluate(() => (window as unknown as { noReload?: boolean }).noReload)).toBe(true);
  } finally {
    await teamContext.close();
  }
});
