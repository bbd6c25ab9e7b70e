// Judging (issue 11) end to end: an admin invites a judge, declares a conflict and opens judging; the
// judge accepts on a phone-width screen and works through the queue (never shown the conflicted team);
// the admin's coverage rises live, without a reload; the admin announces winners past the warnings.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { auth, signInAs, tag, teamWithSubmission, tokenFor } from './admin-helpers';
import { choose, latestEmail, linkPath, toastWith } from './team-helpers';

async function blockingViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, help: v.help, targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }));
}

/** The "Reviews done" figure of the admin's coverage panel. */
async function reviewsDone(admin: Page): Promise<number> {
  const text = await admin
    .getByRole('region', { name: 'Coverage' })
    .locator('dt', { hasText: 'Reviews done' })
    .locator('xpath=following-sibling::dd')
    .innerText();
  return Number(text.replace(/,/g, ''));
}

test('an admin sets up judging, a judge works through the queue on a phone, the admin announces', async ({
  page: admin,
  browser,
  request,
  playwright,
}) => {
  test.setTimeout(180_000);
  const t = tag();
  // Each team from its own API context: registering signs the leader in, and a signed-in caller cannot
  // register a second team.
  const teamVia = async () => {
    const ctx = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
    try {
      return await teamWithSubmission(ctx, tag());
    } finally {
      await ctx.dispose();
    }
  };
  const kept = await teamVia();
  const conflicted = await teamVia();
  const judgeEmail = `judge.${t}@example.net`;
  const judgeName = `Judge ${t}`;

  // The admin invites a judge from the Judging tab.
  await signInAs(admin, 'admin@example.com', 'admin12345', 'Admin');
  await admin.getByRole('tab', { name: 'Judging' }).click();
  const judges = admin.getByRole('region', { name: 'Judges' });
  await judges.getByLabel("Judge's email").fill(judgeEmail);
  await judges.getByLabel('Name (optional)').fill(judgeName);
  await judges.getByRole('button', { name: 'Invite Judge' }).click();
  // No SMTP on the test servers: the toast says the invitation waits in the Outbox, not that it was sent.
  await expect(toastWith(admin, 'Invitation Queued')).toContainText(
    `The invitation to ${judgeEmail} is queued in the Outbox and will not be delivered: SMTP is not configured.`,
  );
  await expect(judges.getByRole('region', { name: 'Invitations not accepted yet' })).toContainText(judgeEmail);
  const invitation = await latestEmail(request, judgeEmail, /invited to judge/i);

  // The judge accepts on a 375 px phone.
  const phone = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
  const judge = await phone.newPage();
  try {
    await judge.goto(linkPath(invitation.text, '/judge-invite'));
    await judge.getByLabel('Password', { exact: true }).fill('judge-pass-123');
    await judge.getByLabel('Confirm Password').fill('judge-pass-123');
    await judge.getByRole('button', { name: 'Become a Judge' }).click();
    await expect(judge).toHaveURL(/\/judge$/);
    await expect(judge.getByRole('heading', { name: 'Judging', level: 1 })).toBeVisible();

    // The admin declares the judge's conflict with one team, sets the target and opens judging.
    await admin.reload();
    await admin.getByRole('tab', { name: 'Judging' }).click();
    const conflicts = admin.getByRole('region', { name: 'Conflicts of interest' });
    const addForm = conflicts.getByRole('form', { name: 'Add conflict' });
    await choose(admin, 'Judge', judgeName, addForm);
    await choose(admin, 'Team', conflicted.name, addForm);
    await addForm.getByLabel('Reason (optional)').fill('Former colleague of the leader');
    await addForm.getByRole('button', { name: 'Add Conflict' }).click();
    await expect(toastWith(admin, 'Conflict Added')).toBeVisible();
    await expect(conflicts.getByRole('row').filter({ hasText: conflicted.name })).toContainText(judgeName);
    const settings = admin.getByRole('region', { name: 'Settings' });
    // The demo's submissions are still open: opening judging is an early opening, confirmed once more.
    const open = settings.getByRole('button', { name: /^Open Judging/ });
    if (await open.isVisible()) {
      await open.click();
      const early = settings.getByRole('alert').filter({ hasText: 'Submissions stay open until' });
      await expect(early).toContainText(/can still change/);
      await settings.getByRole('button', { name: 'Open Judging Early', exact: true }).click();
    }
    await expect(settings.getByText('Judging open')).toBeVisible();
    await expect(admin.getByText(/Forecast from 20 simulated events/)).toBeVisible({ timeout: 60_000 });
    const adminBlocking = await blockingViolations(admin);
    expect(adminBlocking, `Judging tab: ${JSON.stringify(adminBlocking, null, 2)}`).toEqual([]);
    // No reload from here on: what the admin sees next comes over /ws.
    await admin.evaluate(() => ((window as unknown as { noReload?: boolean }).noReload = true));
    const before = await reviewsDone(admin);

    // The judge works through the queue at phone width until nothing is left for them.
    await judge.reload();
    const seen: string[] = [];
    let checkedA11y = false;
    for (let round = 0; round < 40; round++) {
      const form = judge.getByRole('form', { name: /^Evaluate / });
      // Done: nothing this judge may take, or every project has its reviews (then no button is offered).
      const nothingLeft = judge.getByText(/Nothing left for you|All projects have their reviews/);
      const ask = judge.getByRole('button', { name: 'Next Submission' });
      // After an evaluation the next submission (or the empty card) takes a moment to show: wait for one.
      await expect(form.or(nothingLeft).or(ask).first()).toBeVisible();
      if (!(await form.isVisible())) {
        if (await nothingLeft.isVisible()) break;
        // The button may give way to the next submission on its own (the queue refetched): no waiting on it.
        if (await ask.isVisible()) await ask.click({ timeout: 5_000 }).catch(() => undefined);
        await expect(form.or(nothingLeft).first()).toBeVisible();
        if (!(await form.isVisible())) break;
      }
      const teamName = ((await form.getAttribute('aria-label')) ?? '').replace(/^Evaluate /, '');
      seen.push(teamName);
      if (seen.length === 1) {
        // The first one is skipped, with a reason (required): it never comes back to this judge.
        await form.getByRole('button', { name: 'Skip' }).click();
        const skip = judge.getByRole('form', { name: 'Skip' });
        await skip.getByRole('button', { name: 'Skip Submission' }).click();
        await expect(skip.getByText('Please say why you skip this submission')).toBeVisible();
        await skip.getByLabel('Why do you skip it?').fill('Outside my expertise');
        await skip.getByRole('button', { name: 'Skip Submission' }).click();
        await expect(toastWith(judge, 'Submission Skipped')).toBeVisible();
        await expect(judge.getByRole('form', { name: `Evaluate ${teamName}`, exact: true })).toHaveCount(0);
        continue;
      }
      if (!checkedA11y) {
        await judge.screenshot({ path: test.info().outputPath('judge-375.png'), fullPage: true });
        // The same form on a laptop (issue 31's screenshots: the sliders start unset).
        await judge.setViewportSize({ width: 1366, height: 900 });
        await judge.screenshot({ path: test.info().outputPath('judge-1366.png'), fullPage: true });
        await judge.setViewportSize({ width: 375, height: 812 });
        const blocking = await blockingViolations(judge);
        expect(blocking, JSON.stringify(blocking, null, 2)).toEqual([]);
        // Nothing wider than the phone: no sideways scrolling.
        expect(await judge.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
        checkedA11y = true;
      }
      // The sliders start unset (issue 31): an untouched evaluation is not sent, and the form says why.
      const sliders = form.getByRole('slider');
      await expect(sliders.first()).toHaveAttribute('aria-valuetext', 'Not scored yet');
      await form.getByRole('button', { name: 'Submit Evaluation' }).click();
      await expect(form.getByRole('alert')).toContainText('Score every criterion');
      await expect(toastWith(judge, 'Evaluation Submitted')).toHaveCount(0);
      // A key press sets an unset slider where its middle step lands (7 after one step right).
      for (const slider of await sliders.all()) {
        await slider.focus();
        await judge.keyboard.press('ArrowRight');
      }
      const innovation = judge.getByRole('slider', { name: 'Innovation' });
      await innovation.focus();
      await judge.keyboard.press('ArrowRight');
      await expect(innovation).toHaveAttribute('aria-valuenow', '8');
      await expect(form.getByText('7.2')).toBeVisible();
      await form.getByLabel('Notes').fill(`Clear demo, ${teamName}.`);
      await form.getByRole('button', { name: 'Submit Evaluation' }).click();
      await expect(toastWith(judge, 'Evaluation Submitted').filter({ hasText: teamName })).toBeVisible();
      await expect(judge.getByRole('form', { name: `Evaluate ${teamName}`, exact: true })).toHaveCount(0);
      if (seen.length === 2) {
        // The admin's coverage counts it without a reload.
        await expect.poll(() => reviewsDone(admin)).toBeGreaterThan(before);
      }
    }
    expect(seen).toContain(kept.name);
    expect(seen).not.toContain(conflicted.name);
    expect(new Set(seen).size).toBe(seen.length);
    const evaluated = seen.slice(1);

    // The judge's own evaluations, revisable while judging is open.
    await judge.getByRole('tab', { name: 'My Evaluations' }).click();
    const mine = judge
      .getByRole('tabpanel', { name: 'My Evaluations' })
      .getByRole('listitem')
      .filter({ hasText: evaluated[0]! });
    await expect(mine).toContainText('7.2');
    await mine.getByRole('button', { name: `Revise evaluation of ${evaluated[0]}` }).click();
    const revise = judge.getByRole('dialog', { name: 'Revise Evaluation' });
    const impact = revise.getByRole('slider', { name: 'Impact' });
    await expect(impact).toHaveAttribute('aria-valuenow', '7');
    await impact.focus();
    await judge.keyboard.press('ArrowRight');
    await revise.getByRole('button', { name: 'Save Revision' }).click();
    await expect(revise).toBeHidden();
    await expect(mine).toContainText('7.4');

    // The admin sees the judge's progress and announces winners past the warnings.
    const coverage = admin.getByRole('region', { name: 'Coverage' });
    const progress = coverage
      .getByRole('table', { name: "Judges' progress" })
      .getByRole('row')
      .filter({ hasText: judgeName });
    // Columns: judge, reviews, in progress, skips, conflicts.
    await expect(progress.getByRole('cell').nth(1)).toHaveText(String(evaluated.length));
    await expect(progress.getByRole('cell').nth(3)).toHaveText('1');
    await expect(progress.getByRole('cell').nth(4)).toHaveText('1');
    expect(await admin.evaluate(() => (window as unknown as { noReload?: boolean }).noReload)).toBe(true);
    await admin.getByRole('button', { name: 'Announce Winners' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Announce Winners' });
    const warnings = dialog.getByRole('status').filter({ hasText: 'not final' });
    await expect(warnings).toContainText(/open/i);
    await expect(dialog.getByRole('region', { name: 'Overall' })).toContainText(/raw/);
    const dialogBlocking = await blockingViolations(admin);
    expect(dialogBlocking, `Announce Winners: ${JSON.stringify(dialogBlocking, null, 2)}`).toEqual([]);
    // Other specs may move the ranking meanwhile: the server then refuses (409) and the dialog shows the
    // new ranking to confirm again.
    await expect(async () => {
      await dialog.getByRole('button', { name: 'Review Warnings and Announce' }).click();
      await expect(dialog.getByRole('alert')).toContainText('Announce despite');
      await dialog.getByRole('button', { name: 'Announce Anyway' }).click();
      // The open dialog hides the rest of the page from the accessibility tree: find the toast by its text.
      await expect(admin.getByText('Winners Announced', { exact: true })).toBeVisible({ timeout: 5000 });
    }).toPass({ timeout: 30_000 });
    await expect(dialog.getByText('The winners are published.')).toBeVisible();
  } finally {
    // Published winners close the demo's submissions (issue 24): take them back off, so a rerun (or a
    // spec added after this one on its server) finds the demo as it expects.
    const token = await tokenFor(request, 'admin@example.com', 'admin12345');
    await request.post('/api/admin/winners/unpublish', {
      headers: auth(token),
      data: { reason: 'End of the judging browser test' },
    });
    await phone.close();
  }
});
