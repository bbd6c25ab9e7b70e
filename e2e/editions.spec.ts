// Issue "Editions" in the browser: the admin creates the next edition from the current one, makes it
// current (the old one is archived), a participant of the old edition registers a new team for the new
// one, and the old edition's page still shows its winners. It switches the deployment's current edition,
// so it runs against a server and database of its own (the 'editions' project of playwright.config.ts).
import { expect, test } from '@playwright/test';
import { signInAs, tag } from './admin-helpers';
import { choose, toastWith } from './team-helpers';

test.describe.configure({ mode: 'serial' });

const t = tag();
const name = `HackVerse Next ${t}`;
const slug = `hackverse-next-${t}`;

test('the admin creates the next edition from the current one and makes it current', async ({ page }) => {
  await signInAs(page, 'admin@example.com', 'admin12345', 'Admin');
  await page.getByRole('tab', { name: 'Editions' }).click();
  await page.getByRole('button', { name: 'New edition' }).click();
  const dialog = page.getByRole('dialog', { name: 'New edition' });
  await dialog.getByLabel('Name').fill(name);
  await expect(dialog.getByLabel('Address')).toHaveValue(slug);
  await expect(dialog.getByLabel('Copy settings and challenges from')).not.toHaveValue('');
  await expect(dialog.getByLabel('Move dates by (days)')).toHaveValue('365');
  // The same calendar as the current edition, so its registration is open for the returning participant.
  await dialog.getByLabel('Move dates by (days)').fill('0');
  await dialog.getByRole('button', { name: 'Create draft' }).click();
  await expect(toastWith(page, 'Edition created')).toBeVisible();
  await expect(dialog).toHaveCount(0);

  const row = page.getByRole('listitem').filter({ hasText: name });
  await expect(row.getByText('Draft', { exact: true })).toBeVisible();
  // A draft's preview is the real public site, reading the draft (lib/preview.ts).
  await expect(row.getByRole('link', { name: /Preview/ })).toHaveAttribute('href', `/?preview=${slug}`);
  await row.getByRole('button', { name: `Make ${name} current` }).click();
  const confirm = page.getByRole('dialog', { name: `Make ${name} current?` });
  await expect(confirm).toContainText('will be archived');
  await confirm.getByRole('button', { name: 'Make current' }).click();
  await expect(toastWith(page, 'Edition made current')).toBeVisible();
  await expect(row.getByText('Current', { exact: true })).toBeVisible();

  // The picker now offers the archived edition, read-only.
  await page
    .getByRole('combobox', { name: 'Edition', exact: true })
    .selectOption({ label: 'HackVerse 2026 (Archived)' });
  // The tab stays as it was (the Editions tab): the address names the edition beside it.
  await expect(page).toHaveURL(/\/admin\?tab=editions&event=hackverse-2026$/);
  await expect(page.getByText('You are viewing HackVerse 2026 (archived): read-only')).toBeVisible();
  // Nothing it would refuse is offered: no announcement, no change of winners.
  await expect(page.getByRole('button', { name: 'Announce Winners' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Send Announcement' })).toHaveCount(0);
});

test('a participant of the old edition registers a team for the new one', async ({ page }) => {
  await signInAs(page, 'team@example.com', 'team12345');
  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'REGISTER YOUR TEAM' })).toBeVisible();
  await page.getByLabel('Team Name').fill(`Returning ${t}`);
  await choose(page, 'Problem Statement', 'AI Voice Assistant');
  // Signed in with last year's account: the leader is that account, its email fixed.
  const leader = page.getByRole('group', { name: 'Team Leader' });
  await expect(leader.getByLabel('Email')).toHaveValue('team@example.com');
  await leader.getByLabel('Phone Number').fill('+1 555 010 7788');
  const m1 = page.getByRole('group', { name: 'Team Member 1' });
  await m1.getByLabel('Full Name').fill(`Returning Ada ${t}`);
  await m1.getByLabel('Email').fill(`returning.ada.${t}@example.org`);
  await choose(page, 'Gender', 'Female', m1);
  await page.getByRole('checkbox', { name: /I agree to the Terms and Conditions/ }).click();
  await page.getByRole('button', { name: 'SUBMIT REGISTRATION' }).click();
  // The new team is theirs in the new edition; last year's is untouched (its page below).
  await expect(page).toHaveURL(/\/team-dashboard$/);
  await expect(page.getByRole('heading', { name: `Returning ${t}` })).toBeVisible();
});

test('the old edition still shows its winners', async ({ page }) => {
  await page.goto('/events');
  await expect(page.getByRole('heading', { name: 'Past editions', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: /HackVerse 2026/ })).toBeVisible();
  await page.getByRole('link', { name: /HackVerse 2026/ }).click();
  await expect(page).toHaveURL(/\/events\/hackverse-2026$/);
  await expect(page.getByRole('heading', { name: 'HackVerse 2026', level: 1 })).toBeVisible();
  await expect(page.getByText('Archived').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Register your team' })).toHaveCount(0);
  const first = page.getByRole('listitem').filter({ hasText: '1st place' });
  await expect(first).toContainText('Lambda Llamas');
});
