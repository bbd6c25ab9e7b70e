// Issue 31, "The organizer's event, not the demo's": on a production start with no demo data, once
// first-run.spec.ts has published "Open Source Climate Hack 2027" in Europe/Berlin, the organizer gives the
// edition its own categories, says it happens in person in Berlin, and writes a page with placeholders,
// previewed as visitors will read it. Then no public page, nor anything it reads from the API, carries a
// word of the demo. Declared by first-run.spec.ts after its own tests, in its serial run on the first-run
// server: as a project of its own that depended on first-run, these ran once every other project had
// ended, alone on one worker (docs/decisions/0026-tests-that-waited.md).
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { paths } from '../shared/paths';
import { PAGE_NAMES } from '../shared/schemas/pages/index';
import { auth, signInAs, tokenFor } from './admin-helpers';
import { editionPages } from './edition-pages';
import { FIRST_RUN_ADMIN } from './first-run-admin';

const NAME = 'Open Source Climate Hack 2027';
const SLUG = 'open-source-climate-hack-2027';
/** The edition's own tracks; the open track stays for the challenge first-run.spec.ts made in it. */
const CATEGORIES = [
  { key: 'energy', name: 'Clean Energy', short: 'Energy' },
  { key: 'water', name: 'Water & Floods', short: 'Water' },
  { key: 'cities', name: 'Liveable Cities', short: 'Cities' },
  { key: 'open', name: 'Open track', short: 'Open' },
];

/** The demo's words: none may show in an organizer's own event. */
const DEMO_WORDS: (string | RegExp)[] = [
  'AI & Machine Learning',
  'Cybersecurity',
  'FinTech',
  'HealthTech',
  'five categories',
  'Build. Compete. Win.',
  '+91',
  'Code Crusaders',
  'HackVerse',
  'All times are in UTC',
  /\bIST\b/,
  'Bengaluru',
];

function demoWordsIn(text: string): string[] {
  return DEMO_WORDS.filter((w) => (typeof w === 'string' ? text.includes(w) : w.test(text))).map(String);
}

/** Everything a visitor can read on the page: its text (hidden parts too), labels, placeholders, title, description. */
async function readableText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const body = document.body.cloneNode(true) as HTMLElement;
    body.querySelectorAll('script, style, noscript').forEach((e) => e.remove());
    const attributes = [...document.querySelectorAll('[placeholder], [aria-label], [title], img[alt]')].flatMap((e) =>
      ['placeholder', 'aria-label', 'title', 'alt'].map((a) => e.getAttribute(a) ?? ''),
    );
    const description = document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '';
    return [document.title, description, body.textContent ?? '', ...attributes].join('\n');
  });
}

async function adminHeaders(request: APIRequestContext) {
  return auth(await tokenFor(request, FIRST_RUN_ADMIN.email, FIRST_RUN_ADMIN.password));
}

/** The two tests, in the order they run (the second reads what the first set up). */
export function ownEventTests() {
  test.describe("the organizer's own event", () => {
    test('the organizer gives the edition its own categories, its place and a page previewed as visitors read it', async ({
      page,
      request,
    }) => {
      test.setTimeout(180_000);
      const headers = await adminHeaders(request);
      const { version } = (await (await request.get(`/api/events/${SLUG}`, { headers })).json()) as { version: number };
      const saved = await request.patch(`/api/admin/events/${SLUG}`, {
        headers,
        data: { version, categories: CATEGORIES },
      });
      expect(saved.status(), await saved.text()).toBe(200);

      await signInAs(page, FIRST_RUN_ADMIN.email, FIRST_RUN_ADMIN.password, 'Admin');
      // Basics: the event happens in person, in Berlin.
      await page.getByRole('tab', { name: 'Event' }).click();
      const basics = page.getByRole('form', { name: 'Basics' });
      await basics.getByRole('textbox', { name: 'City' }).fill('Berlin');
      await basics
        .getByRole('combobox', { name: 'Where it happens' })
        .selectOption({ label: 'In person (in the city above)' });
      await basics.getByRole('button', { name: 'Save basics' }).click();
      await expect(page.getByText('Basics saved').first()).toBeVisible();

      // A page with placeholders: the preview fills them in exactly as the public page will.
      await page.getByRole('tab', { name: 'Pages' }).click();
      await page.getByLabel('Page', { exact: true }).selectOption({ label: 'About' });
      const editor = page.getByRole('form', { name: 'Edit About' });
      await editor
        .getByRole('textbox', { name: /^Intro/ })
        .fill('**{{eventName}}** happens in {{city}}: hacking starts {{hackingStarts}}, for teams of {{teamSize}}.');
      await editor.getByRole('button', { name: 'Preview intro' }).click();
      const preview = editor.getByRole('region', { name: 'Preview of intro' });
      // The rendered text (the note under it names a placeholder as an example).
      const rendered = preview.locator('p').first();
      await expect(rendered).toContainText(`${NAME} happens in Berlin: hacking starts`);
      await expect(rendered).toContainText(
        /hacking starts \w{3} \d{1,2}, \d{4}, \d{2}:\d{2} CES?T, for teams of 2 to 4\./,
      );
      await expect(rendered).not.toContainText('{{');
      const previewed = (await rendered.innerText()).trim();
      await editor.getByRole('button', { name: /^Save/ }).click();
      await expect(page.getByText('Page saved').first()).toBeVisible();

      await page.goto(paths.about);
      await expect(page.getByText(previewed)).toBeVisible();
    });

    test("no public page of the organizer's edition shows a word of the demo", async ({ page, request }) => {
      test.setTimeout(300_000);
      const problems = (await (await request.get('/api/problems')).json()) as { slug: string }[];
      expect(problems.length).toBeGreaterThan(0);
      const pages = [...editionPages(`/problems/${problems[0]!.slug}`), paths.events, `/events/${SLUG}`, paths.login];
      const found: string[] = [];
      for (const path of pages) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible({ timeout: 30_000 });
        await page.waitForLoadState('networkidle');
        for (const word of demoWordsIn(await readableText(page))) found.push(`${path}: ${word}`);
      }
      // What the pages read, whatever is folded away on screen: the edition, its pages and challenges.
      for (const api of ['/api/event', '/api/problems', ...PAGE_NAMES.map((p) => `/api/content/${p}`)]) {
        const res = await request.get(api);
        expect(res.status(), api).toBe(200);
        for (const word of demoWordsIn(await res.text())) found.push(`${api}: ${word}`);
      }
      expect(found, found.join('\n')).toEqual([]);

      // The home page says where and when, in the edition's own words.
      await page.goto(paths.home);
      await expect(page.getByText(/ · Berlin · \d+ hours/)).toBeVisible();
      await expect(page.getByText(/ · online · /)).toHaveCount(0);
      // Waited for: the page writes its description once it has the edition, a moment after it is drawn.
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        new RegExp(`^${NAME}: a hackathon in Berlin starting`),
      );
      // Its own categories on /problems, counted in its own words.
      await page.goto(paths.problems);
      const tabs = page.getByRole('tablist', { name: 'Filter by category' });
      for (const c of CATEGORIES)
        await expect(tabs.getByRole('tab', { name: new RegExp(`^${c.short} \\d+$`) })).toBeVisible();
      await expect(page.getByText('Real problems from four categories.')).toBeVisible();
    });
  });
}
