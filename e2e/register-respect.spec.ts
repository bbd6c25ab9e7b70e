// Registration that respects people (issue 31), in the browser: nobody's gender is chosen for them and
// 'Prefer not to say' is offered; the new leader is signed in once registered and lands on the team's
// dashboard, told the email (not a username) to sign in with next time. Screenshots at 1366 and 375 px.
import { expect, test } from '@playwright/test';
import { choose, toastWith, uid } from './team-helpers';

test.describe.configure({ timeout: 120_000 });

for (const width of [1366, 375]) {
  test(`the form at ${width} px: genders unanswered, 'Prefer not to say' offered`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/register');
    const leader = page.getByRole('group', { name: 'Team Leader' });
    const member = page.getByRole('group', { name: 'Team Member 1' });
    await expect(page.getByLabel('Problem Statement', { exact: true })).toBeEnabled();
    for (const gender of [leader.getByLabel('Gender'), member.getByLabel('Gender')]) {
      await expect(gender).toHaveValue('');
      await expect(gender.locator('option', { hasText: 'Prefer not to say' })).toHaveCount(1);
    }
    await testInfo.attach(`register-${width}`, {
      body: await page.screenshot({ fullPage: true }),
      contentType: 'image/png',
    });
    await page.screenshot({ path: `test-results/register-form-${width}.png`, fullPage: true });
  });
}

test('a new leader who leaves gender unanswered is registered, signed in and on the dashboard', async ({ page }) => {
  const tag = uid();
  const leaderEmail = `respect.lead.${tag}@example.org`;
  await page.goto('/register');
  await page.getByLabel('Team Name').fill(`Respect ${tag}`);
  await choose(page, 'Problem Statement', 'Other / Not decided yet');
  const leader = page.getByRole('group', { name: 'Team Leader' });
  await leader.getByLabel('Full Name').fill(`Respect Lead ${tag}`);
  await leader.getByLabel('Email').fill(leaderEmail);
  await leader.getByLabel('Phone Number').fill('+49 30 1234567');
  await choose(page, 'Gender', 'Prefer not to say', leader);
  const member = page.getByRole('group', { name: 'Team Member 1' });
  await member.getByLabel('Full Name').fill(`Respect Member ${tag}`);
  await member.getByLabel('Email').fill(`respect.member.${tag}@example.org`);
  await choose(page, 'Gender', 'Female', member);
  await page.getByRole('checkbox', { name: /I agree to the Terms and Conditions/ }).click();
  await page.getByRole('button', { name: 'SUBMIT REGISTRATION' }).click();
  await expect(toastWith(page, 'Registration successful!')).toBeVisible();
  await expect(page).toHaveURL(/\/team-dashboard$/);
  await expect(page.getByRole('heading', { name: `Respect ${tag}` })).toBeVisible();
  const me = await (await page.request.get('/api/profile')).json();
  expect(me).toMatchObject({ email: leaderEmail, gender: null });
});
