// Issue 31 "Messages that are true": the test servers run without SMTP, so no email goes out, and no page
// may say one did. A participant asking for a password reset or a one-time sign-in link, and a leader
// inviting a teammate, read that the email is queued (in the Outbox, not delivered: SMTP is not
// configured), never "we have sent", "on its way" or "Invitation Sent"; on a 375 px phone, which fits.
import { expect, test } from '@playwright/test';
import { PHONE, phoneOverflow } from './phone-overflow';
import { registerTeamViaApi, signIn, toastWith, uid } from './team-helpers';

test.use({ viewport: PHONE });

const NOT_CONFIGURED = 'is queued in the Outbox and will not be delivered: SMTP is not configured.';

test('a password reset and a sign-in link asked for without SMTP say the email is queued, not sent', async ({
  page,
}) => {
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(`nobody.${uid()}@example.org`);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  const reset = page.getByRole('status').filter({ hasText: 'If an account exists for that email' });
  await expect(reset).toContainText(`its link to reset the password ${NOT_CONFIGURED}`);
  await expect(reset).not.toContainText('we have sent');
  expect(await phoneOverflow(page, '/forgot-password (answered)')).toEqual([]);

  // A refused sign-in (a limit's plain 429, as a proxy would answer) offers the link; asking for it is real.
  await page.route('**/api/auth/login', (route) =>
    route.fulfill({
      status: 429,
      contentType: 'application/json',
      headers: { 'retry-after': '60' },
      body: JSON.stringify({ error: 'Too many requests from this address. Try again in 1 minute.' }),
    }),
  );
  await page.goto('/login');
  await page.getByLabel('Email').fill(`someone.${uid()}@example.org`);
  await page.getByLabel('Password', { exact: true }).fill('whatever-pass-1');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
  const link = page.getByRole('status').filter({ hasText: 'If this account was offered a sign-in link' });
  await expect(link).toContainText(`sign-in link, it ${NOT_CONFIGURED}`);
  await expect(link).not.toContainText('on its way');
  expect(await phoneOverflow(page, '/login (link asked for)')).toEqual([]);
});

test('a leader inviting a teammate without SMTP reads Invitation Queued, not Sent', async ({ page, request }) => {
  test.setTimeout(120_000);
  const tag = uid();
  const team = await registerTeamViaApi(request, tag);
  const invitee = `queued.${tag}@example.org`;
  await signIn(page, team.leaderEmail, team.password);
  await expect(page).toHaveURL(/\/team-dashboard$/);
  await page.getByRole('tab', { name: 'Team Members' }).click();
  const form = page.getByRole('form', { name: 'Invite New Member' });
  await form.getByLabel('Email address').fill(invitee);
  await form.getByRole('button', { name: 'Send Invite' }).click();
  const toast = toastWith(page, 'Invitation Queued');
  await expect(toast).toContainText(`The invitation to ${invitee} ${NOT_CONFIGURED}`);
  await expect(toastWith(page, 'Invitation Sent')).toHaveCount(0);
  await expect(toast).not.toContainText('We are emailing');
  // Measured once the toast has slid in: mid-slide it is past the right edge by design (CI caught it there).
  await toast.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
  expect(await phoneOverflow(page, '/team-dashboard (invitation queued)')).toEqual([]);
});
