// People's Choice in the browser (issue 33): a participant votes on a phone and changes the vote; the
// admin reads the tally, awards People's Choice in Announce Winners from the proposed leader, and it
// shows on /winners. Announcing moves the edition to its results, so this spec has a server of its own.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { auth, signInAs, tag, teamWithSubmission, tokenFor } from './admin-helpers';
import { latestEmail } from './team-helpers';

async function openVoting(request: APIRequestContext, admin: string) {
  const slug = ((await (await request.get('/api/event')).json()) as { slug: string }).slug;
  const current = (await (await request.get(`/api/events/${slug}`, { headers: auth(admin) })).json()) as {
    version: number;
    prizes: { id: string }[];
  };
  const res = await request.patch(`/api/admin/events/${slug}`, {
    headers: auth(admin),
    data: {
      version: current.version,
      votingOpensAt: new Date(Date.now() - 3600_000).toISOString(),
      votingClosesAt: new Date(Date.now() + 24 * 3600_000).toISOString(),
      votesPerPerson: 2,
      // The teams below are made now, after the window opened.
      votingNewAccounts: true,
      // Without a People's Choice prize it may already have (a retry of a test that added it).
      prizes: [
        ...current.prizes.filter((p) => p.id !== 'peoples-choice'),
        {
          id: 'peoples-choice',
          title: "People's Choice",
          amount: '€300',
          description: '',
          places: 1,
          scope: 'special',
          challenge: null,
          track: null,
        },
      ],
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return slug;
}

test('the admin sets the People’s Choice window in the Event tab, its order checked before it is sent', async ({
  page,
}) => {
  await signInAs(page, 'admin@example.com', 'admin12345', 'Admin');
  await page.getByRole('tab', { name: 'Event' }).click();
  const section = page.getByRole('form', { name: "Gallery & People's Choice" });
  await expect(section.getByRole('checkbox', { name: 'Publish the projects gallery' })).toBeChecked();
  const opens = section.getByLabel(/People's Choice voting opens/);
  const closes = section.getByLabel(/People's Choice voting closes/);
  await opens.fill('2030-05-02T10:00');
  await closes.fill('2030-05-01T10:00');
  await section.getByRole('button', { name: "Save gallery & people's choice" }).click();
  await expect(section.getByText('Voting must close after it opens')).toBeVisible();
  await closes.fill('2030-05-03T18:00');
  await section.getByLabel('Votes per person').fill('4');
  await section.getByRole('checkbox', { name: 'Visitors may vote after verifying an email address' }).click();
  await section.getByRole('button', { name: "Save gallery & people's choice" }).click();
  await expect(page.getByText("Gallery & People's Choice saved").first()).toBeVisible();
  // Read back from the server on a fresh load, on the edition's clock.
  await page.reload();
  await page.getByRole('tab', { name: 'Event' }).click();
  const again = page.getByRole('form', { name: "Gallery & People's Choice" });
  await expect(again.getByLabel(/People's Choice voting closes/)).toHaveValue('2030-05-03T18:00');
  await expect(again.getByLabel('Votes per person')).toHaveValue('4');
  await expect(
    again.getByRole('checkbox', { name: 'Visitors may vote after verifying an email address' }),
  ).toBeChecked();
});

test('a visitor asks for a link on a phone, follows it and votes', async ({ page, request }) => {
  const admin = await tokenFor(request, 'admin@example.com', 'admin12345');
  const slug = ((await (await request.get('/api/event')).json()) as { slug: string }).slug;
  const current = (await (await request.get(`/api/events/${slug}`, { headers: auth(admin) })).json()) as {
    version: number;
  };
  // The window, and visitors allowed. (Runs first: the next test announces the winners, closing registration.)
  const patched = await request.patch(`/api/admin/events/${slug}`, {
    headers: auth(admin),
    data: {
      version: current.version,
      votingOpensAt: new Date(Date.now() - 3600_000).toISOString(),
      votingClosesAt: new Date(Date.now() + 24 * 3600_000).toISOString(),
      votingVisitors: true,
    },
  });
  expect(patched.status(), await patched.text()).toBe(200);
  const project = await teamWithSubmission(request, tag());

  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/vote');
  await expect(page.getByRole('heading', { name: 'Sign in to vote' })).toBeVisible();
  const email = `visitor.${tag()}@example.net`;
  await page.getByLabel('Your email').fill(email);
  await page.getByRole('button', { name: 'Email me a link to vote' }).click();
  await expect(page.getByText('Check your inbox: we emailed you a link to vote.')).toBeVisible();

  const mail = await latestEmail(request, email, /link to vote/);
  const link = /https?:\/\/\S+\?verify=[\w-]+/.exec(mail.text)![0];
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByText(`Voting as ${email}, verified by email.`)).toBeVisible();
  // The token leaves the address bar once the server holds it in a cookie.
  await expect(page).toHaveURL(/\/vote$/);
  await page.getByRole('button', { name: `Vote for ${project.name}` }).click();
  await expect(page.getByRole('button', { name: `Remove your vote for ${project.name}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.reload();
  await expect(page.getByRole('button', { name: `Remove your vote for ${project.name}` })).toBeVisible();
});

test('a participant votes and changes the vote; the admin awards People’s Choice and it shows on /winners', async ({
  page,
  request,
}) => {
  const admin = await tokenFor(request, 'admin@example.com', 'admin12345');
  const slug = await openVoting(request, admin);
  const [voter, favourite, other] = [
    await teamWithSubmission(request, tag()),
    await teamWithSubmission(request, tag()),
    await teamWithSubmission(request, tag()),
  ];

  // On a phone: the ballot lists every project but the voter's own.
  await page.setViewportSize({ width: 375, height: 800 });
  await signInAs(page, voter.leaderEmail, voter.password);
  await page.goto('/vote');
  await expect(page.getByRole('heading', { name: "People's Choice", level: 1 })).toBeVisible();
  await expect(page.getByText('0 of 2 votes used')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: voter.name })).toContainText('Your team’s project');
  await page.getByRole('button', { name: `Vote for ${favourite.name}` }).click();
  await page.getByRole('button', { name: `Vote for ${other.name}` }).click();
  await expect(page.getByText('2 of 2 votes used')).toBeVisible();
  // Both votes used: every other project's button waits for one to be taken back.
  await expect(page.getByRole('button', { name: /^Vote for / }).first()).toBeDisabled();
  await page.getByRole('button', { name: `Remove your vote for ${other.name}` }).click();
  await expect(page.getByText('1 of 2 votes used')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: `Remove your vote for ${favourite.name}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('button', { name: `Vote for ${other.name}` })).toBeEnabled();

  // A second voter through the API: the favourite leads with two votes.
  const second = await tokenFor(request, other.leaderEmail, other.password);
  const candidates = (await (
    await request.get(`/api/events/${slug}/ballot/candidates`, { headers: auth(second) })
  ).json()) as { id: number; teamName: string }[];
  const favouriteId = candidates.find((c) => c.teamName === favourite.name)!.id;
  const voted = await request.put(`/api/events/${slug}/ballot`, {
    headers: auth(second),
    data: { projectIds: [favouriteId] },
  });
  expect(voted.status(), await voted.text()).toBe(200);
  // Hidden from everyone but admins until the winners are published.
  expect((await request.get(`/api/events/${slug}/ballots/results`, { headers: auth(second) })).status()).toBe(404);

  // The admin: the tally, then Announce Winners with People's Choice picked from it.
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await signInAs(page, 'admin@example.com', 'admin12345', 'Admin');
  await page.getByRole('tab', { name: "People's Choice" }).click();
  const tally = page.getByRole('row').filter({ hasText: favourite.name }).first();
  await expect(tally.getByRole('cell').last()).toHaveText('2');
  await page.getByRole('button', { name: 'Announce Winners' }).click();
  const dialog = page.getByRole('dialog', { name: 'Announce Winners' });
  await expect(dialog.getByText(`The People’s Choice vote leads with ${favourite.name}`)).toBeVisible();
  await dialog.getByRole('button', { name: `Pick ${favourite.name}` }).click();
  await expect(dialog.getByRole('combobox', { name: "People's Choice" })).toHaveValue(/\d+/);
  await expect(async () => {
    await dialog
      .getByRole('button', { name: /Announce/ })
      .first()
      .click();
    const anyway = dialog.getByRole('button', { name: 'Announce Anyway' });
    if (await anyway.isVisible()) await anyway.click();
    await expect(page.getByText('Winners Announced', { exact: true })).toBeVisible({ timeout: 5000 });
  }).toPass({ timeout: 30_000 });

  await page.goto('/winners');
  const prize = page.getByRole('listitem').filter({ hasText: "People's Choice" });
  await expect(prize).toContainText(favourite.name);
  // Published with the winners: the tally is public now.
  const results = await request.get(`/api/events/${slug}/ballots/results`);
  expect(results.status()).toBe(200);
  expect(((await results.json()) as { items: { teamName: string; votes: number }[] }).items[0]).toMatchObject({
    teamName: favourite.name,
    votes: 2,
  });
});
