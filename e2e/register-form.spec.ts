// The registration form's selects: the browser's own pickers (a phone shows its native list), lined up
// with each other, keyboard-operable, and a choice of team size changes the member cards.
import { expect, test } from '@playwright/test';

test('side-by-side selects line up and the team size picker works from the keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/register');
  const size = page.getByLabel('Team Size', { exact: true });
  const problem = page.getByLabel('Problem Statement', { exact: true });
  await expect(problem).toBeEnabled(); // the challenges have loaded
  const [a, b] = [await size.boundingBox(), await problem.boundingBox()];
  expect(a && b).toBeTruthy();
  // Team Size has a help line under it; its neighbour must not be pushed down to share the row's height.
  expect(Math.abs(a!.y - b!.y)).toBeLessThanOrEqual(1);
  expect(Math.abs(a!.height - b!.height)).toBeLessThanOrEqual(1);

  await expect(page.getByRole('group', { name: /Team Member/ })).toHaveCount(1);
  await size.focus();
  await size.selectOption({ label: '4 members' });
  await expect(page.getByRole('group', { name: /Team Member/ })).toHaveCount(3);
  await expect(problem.locator('option', { hasText: 'Other / Not decided yet' })).toHaveCount(1);
});
