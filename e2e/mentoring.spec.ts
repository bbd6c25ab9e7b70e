// Mentors on call in the browser (issue 34): a participant on a phone asks for help; a mentor, invited by
// the organizers and signed in in another browser, sees the request appear without a reload, claims and
// resolves it while the participant's screen follows live; the participant rates the help; the admin's
// Mentoring tab shows the mentor's rating. axe finds nothing serious on the three screens. The requests
// move the demo edition's queue, so the spec has a server of its own (playwright.config.ts).
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { auth, registerPendingTeam, signInAs, tag, tokenFor } from './admin-helpers';
import { latestEmail, linkPath, signIn, toastWith } from './team-helpers';
import { PHONE, phoneOverflow } from './phone-overflow';

async function blockingViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, help: v.help, targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }));
}

/**
 * Moves the server's clock two hours into hacking (the demo edition's starts weeks ahead), when the help
 * queue opens by the calendar. Sessions and invitations made before would read as expired on that clock:
 * the test signs in after the move.
 */
async function intoHacking(request: APIRequestContext) {
  const facts = (await (await request.get('/api/event')).json()) as { slug: string; startsAt: string };
  const at = new Date(Date.parse(facts.startsAt) + 2 * 3600_000).toISOString();
  const res = await request.post('/api/test/clock', { data: { at } });
  expect(res.status(), await res.text()).toBe(200);
  return facts.slug;
}

test.afterAll(async ({ request }) => {
  await request.post('/api/test/clock', { data: { at: null } });
});

/** A new team, approved: its leader is a joined member of a current-edition team with no request yet. */
async function approvedTeam(request: APIRequestContext, admin: string) {
  const team = await registerPendingTeam(request, tag());
  expect((await request.post(`/api/teams/${team.id}/approve`, { headers: auth(admin) })).status()).toBe(200);
  return team;
}

test('a participant on a phone asks, a mentor claims and resolves live, the participant rates', async ({
  browser,
  request,
}) => {
  // Three browsers and axe on each screen: a loaded CI machine needs the room.
  test.setTimeout(300_000);
  const t = tag();
  // The team registers while registration is open; the rest happens during hacking.
  const team = await approvedTeam(request, await tokenFor(request, 'admin@example.com', 'admin12345'));
  const slug = await intoHacking(request);
  const admin = await tokenFor(request, 'admin@example.com', 'admin12345');

  // The organizers invite a mentor; the mentor accepts in a browser of their own and lands on /mentor.
  const mentorEmail = `mentor.${t}@example.net`;
  const mentorName = `Mentor ${t}`;
  const invited = await request.post(`/api/admin/events/${slug}/mentors/invitations`, {
    headers: auth(admin),
    data: { email: mentorEmail, name: mentorName },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const invitation = await latestEmail(request, mentorEmail, /mentor/i);
  const mentorContext = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const phone = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const mentor = await mentorContext.newPage();
  const participant = await phone.newPage();
  try {
    await mentor.goto(linkPath(invitation.text, '/mentor-invite'));
    // A first page load on a busy machine (three browsers) can take a while.
    await expect(mentor.getByRole('heading', { name: 'Mentor Invitation' })).toBeVisible({ timeout: 30_000 });
    await mentor.getByLabel('Password', { exact: true }).fill('mentor-pass-123');
    await mentor.getByLabel('Confirm Password').fill('mentor-pass-123');
    await mentor.getByRole('button', { name: 'Become a Mentor' }).click();
    await expect(mentor).toHaveURL(/\/mentor$/);
    await expect(mentor.getByRole('heading', { name: /Your requests/ })).toBeVisible();
    await expect(mentor.getByRole('link', { name: 'Mentoring' }).first()).toBeAttached();

    // The participant asks on a phone, from the dashboard.
    await signIn(participant, team.leaderEmail, team.password);
    await expect(participant).toHaveURL(/\/team-dashboard$/);
    const panel = participant.getByRole('region', { name: 'Mentors on call' });
    await panel.getByRole('button', { name: 'Ask a Mentor' }).click();
    const form = panel.getByRole('form', { name: 'Ask a mentor' });
    const title = `Our WebSocket drops every minute ${t}`;
    await form.getByLabel('Title').fill(title);
    // Empty required fields are named before anything is sent.
    await form.getByRole('button', { name: 'Send Request' }).click();
    await expect(form.getByText('Describe what you need help with')).toBeVisible();
    await form.getByRole('radio', { name: 'Markdown' }).click();
    await form
      .getByRole('textbox', { name: 'Description' })
      .fill('The socket closes with **1006** after ~60 s behind the proxy.');
    // The server's renderer previews the Markdown as mentors will read it.
    await form.getByRole('button', { name: 'Preview' }).click();
    await expect(form.getByRole('region', { name: 'Preview of the description' }).locator('strong')).toHaveText('1006');
    await form.getByLabel('What you tried').fill('Raised the proxy timeout; pings every 30 s.');
    await form.getByLabel('Where to find you').fill('Table 12, by the window');
    await form.getByRole('checkbox', { name: 'Backend' }).check();
    expect(await phoneOverflow(participant, 'ask a mentor form')).toEqual([]);
    const formBlocking = await blockingViolations(participant);
    expect(formBlocking, JSON.stringify(formBlocking, null, 2)).toEqual([]);
    await form.getByRole('button', { name: 'Send Request' }).click();
    const card = panel.getByRole('article', { name: title });
    await expect(card.getByText(/^Number \d+ in the queue$/)).toBeVisible();
    await expect(card.getByText(/Estimated wait|No estimate|about a minute/)).toBeVisible();

    // The mentor's queue shows it without a reload, with why it matches.
    const open = mentor.getByRole('article', { name: title });
    await expect(open).toBeVisible();
    await expect(open.getByText('1006')).toBeVisible();
    await open.getByRole('button', { name: `Claim ${title}` }).click();
    await expect(toastWith(mentor, 'Claimed')).toBeVisible();
    const held = mentor.getByRole('region', { name: /Your requests/ }).getByRole('article', { name: title });
    await expect(held).toBeVisible();
    const mentorBlocking = await blockingViolations(mentor);
    expect(mentorBlocking, JSON.stringify(mentorBlocking, null, 2)).toEqual([]);

    // The participant's card follows: who is on it.
    await expect(card.getByText(`${mentorName} is on it`)).toBeVisible();
    await held.getByRole('button', { name: `Resolve ${title}` }).click();
    await expect(toastWith(mentor, 'Resolved')).toBeVisible();
    await expect(held).toHaveCount(0);

    // Resolved: the participant rates the help, still without a reload.
    const rating = panel.getByRole('form', { name: `Rate the help with ${title}` });
    await expect(rating).toBeVisible();
    await rating.getByRole('radio', { name: '4 of 5 stars' }).check({ force: true });
    await rating.getByLabel('Comment (optional)').fill('Found the idle timeout in five minutes.');
    expect(await phoneOverflow(participant, 'rating')).toEqual([]);
    const ratingBlocking = await blockingViolations(participant);
    expect(ratingBlocking, JSON.stringify(ratingBlocking, null, 2)).toEqual([]);
    await rating.getByRole('button', { name: 'Send Rating' }).click();
    await expect(toastWith(participant, 'Your rating goes to the organizers.')).toBeVisible();
    await expect(rating).toHaveCount(0);
  } finally {
    await mentorContext.close();
    await phone.close();
  }

  // The organizers read it in the Mentoring tab: the mentor's resolved request and rating.
  const organizers = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await organizers.newPage();
  try {
    await signInAs(page, 'admin@example.com', 'admin12345', 'Admin');
    await page.getByRole('tab', { name: 'Mentoring' }).click();
    const perMentor = page.getByRole('region', { name: 'Per mentor', exact: true });
    const row = perMentor.getByRole('row', { name: new RegExp(mentorName) });
    await expect(row).toContainText('4.0 / 5 (1)');
    await expect(page.getByRole('region', { name: 'Mentors on shift', exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Mentors', exact: true }).getByText(mentorEmail)).toBeVisible();
    const adminBlocking = await blockingViolations(page);
    expect(adminBlocking, JSON.stringify(adminBlocking, null, 2)).toEqual([]);
  } finally {
    await organizers.close();
  }
});

// Before the organizers' window test below: it moves the queue's opening past the calendar's hacking.
test('a mentor who loses a claim race is told who was faster, and the queue refreshes', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const t = tag();
  // The team registers before hacking (an earlier test may have left the clock in it).
  await request.post('/api/test/clock', { data: { at: null } });
  const admin = await tokenFor(request, 'admin@example.com', 'admin12345');
  const team = await approvedTeam(request, admin);
  const slug = await intoHacking(request);
  const leader = await tokenFor(request, team.leaderEmail, team.password);
  const title = `Race for the CORS bug ${t}`;
  const asked = await request.post('/api/help-requests', {
    headers: auth(leader),
    data: { title, description: 'Preflight fails on PUT only.', skills: ['Backend'], location: 'Table 3' },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  const { id } = (await asked.json()) as { id: number };

  // The rival mentor: invited and accepted through the API.
  const rivalEmail = `rival.${t}@example.net`;
  const invited = await request.post(`/api/admin/events/${slug}/mentors/invitations`, {
    headers: auth(admin),
    data: { email: rivalEmail, name: `Rival ${t}` },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const token = /\/mentor-invite\/([A-Za-z0-9_-]+)/.exec((await latestEmail(request, rivalEmail, /mentor/i)).text)![1]!;
  const accepted = await request.post(`/api/mentors/invitations/${token}/accept`, {
    data: { name: `Rival ${t}`, password: 'rival-pass-123' },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  const rival = (await accepted.json()).token as string;

  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  try {
    // The live channel is held back, so this screen still offers the request when the rival takes it:
    // the moment of a race, made to last.
    await page.routeWebSocket(/\/ws/, () => {});
    await page.goto('/login');
    await page.getByLabel('Email').fill('mentor@example.com');
    await page.getByLabel('Password', { exact: true }).fill('mentor12345');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(/\/mentor$/);
    const open = page.getByRole('article', { name: title });
    await expect(open).toBeVisible();
    const won = await request.post(`/api/help-requests/${id}/claim`, { headers: auth(rival) });
    expect(won.status(), await won.text()).toBe(200);
    await open.getByRole('button', { name: `Claim ${title}` }).click();
    await expect(toastWith(page, 'Someone was faster')).toBeVisible();
    await expect(open).toHaveCount(0);
    await expect(page.getByRole('region', { name: /Your requests/ }).getByRole('article', { name: title })).toHaveCount(
      0,
    );
  } finally {
    await context.close();
  }
});

test('the organizers set the help queue window and the escalation threshold in the Event tab', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAs(page, 'admin@example.com', 'admin12345', 'Admin');
  await page.getByRole('tab', { name: 'Event' }).click();
  const section = page.getByRole('form', { name: 'Help queue' });
  const opens = section.getByLabel(/Help queue opens/);
  const closes = section.getByLabel(/Help queue closes/);
  await opens.fill('2030-05-02T10:00');
  await closes.fill('2030-05-01T10:00');
  await section.getByRole('button', { name: 'Save help queue' }).click();
  await expect(section.getByText('The help queue must close after it opens')).toBeVisible();
  await closes.fill('2030-05-03T18:00');
  await section.getByLabel(/Email mentors on shift after/).fill('25');
  await section.getByRole('button', { name: 'Save help queue' }).click();
  await expect(page.getByText('Help queue saved').first()).toBeVisible();
  // Read back from the server on a fresh load, on the edition's clock.
  await page.reload();
  await page.getByRole('tab', { name: 'Event' }).click();
  const again = page.getByRole('form', { name: 'Help queue' });
  await expect(again.getByLabel(/Help queue closes/)).toHaveValue('2030-05-03T18:00');
  await expect(again.getByLabel(/Email mentors on shift after/)).toHaveValue('25');
});
