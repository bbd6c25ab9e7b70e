// Issue 4's people flows in the browser: the leader invites a member who accepts from the emailed link and
// signs in; a participant without a team joins one with its code (D7); a forgotten password is reset from
// the emailed link. Emails are read through the admin outbox API.
import { expect, test } from '@playwright/test';
import { choose, latestEmail, linkPath, registerTeamViaApi, signIn, toastWith, uid } from './team-helpers';

// Long journeys (argon2 hashing, several pages): more room than the default 60 s on a busy machine.
test.describe.configure({ timeout: 180_000 });

test('the leader invites a new member, who accepts from the email and signs in', async ({ page, request, browser }) => {
  const tag = uid();
  const team = await registerTeamViaApi(request, tag);
  const invitee = `invitee.${tag}@example.org`;

  await signIn(page, team.leaderEmail, team.password);
  await expect(page).toHaveURL(/\/team-dashboard$/);
  await page.getByRole('tab', { name: 'Team Members' }).click();
  await expect(page.getByText('2/4')).toBeVisible();
  // The leader is never removable; other members are, and can be messaged.
  await expect(page.getByRole('button', { name: `Remove ${team.payload.leader.name}` })).toHaveCount(0);
  await expect(page.getByRole('link', { name: `Message ${team.payload.members[0]!.name}` })).toHaveAttribute(
    'href',
    `mailto:${team.payload.members[0]!.email}`,
  );
  const inviteForm = page.getByRole('form', { name: 'Invite New Member' });
  await inviteForm.getByLabel('Email address').fill('not-an-email');
  await inviteForm.getByRole('button', { name: 'Send Invite' }).click();
  await expect(inviteForm.getByText('Please enter a valid email')).toBeVisible();
  await inviteForm.getByLabel('Email address').fill(invitee);
  await inviteForm.getByRole('button', { name: 'Send Invite' }).click();
  // No SMTP on the test servers: the invitation waits in the Outbox (queued-mail.spec.ts reads its words).
  await expect(toastWith(page, 'Invitation Queued')).toBeVisible();
  await expect(page.getByText(invitee, { exact: true })).toBeVisible();

  // The invitation email carries the link; the invitee opens it in their own browser.
  const mail = await latestEmail(request, invitee, /invited to join/);
  const invitePath = linkPath(mail.text, '/invite');
  const ctx = await browser.newContext();
  const guest = await ctx.newPage();
  await guest.goto(invitePath);
  await expect(guest.getByRole('heading', { name: `Join ${team.teamName}` })).toBeVisible();
  await expect(guest.getByLabel('Email')).toHaveValue(invitee);
  await guest.getByLabel('Full Name').fill('Ivy Invitee');
  await guest.getByLabel('Password', { exact: true }).fill('ivy-password-1');
  await guest.getByLabel('Confirm Password').fill('ivy-password-2');
  await guest.getByRole('button', { name: 'Join Team' }).click();
  await expect(guest.getByText('Passwords do not match')).toBeVisible();
  await guest.getByLabel('Confirm Password').fill('ivy-password-1');
  await guest.getByRole('button', { name: 'Join Team' }).click();
  await expect(guest).toHaveURL(/\/team-dashboard$/);
  await expect(guest.getByRole('heading', { name: team.teamName })).toBeVisible();

  // Signed out, the invitee signs in with the password they chose; the link is spent.
  await guest
    .getByRole('button', { name: /Logout/ })
    .first()
    .click();
  await signIn(guest, invitee, 'ivy-password-1');
  await expect(guest).toHaveURL(/\/team-dashboard$/);
  await guest.getByRole('tab', { name: 'Team Members' }).click();
  await expect(
    guest.getByRole('tabpanel', { name: 'Team Members' }).getByText('Ivy Invitee', { exact: true }),
  ).toBeVisible();
  await expect(guest.getByText('3/4')).toBeVisible();
  // A member sees no Remove buttons and cannot invite.
  await expect(guest.getByRole('button', { name: /^Remove / })).toHaveCount(0);
  await expect(guest.getByText('Only your team leader can invite new members.')).toBeVisible();
  await guest.goto(invitePath);
  await expect(guest.getByText('This invitation has already been accepted')).toBeVisible();
  await ctx.close();

  // The leader sees the new member and may remove them.
  await page.reload();
  await page.getByRole('tab', { name: 'Team Members' }).click();
  await page.getByRole('button', { name: 'Remove Ivy Invitee' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
  await expect(toastWith(page, 'Member Removed')).toBeVisible();
  await expect(page.getByText('2/4')).toBeVisible();
});

test('a participant without a team joins one with its code', async ({ page, request }) => {
  const tag = uid();
  const team = await registerTeamViaApi(request, tag);
  const leaderLogin = await request.post('/api/auth/login', {
    data: { email: team.leaderEmail, password: team.password },
  });
  const current = await (
    await request.get('/api/teams/current', {
      headers: { Authorization: `Bearer ${(await leaderLogin.json()).token}` },
    })
  ).json();
  const email = `solo.${tag}@example.org`;
  const account = await request.post('/api/auth/register', {
    data: { name: `Solo ${tag}`, email, password: 'solo-password-1' },
  });
  expect(account.status()).toBe(201);

  await signIn(page, email, 'solo-password-1');
  await expect(page.getByRole('heading', { name: 'No Team Found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create Team' })).toHaveAttribute('href', '/register');
  await page.getByRole('button', { name: 'Join Team' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Join Code').fill('ZZZZZZZZ');
  await dialog.getByRole('button', { name: 'Join Team' }).click();
  await expect(dialog.getByText('No team found with this join code')).toBeVisible();
  await dialog.getByLabel('Join Code').fill(current.joinCode.toLowerCase());
  await dialog.getByRole('button', { name: 'Join Team' }).click();
  await expect(page.getByRole('heading', { name: team.teamName })).toBeVisible();
  await expect(page.getByText('Your team is awaiting approval from the hackathon organizers.')).toBeVisible();
});

test('a signed-in participant without a team creates one from the dashboard', async ({ page, request }) => {
  const tag = uid();
  const email = `creator.${tag}@example.org`;
  expect(
    (
      await request.post('/api/auth/register', { data: { name: `Creator ${tag}`, email, password: 'creator-pass-1' } })
    ).status(),
  ).toBe(201);
  await signIn(page, email, 'creator-pass-1');
  await page.getByRole('link', { name: 'Create Team' }).click();
  await expect(page).toHaveURL(/\/register$/);
  const leader = page.getByRole('group', { name: 'Team Leader' });
  await expect(leader.getByLabel('Email')).toHaveValue(email);
  await expect(leader.getByLabel('Full Name')).toHaveValue(`Creator ${tag}`);
  await page.getByLabel('Team Name').fill(`Created ${tag}`);
  await choose(page, 'Problem Statement', 'Other / Not decided yet');
  await leader.getByLabel('Phone Number').fill('+1 555 010 4444');
  const m1 = page.getByRole('group', { name: 'Team Member 1' });
  await m1.getByLabel('Full Name').fill(`Friend ${tag}`);
  await m1.getByLabel('Email').fill(`friend.${tag}@example.org`);
  await choose(page, 'Gender', 'Female', m1);
  await page.getByRole('checkbox', { name: /I agree/ }).click();
  await page.getByRole('button', { name: 'SUBMIT REGISTRATION' }).click();
  await expect(page).toHaveURL(/\/team-dashboard$/);
  await expect(page.getByRole('heading', { name: `Created ${tag}` })).toBeVisible();
  await page.getByRole('tab', { name: 'Team Members' }).click();
  await expect(page.getByText('Invitation pending')).toBeVisible();
});

test('a forgotten password is reset from the emailed link', async ({ page, request }) => {
  const tag = uid();
  const team = await registerTeamViaApi(request, tag);
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('Email').fill(team.leaderEmail);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText(/If an account exists for that email/)).toBeVisible();

  const mail = await latestEmail(request, team.leaderEmail, /Reset your password/);
  await page.goto(linkPath(mail.text, '/reset-password'));
  await page.getByLabel('New Password', { exact: true }).fill('short');
  await page.getByLabel('Confirm New Password').fill('short');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
  await page.getByLabel('New Password', { exact: true }).fill('a-brand-new-pass');
  await page.getByLabel('Confirm New Password').fill('a-brand-new-pass');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Your password was reset. Sign in with your new password.')).toBeVisible();
  await page.getByRole('link', { name: 'Go to sign in' }).click();
  await signIn(page, team.leaderEmail, 'a-brand-new-pass');
  await expect(page).toHaveURL(/\/team-dashboard$/);
  await expect(page.getByRole('heading', { name: team.teamName })).toBeVisible();
});
