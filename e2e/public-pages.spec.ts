// Public site (issue 3): every public route shows its content, the tabs filter, the accordions open one
// item at a time, countdowns tick, and every page fits a 360 px phone without horizontal scroll.
import { expect, test, type Page } from '@playwright/test';
import { dualTime } from '../client/lib/zoned-time';

// The pages as most visitors see them, moving: the suite's other specs render still frames
// (playwright.config.ts).
test.use({ reducedMotion: 'no-preference' });

async function event(page: Page) {
  const res = await page.request.get('/api/event');
  expect(res.ok()).toBe(true);
  return res.json();
}

test('home shows the ten sections in order with facts from the event row', async ({ page }) => {
  const ev = await event(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(ev.name);
  await expect(page).toHaveTitle(new RegExp(ev.name));
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'REGISTER NOW', exact: true })).toHaveAttribute('href', '/register');
  await expect(main.getByRole('link', { name: 'EXPLORE CHALLENGES', exact: true })).toHaveAttribute(
    'href',
    '/problems',
  );
  await expect(page.getByRole('timer', { name: 'Hacking starts in' })).toBeVisible();
  const shapes = await page.getByTestId('floating-shapes').locator('[data-shape]').count();
  expect(shapes).toBeGreaterThan(0);
  expect(shapes).toBeLessThanOrEqual(20);
  await expect(main.getByText(`The prize pool totals ${ev.totalPrize}.`)).toBeVisible();

  const order = [
    'More than a competition',
    'Explore the challenges',
    /Don't miss your spot|Registration/,
    'Backed by teams who build the future',
    'Choose Your Challenge',
    'Key dates',
    'Hear it from past participants',
    'Getting Started',
    'Questions? We’ve got answers.',
  ];
  let previousY = -1;
  for (const name of order) {
    const heading = main.getByRole('heading', { name }).first();
    await expect(heading).toBeVisible();
    const box = await heading.boundingBox();
    expect(box!.y, String(name)).toBeGreaterThan(previousY);
    previousY = box!.y;
  }

  await expect(main.getByRole('list', { name: 'Sponsors' }).locator('li:not([data-clone])')).toHaveCount(6);
  await expect(main.getByRole('timer', { name: 'Registration closes in' })).toBeVisible();
  await expect(main.getByRole('timer', { name: 'Submission deadline in' })).toBeVisible();
  await expect(main.locator('figure blockquote')).toHaveCount(3);
  await expect(main.getByRole('link', { name: 'Become a sponsor' })).toHaveAttribute('href', '/contact');
  await expect(main.getByRole('link', { name: 'See more stories' })).toHaveAttribute('href', '/about');
  await expect(main.getByRole('link', { name: 'View all FAQs' })).toHaveAttribute('href', '/faq');
});

test('the hero countdown ticks every second', async ({ page }) => {
  await page.goto('/');
  const timer = page.getByRole('timer', { name: 'Hacking starts in' });
  await expect(timer).toBeVisible();
  const first = await timer.innerText();
  await expect.poll(() => timer.innerText(), { timeout: 3000 }).not.toBe(first);
  const days = Number((await timer.innerText()).split(/\s+/)[0]);
  expect(days).toBeGreaterThanOrEqual(55); // the seed starts the hack 60 days out
});

test('the home challenge tabs show three challenges of each category from the database', async ({ page }) => {
  await page.goto('/');
  const tabs = page.getByRole('tablist', { name: 'Challenge categories' });
  for (const name of [
    'AI & Machine Learning',
    'Cybersecurity',
    'Sustainability & Climate Tech',
    'FinTech & Blockchain',
    'HealthTech & Smart Medical',
  ]) {
    await expect(tabs.getByRole('tab', { name })).toBeVisible();
  }
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('link', { name: /AI Voice Assistant/ })).toBeVisible();
  await tabs.getByRole('tab', { name: 'FinTech & Blockchain' }).click();
  await expect(panel.getByRole('link', { name: /Blockchain Voting/ })).toBeVisible();
  await expect(panel.getByRole('listitem')).toHaveCount(3);
  await expect(panel.getByRole('img', { name: 'Difficulty 5 of 5' })).toBeVisible();
  await expect(panel.getByText('$7500')).toBeVisible();
});

test('Getting Started advances every 4 seconds and can be clicked', async ({ page }) => {
  const titles = ['Register', 'Choose a Challenge', 'Build & Innovate', 'Pitch & Win'];
  await page.goto('/');
  const steps = page.getByRole('list', { name: 'Steps' });
  await steps.scrollIntoViewIfNeeded();
  await page.mouse.move(0, 0); // hovering the steps pauses the cycle
  const current = steps.locator('[aria-current="step"]');
  const index = async () => {
    const text = await current.innerText();
    return titles.findIndex((t) => text.includes(t));
  };
  // Watch two changes: each comes about 4 seconds after the previous one, to the next step.
  // Polled every 100 ms both times: the default back-off (up to 1 s) noticed the first change late, so the
  // second seemed to come early.
  const start = await index();
  await expect.poll(index, { timeout: 6000, intervals: [100] }).toBe((start + 1) % 4);
  const changedAt = Date.now();
  await expect.poll(index, { timeout: 6000, intervals: [100] }).toBe((start + 2) % 4);
  const elapsed = Date.now() - changedAt;
  expect(elapsed).toBeGreaterThan(3000);
  expect(elapsed).toBeLessThan(5500);

  await steps.getByRole('button', { name: /Pitch & Win/ }).click();
  await expect(current).toContainText('Pitch & Win');
  await expect(page.getByText('Step 4 of 4')).toBeVisible();
});

test('about shows what, who and the five-step timeline', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('What is');
  await expect(page.getByRole('heading', { name: 'Who can participate' })).toBeVisible();
  await expect(page.getByText('Everyone aged 13 or over')).toBeVisible();
  const timeline = page.locator('#timeline ol > li');
  await expect(timeline).toHaveCount(5);
  await expect(timeline.nth(2)).toContainText('Hacking begins');
});

test('the problems tabs filter the cards, with live team counts and the ticker', async ({ page }) => {
  await page.goto('/problems');
  await expect(page.getByRole('heading', { level: 1, name: 'Problem statements' })).toBeVisible();
  await expect(page.getByRole('region', { name: /Event news|Announcements/ })).toBeVisible();
  const cards = page.getByRole('tabpanel').getByRole('article');
  await expect(cards).toHaveCount(15);
  await page.getByRole('tab', { name: /Healthcare/ }).click();
  await expect(page).toHaveURL(/\/problems\?category=health$/);
  await expect(cards).toHaveCount(3);
  for (const card of await cards.all()) await expect(card).toContainText('Healthcare');
  await page.getByRole('tab', { name: /AI & ML/ }).click();
  await expect(cards).toHaveCount(3);
  const voice = cards.filter({ hasText: 'AI Voice Assistant' });
  await expect(voice).toContainText('$3000');
  await expect(voice.getByRole('img', { name: 'Difficulty 3 of 5' })).toBeVisible();
  await expect(voice).toContainText(/\d+ teams?/);
  await voice.getByRole('link', { name: 'View details of AI Voice Assistant' }).click();
  await expect(page).toHaveURL(/\/problems\/ai-voice-assistant$/);
});

test('a challenge detail page shows every element of the spec', async ({ page }) => {
  const ev = await event(page);
  const detail = await (await page.request.get('/api/problems/cyber-defense-challenge')).json();
  await page.goto('/problems/cyber-defense-challenge');
  await expect(page.getByRole('heading', { level: 1, name: 'Cyber Defense Challenge' })).toBeVisible();
  await expect(page).toHaveTitle(/Cyber Defense Challenge/);
  await expect(page.getByRole('link', { name: 'Back to Problems' })).toHaveAttribute('href', '/problems');
  await expect(page.getByText('Cybersecurity', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Register Team' })).toHaveAttribute('href', '/register');
  await expect(page.getByText('$5000')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Difficulty 4 of 5' })).toBeVisible();
  await expect(page.getByText('Teams Registered')).toBeVisible();
  // The deadline on the event's clock and the visitor's ("27 Jan, 20:30 IST · 15:00 your time").
  const ownZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  const deadline = dualTime(ev.submissionDeadline, ev.timeZone, ownZone);
  await expect(page.getByText(deadline, { exact: true }).first()).toBeVisible();

  await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'Timeline' })).toBeVisible();
  await page.getByRole('tab', { name: 'Requirements' }).click();
  await expect(page.getByRole('tabpanel').getByRole('listitem')).toHaveCount(detail.requirements.length);
  await page.getByRole('tab', { name: 'Resources' }).click();
  const links = page.getByRole('tabpanel').getByRole('link');
  await expect(links).toHaveCount(detail.resources.length);
  for (const link of await links.all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
  }
  await page.getByRole('tab', { name: 'Evaluation' }).click();
  const weights = await page.getByRole('tabpanel').locator('li .font-mono').allInnerTexts();
  expect(weights.reduce((s, w) => s + Number(w.replace('%', '')), 0)).toBe(100);
  await expect(page.getByRole('heading', { name: 'Ready to take on this challenge?' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Register Your Team' })).toHaveAttribute('href', '/register');
});

test('the detail banner says Join over {teams} teams, counted live', async ({ page, request }) => {
  const slug = 'carbon-aware-scheduler';
  const options = (await (await request.get('/api/problems?active=true')).json()) as Array<{
    id: number;
    title: string;
  }>;
  const problem = options.find((o) => o.title === 'Carbon-Aware Scheduler')!;
  expect(problem).toBeTruthy();
  for (let i = 0; i < 2; i++) {
    const tag = `${Date.now().toString(36)}${i}${Math.random().toString(36).slice(2, 6)}`;
    const res = await request.post('/api/register-team', {
      data: {
        team: { name: `Banner ${tag}`, problemId: problem.id, description: `Banner ${tag} is a team of 2 members.` },
        leader: {
          name: `Lead ${tag}`,
          email: `banner.lead.${tag}@example.org`,
          phone: '+1 555 010 2030',
          gender: 'male',
        },
        members: [{ name: `Mem ${tag}`, email: `banner.mem.${tag}@example.org`, gender: 'female' }],
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    // Registering signs the new leader in: the next team is another person's.
    await request.post('/api/auth/logout');
  }
  const detail = await (await request.get(`/api/problems/${slug}`)).json();
  expect(detail.teams).toBeGreaterThanOrEqual(2);
  await page.goto(`/problems/${slug}`);
  await expect(page.getByText(`Join over ${detail.teams} teams`)).toBeVisible();
  await expect(page.locator('dt', { hasText: 'Teams Registered' }).locator('xpath=..').locator('dd')).toHaveText(
    String(detail.teams),
  );
});

test('an unknown slug shows Problem not found with a way back', async ({ page }) => {
  await page.goto('/problems/no-such-challenge');
  await expect(page.getByRole('heading', { name: 'Problem not found' })).toBeVisible();
  await expect(page.getByText("The problem you're looking for doesn't exist or has been removed.")).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Back to Problems' }).click();
  await expect(page).toHaveURL(/\/problems$/);
});

test('the FAQ has six tabs and opens one item at a time, collapsibly', async ({ page }) => {
  await page.goto('/faq');
  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveText([
    'General',
    'Registration',
    'Participation',
    'Rules & Judging',
    'Prizes & Perks',
    'Technical',
  ]);
  await page.getByRole('tab', { name: 'Registration' }).click();
  const first = page.getByRole('button', { name: 'When can we register?' });
  const second = page.getByRole('button', { name: 'Is there an age limit?' });
  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText(/Registration opens on/)).toBeVisible();
  await second.click();
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByText('Participants must be at least 13 years old.', { exact: false })).toBeVisible();
  await second.click();
  await expect(second).toHaveAttribute('aria-expanded', 'false');
});

test('the help search filters the articles and says when nothing matches', async ({ page }) => {
  await page.goto('/help');
  const search = page.getByRole('searchbox', { name: 'Search help articles' });
  const status = page.getByRole('status').filter({ hasText: /articles?/ });
  const total = Number((await status.innerText()).split(' ')[0]);
  expect(total).toBeGreaterThan(10);
  await search.fill('password');
  await expect(status).toContainText('matching “password”');
  const n = Number((await status.innerText()).split(' ')[0]);
  expect(n).toBeGreaterThan(0);
  expect(n).toBeLessThan(total);
  const articles = page.locator('[data-slot="accordion-trigger"]');
  await expect(articles.filter({ hasText: 'I forgot my password' })).toBeVisible();
  await expect(articles.filter({ hasText: 'Supported browsers' })).toHaveCount(0);
  await expect(articles).toHaveCount(n);
  await search.fill('xylophone quasar');
  await expect(page.getByText('No articles match “xylophone quasar”.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear search' }).first().click();
  await expect(status).toContainText(`${total} articles`);
  await page.getByRole('button', { name: /Submissions/ }).click();
  await expect(page.getByRole('heading', { name: 'Articles in Submissions' })).toBeVisible();
  await expect(page.getByText('6 articles')).toHaveCount(0);
});

test('resources link to real documentation in a new tab', async ({ page }) => {
  await page.goto('/resources');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  for (const name of [
    'Learning materials',
    'Hackathon tips',
    'Open-source projects to build on',
    'Tech tools',
    'Mentor support',
  ]) {
    await expect(page.getByRole('heading', { name })).toBeVisible();
  }
  const mdn = page.getByRole('link', { name: /MDN Web Docs/ });
  await expect(mdn).toHaveAttribute('href', 'https://developer.mozilla.org/en-US/docs/Learn');
  await expect(mdn).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('heading', { name: 'Join the community on Discord' })).toBeVisible();
});

test('the legal pages state the age rule and the real cookies', async ({ page }) => {
  await page.goto('/terms');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  await expect(page.getByText(/at least 13 years old/)).toBeVisible();
  await expect(page.getByText(/under 18/)).toBeVisible();
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await page.goto('/cookies');
  await expect(page.getByRole('heading', { level: 1, name: 'Cookie Policy' })).toBeVisible();
  for (const name of ['hk_session', 'gh_state', 'auth_token'])
    await expect(page.getByRole('cell', { name })).toBeVisible();
});

test('support shows its hours and the contact details of the event row', async ({ page }) => {
  const ev = await event(page);
  await page.goto('/support');
  for (const text of ['9am – 8pm EST', '10am – 6pm', '12pm – 5pm', '24/7'])
    await expect(page.getByText(text, { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: ev.contactEmail })).toHaveAttribute('href', `mailto:${ev.contactEmail}`);
  await page.goto('/contact');
  await expect(page.getByText(ev.city)).toBeVisible();
});

const PUBLIC_ROUTES = [
  '/',
  '/about',
  '/problems',
  '/problems/ai-voice-assistant',
  '/problems/no-such-challenge',
  '/resources',
  '/contact',
  '/support',
  '/faq',
  '/help',
  '/terms',
  '/privacy',
  '/cookies',
];

test('every public page sets its title and fits a 360 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  const ev = await event(page);
  const titles = new Set<string>();
  for (const route of PUBLIC_ROUTES) {
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const title = await page.title();
    // Its own words and the edition's name ("About · HackVerse 2027"); the home page is the edition's own
    // name and line. The server wrote the same title into the first HTML (server/page-head.test.ts).
    if (route === '/') expect(title, route).toMatch(new RegExp(`^${ev.name}: `));
    else expect(title, route).toMatch(new RegExp(` · ${ev.name}$`));
    titles.add(title);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, route).toBeLessThanOrEqual(360);
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description?.length ?? 0, route).toBeGreaterThan(30);
  }
  expect(titles.size).toBe(PUBLIC_ROUTES.length);
});
