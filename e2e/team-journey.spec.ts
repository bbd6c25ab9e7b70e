// Issue 4's browser journey: a new team registers through the form (errors first, then success), is
// signed in by it with the credentials shown to keep, sees the pending text; once approved (admin API) it submits a project, sees
// it on the dashboard and on its profile, and updates it.
import { expect, test } from '@playwright/test';
import { adminToken, bearer, choose, closeWithEscape, toastWith, uid } from './team-helpers';

// Long journeys (argon2 hashing, several pages): more room than the default 60 s on a busy machine.
test.describe.configure({ timeout: 180_000 });

test('a new team registers, signs in, waits for approval, then submits and updates a project', async ({
  page,
  request,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const tag = uid();
  const teamName = `Journey ${tag}`;
  const leaderEmail = `journey.lead.${tag}@example.org`;

  // --- the form: errors first, validated on submit ---
  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'REGISTER YOUR TEAM' })).toBeVisible();
  const submit = page.getByRole('button', { name: 'SUBMIT REGISTRATION' });
  await submit.click();
  await expect(page.getByText('Team name must be at least 3 characters')).toBeVisible();
  await expect(page.getByText('Please select a problem statement')).toBeVisible();
  await expect(page.getByText('Please enter a valid phone number')).toBeVisible();
  await expect(page.getByText('Name must be at least 2 characters')).toHaveCount(2);
  await expect(page.getByText('Please enter a valid email')).toHaveCount(2);
  await expect(page.getByText('You must agree to the terms and conditions')).toBeVisible();
  await expect(
    page.getByRole('alert').filter({ hasText: 'At least one female team member is required' }),
  ).toBeVisible();
  const teamNameInput = page.getByLabel('Team Name');
  await expect(teamNameInput).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/register$/);

  // ...then re-validated on change.
  await teamNameInput.fill(teamName);
  await expect(page.getByText('Team name must be at least 3 characters')).toHaveCount(0);
  await expect(teamNameInput).not.toHaveAttribute('aria-invalid', 'true');

  // --- member cards follow the team size (the size counts the leader) ---
  const memberCards = page.getByRole('group', { name: /^Team Member \d$/ });
  await expect(memberCards).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Add Team Member' })).toHaveCount(0);
  await choose(page, 'Team Size', '3 members');
  await expect(memberCards).toHaveCount(2);
  await page.getByRole('button', { name: 'Remove Team Member 2' }).click();
  await expect(memberCards).toHaveCount(1);
  await expect(page.getByRole('button', { name: /^Remove Team Member/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Add Team Member' }).click();
  await expect(memberCards).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Add Team Member' })).toHaveCount(0);

  await choose(page, 'Problem Statement', 'AI Voice Assistant');
  const leader = page.getByRole('group', { name: 'Team Leader' });
  await leader.getByLabel('Full Name').fill(`Journey Lead ${tag}`);
  await leader.getByLabel('Email').fill(leaderEmail);
  await leader.getByLabel('Phone Number').fill('+1 555 010 7788');
  const m1 = page.getByRole('group', { name: 'Team Member 1' });
  await m1.getByLabel('Full Name').fill(`Journey Ada ${tag}`);
  await m1.getByLabel('Email').fill(`journey.ada.${tag}@example.org`);
  const m2 = page.getByRole('group', { name: 'Team Member 2' });
  await m2.getByLabel('Full Name').fill(`Journey Bob ${tag}`);
  await m2.getByLabel('Email').fill(`journey.bob.${tag}@example.org`);
  // Still no female member: the banner stays (re-validated on change).
  await expect(
    page.getByRole('alert').filter({ hasText: 'At least one female team member is required' }),
  ).toBeVisible();
  await choose(page, 'Gender', 'Female', m1);
  await expect(page.getByRole('alert').filter({ hasText: 'At least one female team member is required' })).toHaveCount(
    0,
  );
  await page.getByRole('checkbox', { name: /I agree to the Terms and Conditions/ }).click();
  await expect(page.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute('href', '/terms');
  await expect(page.getByRole('link', { name: 'Privacy Policy' }).first()).toBeVisible();

  // --- success: 'Registration successful!', then the credentials (the sign-in email, no username that
  // nobody signs in with) for 10 s with Copy, then a dialog that keeps them until "I have saved them";
  // the leader is signed in already and lands on the team's dashboard (issue 31) ---
  await submit.click();
  await expect(toastWith(page, 'Registration successful!')).toBeVisible();
  const toast = toastWith(page, 'Save your credentials!');
  await expect(toast).toBeVisible();
  await expect(toast).not.toContainText('Username');
  const shownEmail = (await toast.locator('code').nth(0).textContent())!.trim();
  const password = (await toast.locator('code').nth(1).textContent())!.trim();
  expect(shownEmail).toBe(leaderEmail);
  expect(password).toHaveLength(12);
  await expect(page).toHaveURL(/\/team-dashboard$/);
  await toast.getByRole('button', { name: 'Copy' }).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toContain(password);
  const kept = page.getByRole('dialog', { name: "Your team leader's credentials" });
  await expect(kept.getByLabel('Email')).toHaveValue(leaderEmail);
  await expect(kept.getByLabel('Password')).toHaveValue(password);
  await expect(kept.getByText('Username')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(kept).toBeVisible();
  await kept.getByRole('button', { name: 'I have saved them' }).click();
  await expect(kept).toHaveCount(0);

  // --- signed in by the registration: the dashboard shows the pending team without a sign-in ---
  await expect(page.getByRole('heading', { name: teamName })).toBeVisible();
  await expect(page.getByText('Your team is awaiting approval from the hackathon organizers.')).toBeVisible();
  await expect(page.getByText('Pending', { exact: true }).first()).toBeVisible();
  await page.getByRole('tab', { name: 'Team Members' }).click();
  await expect(page.getByText('3/4')).toBeVisible();
  await expect(page.getByText('Leader', { exact: true })).toBeVisible();
  // A pending team cannot submit yet.
  await page.goto('/submit');
  await expect(
    page.getByText(
      'Only approved teams can submit projects. Your team is awaiting approval from the hackathon organizers.',
    ),
  ).toBeVisible();

  // --- an organizer approves the team through the API ---
  // The page's own session (its cookie, set by the registration) reads the team.
  const current = await (await page.request.get('/api/teams/current')).json();
  const approve = await request.post(`/api/teams/${current.id}/approve`, {
    headers: bearer(await adminToken(request)),
  });
  expect(approve.status(), await approve.text()).toBe(200);

  // --- the approved team submits a project (errors first) ---
  await page.goto('/team-dashboard');
  await expect(page.getByText('Approved', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Your team is awaiting approval from the hackathon organizers.')).toHaveCount(0);
  await page.getByRole('link', { name: 'Submit Project' }).click();
  await expect(page).toHaveURL(/\/submit$/);
  await expect(page.getByRole('heading', { name: 'GitHub Submission' })).toBeVisible();
  await expect(page.getByLabel('Team Name')).toHaveValue(teamName);
  // The challenge the team registered with is chosen already.
  await expect(page.getByLabel('Select Challenge')).toContainText('AI Voice Assistant');
  await page.getByRole('button', { name: 'Submit Project' }).click();
  await expect(page.getByText('Please select a challenge')).toHaveCount(0);
  await expect(page.getByText('Description must be at least 50 characters')).toBeVisible();
  await expect(page.getByText('Please list the technologies used')).toBeVisible();
  await page.getByLabel('GitHub Repository URL').fill('https://gitlab.com/journey/app');
  await expect(page.getByText('URL must be a GitHub repository link')).toBeVisible();
  await page.getByLabel('GitHub Repository URL').fill(`https://github.com/journey-${tag}/app`);
  await choose(page, 'Select Challenge', /AI Voice Assistant/);
  await page
    .getByLabel('Project Description')
    .fill('Journey helps travellers plan accessible routes with live crowd data and voice guidance for every step.');
  await page.getByLabel('Technologies Used').fill('React, Node.js, PostgreSQL');
  await page.getByRole('button', { name: 'Submit Project' }).click();
  await expect(toastWith(page, 'Project Submitted Successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: 'Latest Submission' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Repository' })).toHaveAttribute(
    'href',
    `https://github.com/journey-${tag}/app`,
  );

  // --- it is on the dashboard, and can be updated while submitted ---
  await page.goto('/team-dashboard');
  await page.getByRole('tab', { name: 'Submissions' }).click();
  const row = page.getByRole('row').filter({ hasText: 'AI Voice Assistant' });
  await expect(row).toBeVisible();
  await expect(row.getByText('Submitted')).toBeVisible();
  await row.getByRole('button', { name: /^View/ }).click();
  await expect(page.getByRole('dialog').getByText('Journey helps travellers')).toBeVisible();
  await expect(page.getByRole('dialog').getByText('PostgreSQL')).toBeVisible();
  await closeWithEscape(page, page.getByRole('dialog'));
  await row.getByRole('link', { name: /^Update/ }).click();
  await expect(page).toHaveURL(/\/submit\?id=\d+$/);
  await expect(page.getByLabel('GitHub Repository URL')).toHaveValue(`https://github.com/journey-${tag}/app`);
  await page.getByLabel('GitHub Repository URL').fill(`https://github.com/journey-${tag}/app-v2`);
  await page.getByRole('button', { name: 'Update Submission' }).click();
  await expect(toastWith(page, 'Project Submitted Successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('link', { name: 'Repository' })).toHaveAttribute(
    'href',
    `https://github.com/journey-${tag}/app-v2`,
  );
});

test('registration failures keep the form and name the field', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel('Team Name').fill('Code Crusaders');
  await choose(page, 'Problem Statement', 'Other / Not decided yet');
  const leader = page.getByRole('group', { name: 'Team Leader' });
  await leader.getByLabel('Full Name').fill('Someone New');
  await leader.getByLabel('Email').fill(`fresh.${uid()}@example.org`);
  await leader.getByLabel('Phone Number').fill('+1 555 010 9999');
  const m1 = page.getByRole('group', { name: 'Team Member 1' });
  await m1.getByLabel('Full Name').fill('Priya Again');
  await m1.getByLabel('Email').fill('priya@example.com');
  await choose(page, 'Gender', 'Female', m1);
  await page.getByRole('checkbox', { name: /I agree/ }).click();
  await page.getByRole('button', { name: 'SUBMIT REGISTRATION' }).click();
  await expect(toastWith(page, 'Registration failed')).toBeVisible();
  await expect(toastWith(page, 'Team name is already taken')).toBeVisible();
  await expect(page.getByText('This team name is already taken')).toBeVisible();
  // A member's email that has an account is invited, never refused: the form tells nothing about it.
  await expect(page.getByText('This email is already registered')).toHaveCount(0);
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole('button', { name: 'SUBMIT REGISTRATION' })).toBeEnabled();
});
