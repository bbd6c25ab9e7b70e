// axe-core on every public page: no serious or critical violation.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

const PAGES: Array<[string, string | RegExp]> = [
  ['/', /HackVerse|hackathon/i],
  ['/about', /What is|About/],
  ['/problems', 'Problem statements'],
  ['/problems/ai-voice-assistant', 'AI Voice Assistant'],
  ['/problems/no-such-challenge', 'Problem not found'],
  ['/resources', 'Everything you need to build'],
  ['/contact', 'Get in touch'],
  ['/support', 'We’re here to help'],
  ['/faq', 'Frequently asked questions'],
  ['/help', 'How can we help?'],
  ['/terms', 'Terms of Service'],
  ['/privacy', 'Privacy Policy'],
  ['/cookies', 'Cookie Policy'],
  ['/projects', 'Projects'],
];

for (const [path, heading] of PAGES) {
  test(`${path} has no serious or critical accessibility violation`, async ({ page }) => {
    // Still frames: axe reads colours of the settled page, not of a shape mid-animation.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      .analyze();
    const blocking = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
      }));
    expect(blocking, JSON.stringify(blocking, null, 2)).toEqual([]);
  });
}

test('the contact form with its error messages shown has no serious or critical violation', async ({ page }) => {
  await page.goto('/contact');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Name must be at least 2 characters')).toBeVisible();
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const blocking = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target.join(' ')) }));
  expect(blocking, JSON.stringify(blocking, null, 2)).toEqual([]);
});
