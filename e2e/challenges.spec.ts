// Issue 23 in the browser: an organizer adds a challenge with its own weights of the edition's rubric in
// the admin's Challenges tab (the shared schema refusing a non-http link and weights that miss 100 first,
// nothing typed lost), moves it up with the keyboard-usable buttons, and a visitor in another browser sees
// it on /problems and its page, Evaluation tab included, on a phone and on a desktop. axe on the new screens.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signInAs, tag } from './admin-helpers';

const SHOTS = process.env.E2E_SHOTS_DIR;

async function expectAccessible(page: Page, what: string) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  const blocking = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, help: v.help, targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }));
  expect(blocking, `${what}: ${JSON.stringify(blocking, null, 2)}`).toEqual([]);
}

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });
}

test('an organizer adds a challenge with its weights; visitors see it on a phone and a desktop', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const t = tag();
  const title = `Tide Watch ${t}`;
  const slug = `tide-watch-${t}`;
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signInAs(page, 'admin@example.com', 'admin12345', 'Admin');
  await page.getByRole('tab', { name: 'Challenges' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Challenges' });
  await expect(panel.getByRole('heading', { name: 'Challenges', level: 2 })).toBeVisible();
  await expect(panel.getByRole('list', { name: 'Challenges' }).getByRole('listitem')).toHaveCount(15);
  await shot(page, 'challenges-tab-1366');
  await expectAccessible(page, 'Challenges tab');

  await panel.getByRole('button', { name: 'Add Challenge' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a challenge' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Category').selectOption('green');
  await dialog.getByLabel('Difficulty').selectOption('4');
  await dialog.getByLabel('Prize').fill('$2500');
  await dialog.getByLabel('Accent colour').selectOption('green');
  await dialog.getByLabel('Short description').fill('Warn coastal towns before the tide floods the streets.');
  await dialog.getByLabel('Long description').fill('Tides are predictable; floods need not surprise anyone.');
  await dialog.getByRole('button', { name: 'Add requirement' }).click();
  await dialog.getByLabel('Requirement 1: Requirement').fill('Works without a network');
  await dialog.getByRole('button', { name: 'Add resource' }).click();
  await dialog.getByLabel('Resource 1: Name').fill('Tide tables');
  await dialog.getByLabel('Resource 1: Link (http or https)').fill('javascript:alert(1)');
  await dialog.getByRole('button', { name: 'Add phase' }).click();
  await dialog.getByLabel('Phase 1: Phase').fill('Submission deadline');
  await dialog.getByLabel('Phase 1: Deadline').fill('May 15');
  await dialog.getByRole('button', { name: 'Add question' }).click();
  await dialog.getByLabel('Question 1: Question').fill('Real sensors?');
  await dialog.getByLabel('Question 1: Answer').fill('Simulated ones are fine.');
  await dialog.getByRole('checkbox', { name: "Use this challenge's own weights" }).click();
  await dialog.getByLabel('Innovation (%)').fill('30');
  await dialog.getByLabel('Impact (%)').fill('30');
  // 30 + 20 + 20 + 20 + 30 = 120: the live sum says so before anything is sent.
  await expect(dialog.getByText('Total: 120% (must be 100)')).toBeVisible();
  await shot(page, 'challenge-dialog-1366');
  await expectAccessible(page, 'Add a challenge dialog');
  await dialog.getByRole('button', { name: 'Add Challenge' }).click();
  await expect(dialog.getByText('Resource links must start with http:// or https://')).toBeVisible();
  await expect(
    dialog.getByRole('alert').filter({ hasText: 'Evaluation weights must sum to 100 (now 120)' }),
  ).toBeVisible();
  // Nothing typed was lost.
  await expect(dialog.getByLabel('Title')).toHaveValue(title);

  await dialog.getByLabel('Resource 1: Link (http or https)').fill('https://tidesandcurrents.noaa.gov/');
  await dialog.getByLabel('Presentation (%)').fill('0');
  await dialog.getByLabel('User Experience (%)').fill('20');
  await expect(dialog.getByText('Total: 100%')).toBeVisible();
  await dialog.getByRole('button', { name: 'Add Challenge' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Challenge Added', { exact: true })).toBeVisible();
  const rows = panel.getByRole('list', { name: 'Challenges' }).getByRole('listitem');
  await expect(rows).toHaveCount(16);
  await expect(rows.last()).toContainText(title);

  // Up one place, by keyboard: focus the button and press Enter.
  await panel.getByRole('button', { name: `Move ${title} up` }).focus();
  await page.keyboard.press('Enter');
  await expect(rows.nth(14)).toContainText(title);

  // The phone view of the tab.
  await page.setViewportSize({ width: 375, height: 800 });
  await rows.nth(14).scrollIntoViewIfNeeded();
  await shot(page, 'challenges-tab-375');
  await panel.getByRole('button', { name: `Edit ${title}` }).click();
  const edit = page.getByRole('dialog', { name: `Edit ${title}` });
  await expect(edit.getByLabel('Innovation (%)')).toHaveValue('30');
  await shot(page, 'challenge-dialog-375');
  await edit.getByRole('button', { name: 'Cancel' }).click();

  // A visitor in another browser, on a phone and on a desktop.
  const visitor = await browser.newContext();
  const v = await visitor.newPage();
  for (const width of [375, 1366]) {
    await v.setViewportSize({ width, height: 900 });
    await v.goto('/problems');
    await expect(v.getByText(title).first()).toBeVisible();
    await shot(v, `problems-${width}`);
    await v.goto(`/problems/${slug}`);
    await expect(v.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(v.getByText('$2500').first()).toBeVisible();
    await v.getByRole('tab', { name: 'Evaluation' }).click();
    const criteria = v.getByRole('tabpanel', { name: 'Evaluation' });
    await expect(criteria.getByText('Innovation')).toBeVisible();
    await expect(criteria.getByText('30%').first()).toBeVisible();
    await expect(criteria.getByText('Presentation')).toBeVisible();
    await expect(criteria.getByText('Total: 100%')).toBeVisible();
    await shot(v, `challenge-page-${width}`);
    if (width === 375) await expectAccessible(v, 'challenge page');
  }
  await visitor.close();

  // Other specs count the demo's challenges: delete this one (no team chose it) through the tab.
  page.once('dialog', (d) => void d.accept());
  await panel.getByRole('button', { name: `Delete ${title}` }).click();
  await expect(page.getByText('Challenge Deleted', { exact: true })).toBeVisible();
  await expect(rows).toHaveCount(15);
});
