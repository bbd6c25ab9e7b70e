// Helpers of the team journey's browser tests: unique data, sign-in, admin calls through the API and the
// outbox (admins read it through GET /api/admin/outbox), so a test can follow an emailed link.
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

export const uid = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

export async function apiToken(request: APIRequestContext, email: string, password: string): Promise<string> {
  const res = await request.post('/api/auth/login', { data: { email, password } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).token as string;
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

export async function adminToken(request: APIRequestContext) {
  return apiToken(request, 'admin@example.com', 'admin12345');
}

/** The newest email to `to` whose subject matches, read through the admin outbox (polled: mail is written at commit). */
export async function latestEmail(
  request: APIRequestContext,
  to: string,
  subject: RegExp,
): Promise<{ to: string; subject: string; text: string }> {
  const token = await adminToken(request);
  let found: { to: string; subject: string; text: string } | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/admin/outbox?q=${encodeURIComponent(to)}&pageSize=50`, {
          headers: bearer(token),
        });
        if (!res.ok()) return `outbox answered ${res.status()}`;
        const page = (await res.json()) as { items: { id: number; to: string; subject: string; text: string }[] };
        found = page.items
          .filter((m) => m.to.toLowerCase() === to.toLowerCase() && subject.test(m.subject))
          .sort((a, b) => b.id - a.id)[0];
        return found ? 'found' : 'missing';
      },
      { timeout: 10_000 },
    )
    .toBe('found');
  return found!;
}

/** The path of the first link to this site in an email's text (e.g. /invite/<token>). */
export function linkPath(text: string, prefix: string): string {
  const match = text.match(new RegExp(`https?://[^\\s/]+(${prefix}/[\\w-]+)`));
  expect(match, `no ${prefix} link in: ${text}`).not.toBeNull();
  return match![1]!;
}

export function teamPayload(tag: string) {
  return {
    team: { name: `E2E Team ${tag}`, problemId: 0, description: `E2E Team ${tag} is a team of 2 members.` },
    leader: { name: `Lead ${tag}`, email: `lead.${tag}@example.org`, phone: '+1 555 010 2030', gender: 'male' },
    members: [{ name: `Mem ${tag}`, email: `mem.${tag}@example.org`, gender: 'female' }],
  };
}

/** Registers a team through the API and answers its leader's generated credentials. */
export async function registerTeamViaApi(request: APIRequestContext, tag: string) {
  const payload = teamPayload(tag);
  const res = await request.post('/api/register-team', { data: payload });
  expect(res.status(), await res.text()).toBe(201);
  const body = (await res.json()) as {
    team: { id: number; name: string };
    leader: { username: string; password: string };
  };
  // Registering signs the new leader in (issue 31); the caller's request context is handed back signed
  // out, so its next registration is a new person's, not this leader's second team.
  await request.post('/api/auth/logout');
  return {
    payload,
    teamId: body.team.id,
    teamName: body.team.name,
    leaderEmail: payload.leader.email,
    password: body.leader.password,
  };
}

/** Picks an option of a Radix select found by its label, inside `scope` (a fieldset, a form) or the page. */
export async function choose(
  page: Page,
  label: string,
  option: string | RegExp,
  scope: Locator = page.locator('body'),
) {
  const control = scope.getByLabel(label, { exact: true });
  // Public forms use the browser's own <select>; the signed-in areas the Radix Select (a button and a listbox).
  if ((await control.evaluate((el) => el.tagName)) === 'SELECT') {
    // The options may still be on their way (the register form's challenges come after the form is drawn):
    // the one asked for is waited for, as a person waits for the list to fill.
    let labels: string[] = [];
    let match: string | undefined;
    await expect
      .poll(async () => {
        labels = await control.locator('option').allTextContents();
        match = labels.find((l) => (typeof option === 'string' ? l.trim() === option : option.test(l)));
        return match !== undefined;
      })
      .toBe(true)
      .catch(() => {
        throw new Error(`No option ${String(option)} in ${label}: ${labels.join(', ')}`);
      });
    await control.selectOption({ label: match!.trim() });
    return;
  }
  await control.click();
  await page.getByRole('option', { name: option, exact: typeof option === 'string' }).click();
}

/** A visible toast holding `text` (the Radix viewport's list item, not its screen-reader announcement). */
export function toastWith(page: Page, text: string | RegExp): Locator {
  return page
    .getByRole('region', { name: /Notifications/ })
    .getByRole('listitem')
    .filter({ hasText: text });
}

/**
 * Closes a menu or dialog with Escape, as a person would, and waits until it is gone. A press that came
 * before the overlay listened (on a loaded machine a menu is drawn a moment before its key handler is
 * attached) left it open, hiding the page behind it from the next step: it is pressed again.
 */
export async function closeWithEscape(page: Page, overlay: Locator): Promise<void> {
  await expect(async () => {
    if ((await overlay.count()) > 0) await page.keyboard.press('Escape');
    await expect(overlay).toHaveCount(0, { timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
}
