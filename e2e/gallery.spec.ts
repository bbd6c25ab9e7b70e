// The projects gallery on a phone (issue 33): a visitor browses the demo edition's published gallery at
// 375 px, filters by challenge, searches, and opens a project's page (its story, team and links); the
// gallery and the project page have no serious accessibility violation; the project page's first HTML
// names the project for a link preview.
import { expect, test, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { PHONE, phoneOverflow } from './phone-overflow';
import { signIn } from './team-helpers';

test.use({ viewport: PHONE });

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, help: v.help, targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }));
}

test('a visitor on a phone browses, filters and searches the gallery, then opens a project', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const slug = ((await (await page.request.get('/api/event')).json()) as { slug: string }).slug;
  const all = (await (await page.request.get(`/api/events/${slug}/projects`)).json()) as {
    items: Array<{
      id: number;
      title: string;
      teamName: string;
      challenge: string | null;
      challengeSlug: string | null;
    }>;
    total: number;
  };
  expect(all.total).toBeGreaterThanOrEqual(2);

  await page.goto('/projects');
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
  // The cards (each card holds lists of its own: its tech stack, its prizes).
  const cards = page.getByRole('list', { name: 'Projects' }).locator(':scope > li');
  await expect(cards).toHaveCount(Math.min(all.total, 24));
  await expect(page.getByText(`${all.total} projects`, { exact: true })).toBeVisible();
  expect(await phoneOverflow(page, '/projects')).toEqual([]);

  // Filter by one project's challenge: only that challenge's projects remain, and the address keeps it.
  const target = all.items.find((p) => p.challenge && p.challengeSlug)!;
  const sameChallenge = (
    (await (await page.request.get(`/api/events/${slug}/projects?challenge=${target.challengeSlug}`)).json()) as {
      total: number;
    }
  ).total;
  await page.getByLabel('Challenge').selectOption({ label: target.challenge! });
  await expect(page).toHaveURL(new RegExp(`challenge=${target.challengeSlug}`));
  await expect(cards).toHaveCount(Math.min(sameChallenge, 24));
  for (const card of await cards.all()) await expect(card).toContainText(target.challenge!);

  // Clear it, then search a team's name: the one project comes first, the others are gone.
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(cards).toHaveCount(Math.min(all.total, 24));
  const other = all.items.find((p) => p.id !== target.id)!;
  await page.getByRole('searchbox', { name: 'Search projects' }).fill(other.teamName);
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(other.teamName).replace(/%20/g, '(\\+|%20)')}`));
  await expect(page.getByText(/^\d+ projects? found$/)).toBeVisible();
  await expect(cards.first()).toContainText(other.title);
  expect(await cards.count()).toBeLessThan(all.total);

  // A search that finds nothing says so, and offers the way back.
  await page.getByRole('searchbox', { name: 'Search projects' }).fill('zzzz-no-such-project');
  await expect(page.getByRole('heading', { name: 'No project matches' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).first().click();
  await expect(cards).toHaveCount(Math.min(all.total, 24));

  // Open a project by keyboard: its link takes focus and Enter opens the page.
  await page.getByRole('link', { name: other.title, exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/projects/${other.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: other.title })).toBeVisible();
  const facts = page.getByRole('complementary', { name: 'Project facts' });
  await expect(facts.getByRole('heading', { name: other.teamName })).toBeVisible();
  await expect(facts.getByRole('link', { name: 'Repository' })).toHaveAttribute('href', /^https:\/\/github\.com\//);
  await expect(page).toHaveTitle(new RegExp(`^${other.title} by ${other.teamName}`));
  expect(await phoneOverflow(page, `/projects/${other.id}`)).toEqual([]);
});

test("a project page's first HTML names the project and its team, with no script run", async ({ request }) => {
  const slug = ((await (await request.get('/api/event')).json()) as { slug: string }).slug;
  const { items } = (await (await request.get(`/api/events/${slug}/projects`)).json()) as {
    items: Array<{ id: number; title: string; teamName: string }>;
  };
  const p = items[0]!;
  const html = await (await request.get(`/projects/${p.id}`)).text();
  const escaped = (s: string) => s.replace(/&/g, '&amp;').replace(/'/g, '&#39;').replace(/"/g, '&quot;');
  expect(html).toContain(`<meta property="og:title" content="${escaped(`${p.title} by ${p.teamName}`)}`);
  expect(html).toMatch(/<meta name="twitter:card" content="summary"/);
  expect(html).toMatch(new RegExp(`<title>${escaped(p.title)} by `));
});

test('the gallery and a project page have no serious or critical accessibility violation', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/projects');
  await expect(page.getByRole('list', { name: 'Projects' }).getByRole('listitem').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('list', { name: 'Projects' }).getByRole('link').first().click();
  await expect(page.getByRole('complementary', { name: 'Project facts' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page)).toEqual([]);

  // /winners and an edition's page lead to a published gallery; last year's archived edition keeps its own.
  await page.goto('/winners');
  await expect(page.getByRole('link', { name: 'Browse every project' })).toHaveAttribute('href', '/projects');
  await page.goto('/events/hackverse-2026');
  await page.getByRole('link', { name: 'See the projects' }).click();
  await expect(page).toHaveURL(/\/events\/hackverse-2026\/projects$/);
  await expect(page.getByRole('list', { name: 'Projects' }).getByRole('listitem').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page)).toEqual([]);
});

test('a team edits its project page on the dashboard; its video loads nothing from YouTube until Play', async ({
  page,
}) => {
  const thirdParty: string[] = [];
  page.on('request', (r) => {
    if (/youtube|ytimg|vimeo/.test(new URL(r.url()).hostname)) thirdParty.push(r.url());
  });
  // No network here: the player's request is answered locally, only to prove when it is made.
  await page.route(/youtube-nocookie\.com/, (route) => route.fulfill({ status: 200, body: '<p>player</p>' }));
  await signIn(page, 'team@example.com', 'team12345');
  await expect(page).toHaveURL(/team-dashboard/);
  await page.getByRole('tab', { name: 'Submissions' }).click();
  const editor = page.getByRole('form', { name: 'Project page' });
  const video = editor.getByLabel(/Demo video/);

  // A link that is not a video is refused where it was typed, and nothing typed is lost.
  const story = editor.getByLabel(/^Story/);
  const written = `${await story.inputValue()}\n\nWritten in the browser test.`;
  await story.fill(written);
  await video.fill('https://example.com/my-demo');
  await editor.getByRole('button', { name: 'Save project page' }).click();
  await expect(editor.getByText('Use a YouTube or Vimeo link to the video')).toBeVisible();
  await expect(video).toBeFocused();
  await expect(story).toHaveValue(written);
  // Another tab of the dashboard and back: what was typed and not saved is still there, and says so.
  await page.getByRole('tab', { name: 'Overview' }).click();
  await page.getByRole('tab', { name: 'Submissions' }).click();
  await expect(story).toHaveValue(written);
  await expect(video).toHaveValue('https://example.com/my-demo');
  await expect(page.getByText('Your unsaved changes are back')).toBeVisible();

  await video.fill('https://youtu.be/dQw4w9WgXcQ');
  await editor.getByRole('button', { name: 'Save project page' }).click();
  await expect(page.getByText('Project page saved', { exact: true })).toBeVisible();
  await expect(page.getByText('Your unsaved changes are back')).toHaveCount(0);
  await page.reload();
  await page.getByRole('tab', { name: 'Submissions' }).click();
  await expect(page.getByRole('form', { name: 'Project page' }).getByLabel(/^Story/)).toHaveValue(written);
  await expect(page.getByText('Your unsaved changes are back')).toHaveCount(0);

  await page.getByRole('link', { name: 'View your project page' }).click();
  await expect(page.getByText('Written in the browser test.')).toBeVisible();
  await expect(page.getByText('Demo video on YouTube')).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
  expect(thirdParty).toEqual([]);
  await page.getByRole('button', { name: 'Play' }).click();
  const player = page.locator('iframe[title^="Demo video of"]');
  await expect(player).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ\?/);
  await expect.poll(() => thirdParty.length).toBeGreaterThan(0);
});
