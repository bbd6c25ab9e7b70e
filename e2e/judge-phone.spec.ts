// A judge on a 375 px phone (issue 24): after 'Submit Evaluation' they land on the top of the next
// submission (its heading focused and in view, not the footer of the one just done); 'Revise' shows the
// repository link and description of the project; a revision says 'Evaluation Updated'. The admin opens
// judging early through the API (the demo's submission window is open) as the Settings panel would.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { auth, tag, teamWithSubmission, tokenFor } from './admin-helpers';
import { latestEmail, linkPath, toastWith } from './team-helpers';

async function blockingViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, help: v.help, targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }));
}

test('a judge on a phone lands on the next submission, revises with the project in view', async ({
  browser,
  request,
  playwright,
}) => {
  test.setTimeout(150_000);
  const t = tag();
  const teamVia = async () => {
    const ctx = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
    try {
      return await teamWithSubmission(ctx, tag());
    } finally {
      await ctx.dispose();
    }
  };
  await teamVia();
  await teamVia();

  // The admin invites a judge and opens judging (early: the demo's submissions are open).
  const admin = await tokenFor(request, 'admin@example.com', 'admin12345');
  const judgeEmail = `phone.judge.${t}@example.net`;
  const invited = await request.post('/api/admin/judges/invitations', {
    headers: auth(admin),
    data: { email: judgeEmail, name: `Phone Judge ${t}` },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const settings = await (await request.get('/api/admin/judging/settings', { headers: auth(admin) })).json();
  if (settings.state !== 'open') {
    const refused = await request.patch('/api/admin/judging/settings', {
      headers: auth(admin),
      data: { state: 'open' },
    });
    expect(refused.status()).toBe(409);
    expect((await refused.json()).error).toMatch(/^Submissions stay open until .+ can still change/);
    const opened = await request.patch('/api/admin/judging/settings', {
      headers: auth(admin),
      data: { state: 'open', force: true },
    });
    expect(opened.status(), await opened.text()).toBe(200);
  }
  const invitation = await latestEmail(request, judgeEmail, /invited to judge/i);

  const phone = await browser.newContext({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });
  const judge = await phone.newPage();
  try {
    await judge.goto(linkPath(invitation.text, '/judge-invite'));
    await judge.getByLabel('Password', { exact: true }).fill('judge-pass-123');
    await judge.getByLabel('Confirm Password').fill('judge-pass-123');
    await judge.getByRole('button', { name: 'Become a Judge' }).click();
    await expect(judge).toHaveURL(/\/judge$/);

    await judge.getByRole('button', { name: 'Next Submission' }).click();
    const form = judge.getByRole('form', { name: /^Evaluate / });
    await expect(form).toBeVisible();
    const first = ((await form.getAttribute('aria-label')) ?? '').replace(/^Evaluate /, '');
    const card = judge.locator('section[aria-labelledby="current-title"]');
    const repo = await card.getByRole('link', { name: 'Repository' }).getAttribute('href');
    const description = (await card.locator('p.leading-relaxed').innerText()).trim();
    expect(repo).toMatch(/^https:\/\//);
    // The judge scores each criterion (the sliders start unset) and works down to the footer, as on a phone.
    for (const slider of await form.getByRole('slider').all()) {
      await slider.focus();
      await judge.keyboard.press('ArrowRight');
    }
    await form.getByLabel('Notes').fill(`Solid work, ${first}.`);
    const submit = form.getByRole('button', { name: 'Submit Evaluation' });
    await submit.scrollIntoViewIfNeeded();
    await submit.click();
    await expect(toastWith(judge, 'Evaluation Submitted').filter({ hasText: first })).toBeVisible();

    // They land on the next submission's top: its heading focused and near the top of the screen.
    const heading = judge.locator('#current-title');
    await expect(heading).toBeFocused();
    await expect(heading).not.toHaveText(first);
    await expect(form).toHaveAttribute('aria-label', /^Evaluate /);
    const box = await heading.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.y).toBeGreaterThanOrEqual(0);
    expect(box!.y).toBeLessThan(740 / 3);
    await judge.screenshot({ path: test.info().outputPath('judge-next-375.png') });
    const landingBlocking = await blockingViolations(judge);
    expect(landingBlocking, JSON.stringify(landingBlocking, null, 2)).toEqual([]);

    // Revise the first one: the dialog shows its repository and description; a revision is 'Updated'.
    await judge.getByRole('tab', { name: 'My Evaluations' }).click();
    await judge.getByRole('button', { name: `Revise evaluation of ${first}` }).click();
    const revise = judge.getByRole('dialog', { name: 'Revise Evaluation' });
    const project = revise.getByRole('region', { name: 'The project' });
    await expect(project.getByRole('link', { name: 'Repository' })).toHaveAttribute('href', repo!);
    await expect(project).toContainText(description.slice(0, 60));
    await judge.screenshot({ path: test.info().outputPath('judge-revise-375.png') });
    const reviseBlocking = await blockingViolations(judge);
    expect(reviseBlocking, JSON.stringify(reviseBlocking, null, 2)).toEqual([]);
    const impact = revise.getByRole('slider', { name: 'Impact' });
    await impact.focus();
    await judge.keyboard.press('ArrowRight');
    await revise.getByRole('button', { name: 'Save Revision' }).click();
    await expect(revise).toBeHidden();
    await expect(toastWith(judge, 'Evaluation Updated').filter({ hasText: first })).toBeVisible();
    expect(await judge.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  } finally {
    await phone.close();
  }
});
