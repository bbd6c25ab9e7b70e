// axe-core on the admin dashboard (each tab and the main dialogs) and on /winners: no serious or
// critical violation.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signInAs } from './admin-helpers';

async function expectAccessible(page: Page, what: string) {
  await page.waitForLoadState('networkidle');
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  const blocking = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
    }));
  expect(blocking, `${what}: ${JSON.stringify(blocking, null, 2)}`).toEqual([]);
}

test('the admin dashboard, its tabs and dialogs have no serious or critical accessibility violation', async ({
  page,
}) => {
  // Eight full axe scans of a large page: on a busy 2-core machine each takes several seconds.
  test.setTimeout(180_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signInAs(page, 'admin@example.com', 'admin12345', 'Admin');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recent Teams' })).toBeVisible();
  await expectAccessible(page, 'overview');
  for (const tab of ['Teams', 'Participants', 'Submissions', 'Inbox', 'Outbox']) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tabpanel', { name: tab }).getByRole('heading', { name: tab, level: 2 })).toBeVisible();
    await expectAccessible(page, tab);
  }
  await page.getByRole('tab', { name: 'Submissions' }).click();
  await page.getByRole('button', { name: /^Evaluate Byte Busters/ }).click();
  await expect(page.getByRole('slider', { name: 'Innovation' })).toBeVisible();
  await expectAccessible(page, 'Project Evaluation');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Send Announcement' }).click();
  await expect(page.getByRole('dialog', { name: 'Send Announcement' })).toBeVisible();
  await expectAccessible(page, 'Send Announcement');
});

test('/winners has no serious or critical accessibility violation', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/winners');
  await expect(page.getByRole('heading', { level: 1, name: 'Winners' })).toBeVisible();
  await expectAccessible(page, '/winners');
});
