// Find a team, end to end: a person signs up alone from /register, writes a matching profile, is
// suggested to a team (with the reasons), asks to join; the leader accepts on the dashboard; the person's
// page hears it live; the team becomes valid. Plus axe on the new pages and no sideways scroll at 375 px.
import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, request as pwRequest, test, type Page } from '@playwright/test';
import { phoneOverflow } from './phone-overflow';
import { apiToken, bearer, latestEmail, linkPath, registerTeamViaApi, signIn, toastWith, uid } from './team-helpers';

const SHOTS = process.env.SHOTS_DIR ?? '';
const DESKTOP = { width: 1366, height: 900 };
test.use({ viewport: DESKTOP });
async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

async function noSeriousViolations(page: Page) {
  await page.waitForLoadState('networkidle');
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const blocking = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, help: v.help, targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }));
  expect(blocking, JSON.stringify(blocking, null, 2)).toEqual([]);
}

/**
 * The page fits the 375 px phone (phone-overflow.ts): once its animations have run (the saved message slides
 * in past the edge for a moment), polled, and a failure names what reaches past the edge.
 */
async function noSidewaysScroll(page: Page) {
  await expect.poll(async () => (await phoneOverflow(page, new URL(page.url()).pathname)).join('\n')).toBe('');
}

/** A team of one (its member removed): it needs one more person and a female member to be valid. */
async function teamNeedingSomeone(tag: string) {
  // A context of its own: the leader's sign-in cookie must not ride along on later registrations.
  const request = await pwRequest.newContext({ baseURL: test.info().project.use.baseURL });
  const team = await registerTeamViaApi(request, tag);
  const token = await apiToken(request, team.leaderEmail, team.password);
  const current = await (await request.get('/api/teams/current', { headers: bearer(token) })).json();
  const member = current.members.find((m: { role: string }) => m.role !== 'leader');
  expect((await request.delete(`/api/teams/current/members/${member.id}`, { headers: bearer(token) })).status()).toBe(
    200,
  );
  const problems = (await (await request.get('/api/problems?active=true')).json()) as { id: number; title: string }[];
  const problem = problems[0]!;
  await request.patch('/api/teams/current', { headers: bearer(token), data: { problemId: problem.id } });
  const profile = await request.put('/api/find-team/profile', {
    headers: bearer(token),
    data: {
      skills: ['Frontend'],
      tags: [],
      problemIds: [],
      utcOffset: 0,
      languages: ['English'],
      pitch: '',
      link: '',
      gender: 'male',
      visible: true,
    },
  });
  expect(profile.status(), await profile.text()).toBe(200);
  const listing = await request.put('/api/find-team/listing', {
    headers: bearer(token),
    data: { open: true, lookingFor: 'A backend developer who enjoys APIs', skillsWanted: ['Backend'] },
  });
  expect(listing.status()).toBe(200);
  await request.dispose();
  return { ...team, token, problem };
}

test('a person who comes alone ends up in a complete team', async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  const tag = uid();
  const team = await teamNeedingSomeone(tag);
  const name = `Ada ${tag}`;

  // Sign up alone, from the registration page.
  await page.goto('/register');
  await page.getByRole('link', { name: 'Coming alone? Find a team' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign up and find a team' })).toBeVisible();
  await page.getByLabel('Full Name').fill(name);
  await page.getByLabel('Email').fill(`ada.${tag}@example.org`);
  await page.getByLabel('Password').fill('ada-password-1');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(toastWith(page, 'Registration Successful')).toBeVisible();
  await expect(page).toHaveURL(/\/teams\/find$/);

  // The matching profile.
  const form = page.getByRole('form', { name: 'Matching profile' });
  await form.getByRole('checkbox', { name: 'Backend' }).check();
  await form.getByRole('checkbox', { name: team.problem.title }).check();
  await form.getByLabel('Time zone').selectOption({ label: 'UTC+01:00' });
  await form.getByLabel('Gender (private)').selectOption('female');
  await form.getByLabel('Short pitch').fill('I like building fast, boring APIs.');
  await form.getByRole('button', { name: 'Save Profile' }).click();
  await expect(toastWith(page, 'Profile Saved')).toBeVisible();

  // Suggested to the team, with the reasons.
  const suggested = page.getByRole('region', { name: 'Suggested for you' });
  const card = suggested.getByRole('article', { name: team.teamName });
  await expect(card.getByText('Brings Backend, which the team is looking for')).toBeVisible();
  await expect(card.getByText(`Both want to work on ${team.problem.title}`)).toBeVisible();
  await shot(page, 'board-solo-1366');
  await card.getByRole('button', { name: `Ask to join ${team.teamName}` }).click();
  await expect(toastWith(page, 'Request Sent')).toBeVisible();
  await expect(page.getByText(`You asked to join ${team.teamName}`)).toBeVisible();

  // The leader gets an email with a link, and accepts on the dashboard.
  const mail = await latestEmail(request, team.leaderEmail, /asks to join/);
  expect(linkPath(mail.text, '/teams/requests')).toMatch(/^\/teams\/requests\//);
  const leaderContext = await browser.newContext({ viewport: DESKTOP });
  const leader = await leaderContext.newPage();
  await signIn(leader, team.leaderEmail, team.password);
  await expect(leader).toHaveURL(/team-dashboard/);
  await expect(leader.getByText(`${name} asks to join your team`)).toBeVisible();
  await shot(leader, 'dashboard-request-1366');
  await leader.getByRole('button', { name: `Accept: ${name} asks to join your team` }).click();
  await expect(toastWith(leader, 'Request Accepted')).toBeVisible();

  // The person's page hears it live: without a reload, the request shows accepted and the page turns
  // into their team's view, which meets the event's rules.
  await expect(page.getByRole('listitem').filter({ hasText: `You asked to join ${team.teamName}` })).toContainText(
    'accepted',
  );
  await expect(page.getByText('Your team meets the event’s rules (2/4)')).toBeVisible();
  await shot(page, 'board-joined-1366');

  // The team is valid now.
  await leader.goto('/teams/find');
  await expect(leader.getByText('Your team meets the event’s rules (2/4)')).toBeVisible();
  await shot(leader, 'board-leader-1366');
  await leaderContext.close();
});

test('the new pages pass axe and fit a 375 px phone', async ({ page, request }) => {
  const tag = uid();
  await teamNeedingSomeone(tag);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/join');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign up and find a team' })).toBeVisible();
  await noSeriousViolations(page);
  await noSidewaysScroll(page);
  await shot(page, 'join-375');

  await page.getByLabel('Full Name').fill(`Bo ${tag}`);
  await page.getByLabel('Email').fill(`bo.${tag}@example.org`);
  await page.getByLabel('Password').fill('bo-password-12');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Team board' })).toBeVisible();
  await noSeriousViolations(page);
  await noSidewaysScroll(page);
  await shot(page, 'board-profile-form-375');
  await page.getByRole('form', { name: 'Matching profile' }).getByRole('checkbox', { name: 'Backend' }).check();
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByText('Visible on the board')).toBeVisible();
  // The long form folds on save: the phone shows the panel and its saved message, not the footer.
  await expect(page.getByRole('heading', { name: 'Your matching profile' })).toBeInViewport();
  await expect(page.getByText(/^Profile saved\./)).toBeInViewport();
  await expect(page.getByRole('heading', { name: 'Your matching profile' })).toBeFocused();
  await noSeriousViolations(page);
  await noSidewaysScroll(page);
  await shot(page, 'board-solo-375');

  // The email link's page, as the invited person opens it.
  const team = await teamNeedingSomeone(`${tag}b`);
  const me = (await (await page.request.get('/api/auth/me')).json()) as { id: number };
  const invite = await request.post('/api/find-team/requests', {
    headers: bearer(team.token),
    data: { kind: 'invite', userId: me.id },
  });
  expect(invite.status(), await invite.text()).toBe(201);
  const mail = await latestEmail(request, `bo.${tag}@example.org`, /invites you/);
  await page.goto(linkPath(mail.text, '/teams/requests'));
  await expect(page.getByRole('heading', { level: 1, name: `${team.teamName} invites Bo ${tag}` })).toBeVisible();
  await noSeriousViolations(page);
  await noSidewaysScroll(page);
  await shot(page, 'request-link-375');
});

test('approved teams with free places are on the board without a listing, saying what they need', async ({
  page,
  request,
}) => {
  const tag = uid();
  const team = await registerTeamViaApi(request, tag);
  const admin = await apiToken(request, 'admin@example.com', 'admin12345');
  expect((await request.post(`/api/teams/${team.teamId}/approve`, { headers: bearer(admin) })).status()).toBe(200);

  await page.goto('/join');
  await page.getByLabel('Full Name').fill(`Cy ${tag}`);
  await page.getByLabel('Email').fill(`cy.${tag}@example.org`);
  await page.getByLabel('Password').fill('cy-password-12');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Team board' })).toBeVisible();
  await page.getByRole('form', { name: 'Matching profile' }).getByRole('checkbox', { name: 'Mobile' }).check();
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByText('Visible on the board')).toBeVisible();

  const card = page.getByRole('article', { name: team.teamName });
  await expect(card).toContainText('Approved, with free places. Still needs');
  await expect(card.getByRole('listitem').filter({ hasText: /open places \(\d of 4\)/ })).toBeVisible();
  await expect(card.getByRole('button', { name: `Ask to join ${team.teamName}` })).toBeEnabled();
  await card.scrollIntoViewIfNeeded();
  await shot(page, 'board-unlisted-team-1366');
  await page.setViewportSize({ width: 375, height: 812 });
  await card.scrollIntoViewIfNeeded();
  await noSidewaysScroll(page);
  await noSeriousViolations(page);
  await shot(page, 'board-unlisted-team-375');
});

test('organizers see people without a team and announce to them in one click', async ({ page }) => {
  await signIn(page, 'admin@example.com', 'admin12345');
  await expect(page).toHaveURL(/\/admin/);
  await page.getByRole('tab', { name: 'Without a team' }).click();
  await expect(page.getByRole('heading', { name: /without a team/ })).toBeVisible();
  await noSeriousViolations(page);
  await shot(page, 'admin-without-team-1366');
  await page.getByRole('button', { name: 'Announce to people without a team' }).click();
  await expect(toastWith(page, 'Announcement Sent')).toBeVisible();
});
