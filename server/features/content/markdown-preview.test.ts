// Issue 31: the Markdown preview of the Pages editor showed {{eventName}} and {{hackingStarts}} as typed,
// while visitors read the edition's name and dates. The preview now fills them through the same function
// as the served pages, for the edition being edited (?event=), so both are the same HTML.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, loginAs, type TestApp } from '../../test/helpers';

// Documents are read and changed freely here, as JSON.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ seedDemo: true });
  admin = await loginAs(t.app, 'admin@example.com', 'admin12345');
});
afterAll(() => t.close());

const SLUG = 'hackverse-2027';
const SOURCE =
  '**{{eventName}}** starts {{hackingStarts}}; teams of {{teamSize}}, {{challengeCount}} challenges. ' +
  '[Write to us](mailto:{{contactEmail}}) about {{prizes}}.';

const preview = async (markdown: string, slug?: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/admin/markdown/preview${slug ? `?event=${slug}` : ''}`,
    headers: bearer(admin),
    payload: { markdown },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().html as string;
};

describe('the Markdown preview', () => {
  it('shows placeholders filled exactly as visitors will read them on the page', async () => {
    const stored = (
      await t.app.inject({ url: `/api/admin/events/${SLUG}/content/faq`, headers: bearer(admin) })
    ).json();
    const document: Json = stored.document;
    document.tabs[0].entries[0].answer = { markdown: SOURCE };
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/events/${SLUG}/content/faq`,
      headers: bearer(admin),
      payload: { document, version: stored.version },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const served: string = (await t.app.inject({ url: '/api/content/faq' })).json().document.tabs[0].entries[0].answer
      .html;

    const html = await preview(SOURCE, SLUG);
    expect(html).toBe(served);
    expect(html).not.toContain('{{');
    expect(html).not.toContain('%7B%7B');
    const event = (await t.app.inject({ url: '/api/event' })).json();
    expect(html).toContain(`<strong>${event.name}</strong>`);
    expect(html).toContain(`mailto:${event.contactEmail}`);
    // Without ?event= the current edition is the one previewed.
    expect(await preview(SOURCE)).toBe(served);
  });

  it("fills in the facts of the edition being edited, a draft's own name", async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/events',
      headers: bearer(admin),
      payload: { name: 'Open Source Climate Hack 2028', slug: 'climate-2028', copyFrom: SLUG },
    });
    expect(created.statusCode, created.body).toBe(201);
    const html = await preview('Welcome to {{eventName}}', 'climate-2028');
    expect(html).toBe('<p>Welcome to Open Source Climate Hack 2028</p>\n');
  });
});
