// An archived edition's admin screens offer no action the server refuses (issues 30 and 31): viewing the
// seed's archived HackVerse 2026, the Judging tab has no "Save Target" or "Reopen Judging" and says why,
// the teams and submissions offer no decision, the header no announcement or winners, and the Editions
// tab offers Reopen with a confirmation naming what changes (cancelled here: the shared server's current
// edition stays). At a laptop's width and a phone's, with nothing wider than the screen.
import { expect, test, type Page } from '@playwright/test';
import { signInAs } from './admin-helpers';

const PAST = 'hackverse-2026';

async function noHorizontalOverflow(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, 'page is wider than the screen').toBeLessThanOrEqual(page.viewportSize()!.width);
}

for (const viewport of [
  { width: 1366, height: 900 },
  { width: 375, height: 740 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('the archived edition offers nothing the server would refuse, and says why', async ({ page }, info) => {
      await signInAs(page, 'admin@example.com', 'admin12345', 'Admin');
      await page.goto(`/admin?tab=judging&event=${PAST}`);
      // The admin's screens load lazily: the first one may take a while on a busy machine.
      await expect(page.getByText('You are viewing HackVerse 2026 (archived): read-only')).toBeVisible({
        timeout: 30_000,
      });
      await expect(page.getByRole('button', { name: 'Send Announcement' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Announce Winners' })).toHaveCount(0);

      const settings = page.getByRole('region', { name: 'Settings' });
      await expect(settings.getByText('Target: 3 reviews per submission')).toBeVisible();
      await expect(settings.getByText('HackVerse 2026 is archived: its judging settings and state')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Save Target' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Reopen Judging' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Invite Judge' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: /^Remove / })).toHaveCount(0);
      await expect(page.getByText('HackVerse 2026 is archived: who judges it can no longer change')).toBeVisible();
      await noHorizontalOverflow(page);
      await page.screenshot({ path: info.outputPath(`archived-judging-${viewport.width}.png`), fullPage: true });

      await page.getByRole('tab', { name: 'Submissions' }).click();
      // A table at a laptop's width, a list on a phone: the repository link names the team in both.
      await expect(page.getByRole('link', { name: /^Repository of Lambda Llamas/ })).toBeVisible();
      await expect(page.getByRole('button', { name: /^Evaluate / })).toHaveCount(0);

      await page.getByRole('tab', { name: 'Teams' }).click();
      await page.getByRole('button', { name: 'Actions for Lambda Llamas' }).click();
      await expect(page.getByRole('menuitem', { name: 'View Details' })).toBeVisible();
      await expect(page.getByRole('menuitem', { name: 'Contact Team' })).toBeVisible();
      await expect(page.getByRole('menuitem', { name: 'Generate Credentials' })).toHaveCount(0);
      await page.getByRole('menuitem', { name: 'View Details' }).click();
      const details = page.getByRole('dialog', { name: 'Lambda Llamas' });
      await expect(
        details.getByText("HackVerse 2026 is archived: its teams' members can no longer change"),
      ).toBeVisible();
      await expect(details.getByRole('button', { name: /^(Move|Remove) / })).toHaveCount(0);
      await expect(details.getByRole('button', { name: 'Generate Credentials' })).toHaveCount(0);
      await noHorizontalOverflow(page);
      await page.screenshot({ path: info.outputPath(`archived-team-${viewport.width}.png`) });
    });

    test('Reopen asks first, naming what changes', async ({ page }, info) => {
      await signInAs(page, 'admin@example.com', 'admin12345', 'Admin');
      await page.goto('/admin?tab=editions');
      const row = page.getByRole('listitem').filter({ hasText: 'HackVerse 2026' });
      await expect(row.getByText('Archived', { exact: true })).toBeVisible({ timeout: 30_000 });
      await row.getByRole('button', { name: 'Reopen HackVerse 2026' }).click();
      const confirm = page.getByRole('dialog', { name: 'Reopen HackVerse 2026?' });
      await expect(confirm).toContainText('HackVerse 2026 becomes the current edition again');
      await expect(confirm).toContainText(/HackVerse 2027 will be archived/);
      await expect(confirm.getByRole('button', { name: 'Reopen HackVerse 2026' })).toBeVisible();
      await noHorizontalOverflow(page);
      await page.screenshot({ path: info.outputPath(`reopen-dialog-${viewport.width}.png`) });
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await expect(confirm).toHaveCount(0);
      await expect(row.getByText('Archived', { exact: true })).toBeVisible();
    });
  });
}
