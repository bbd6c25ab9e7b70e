// Issue 32 (decision 0025): the public content pages arrive with the edition's content in their first HTML.
// Without JavaScript a visitor reads the organizers' headings and prose (the server's copy: inert and
// hidden from assistive technology until the app replaces it, so the queries below include hidden
// elements); with it, the app's first render shows the same content, with no error and nothing moving.
import { expect, test, type Page } from '@playwright/test';

interface Check {
  path: string;
  /** The organizers' heading the page must show, read from the page's own answer. */
  heading: (page: Page) => Promise<string>;
}

const answer = async (page: Page, url: string) => {
  const res = await page.request.get(url);
  expect(res.ok(), url).toBe(true);
  return res.json();
};

const CHECKS: Check[] = [
  { path: '/about', heading: async (p) => (await answer(p, '/api/content/about')).document.what.title },
  { path: '/faq', heading: async (p) => (await answer(p, '/api/content/faq')).document.tabs[0].label },
  { path: '/terms', heading: async (p) => `1. ${(await answer(p, '/api/content/terms')).document.sections[0].title}` },
  {
    path: '/privacy',
    heading: async (p) => `1. ${(await answer(p, '/api/content/privacy')).document.sections[0].title}`,
  },
  {
    path: '/problems/ai-voice-assistant',
    heading: async (p) => (await answer(p, '/api/problems/ai-voice-assistant')).title,
  },
];

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const check of CHECKS) {
    test(`${check.path} shows the edition's content from the first HTML`, async ({ page }) => {
      const heading = await check.heading(page);
      await page.goto(check.path);
      await expect(page.getByRole('heading', { name: heading, exact: true, includeHidden: true })).toBeVisible();
      await expect(page.locator('[data-slot="skeleton"]')).toHaveCount(0);
    });
  }

  test("the challenges list shows every challenge's title", async ({ page }) => {
    const list: Array<{ title: string }> = await answer(page, '/api/problems');
    await page.goto('/problems');
    for (const { title } of list)
      await expect(page.getByRole('heading', { name: title, exact: true, includeHidden: true })).toBeVisible();
  });
});

test('with JavaScript the app shows the same content at once, without an error or a layout shift', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  const about = (await answer(page, '/api/content/about')).document;
  await page.goto('/about');
  // The live page (the server's copy is hidden from these queries).
  await expect(page.getByRole('heading', { name: about.what.title, exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: about.who.title, exact: true })).toBeVisible();
  await expect(page.locator('[inert]')).toHaveCount(0);
  await expect(page.locator('[data-slot="skeleton"]')).toHaveCount(0);
  const shifts = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>)
            if (!e.hadRecentInput) total += e.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 500);
      }),
  );
  expect(shifts).toBeLessThan(0.02);
  expect(errors).toEqual([]);
});
