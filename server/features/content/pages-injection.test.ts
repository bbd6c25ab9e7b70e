// Markdown injection (issue 23): script tags, event-handler attributes, javascript: and data: links typed
// into EVERY Markdown field of every page are stored, and served, as nothing executable.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_NAMES } from '@shared/schemas/pages/index';
import { bearer, createTestApp, loginAs, type TestApp } from '../../test/helpers';
import { mapDocument } from './pages/document-walk';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ seedDemo: true });
  admin = await loginAs(t.app, 'admin@example.com', 'admin12345');
});
afterAll(() => t.close());

export const INJECTION = [
  '<script>alert("script")</script>',
  '<img src=x onerror="alert(1)">',
  '<a href="#" onclick="alert(2)">click</a>',
  '[js link](javascript:alert(3)) [JS](JaVaScRiPt:alert(4)) [enc](&#106;avascript:alert(5))',
  '[data link](data:text/html;base64,PHNjcmlwdD5hbGVydCg2KTwvc2NyaXB0Pg==)',
  '![img](javascript:alert(7)) ![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoOCk+)',
  '<svg onload=alert(9)></svg> <iframe src="javascript:alert(10)"></iframe>',
  '[vb](vbscript:msgbox(11)) [file](file:///etc/passwd) [proto](//evil.example/x)',
  '<https://ok.example> [ok](https://ok.example "title\\" onmouseover=\\"alert(12)")',
].join('\n\n');

/** Every tag of the HTML: its name and attributes. Nothing may run: no script-like tags, no on* handlers, only safe URLs. */
export function executableParts(html: string): string[] {
  const bad: string[] = [];
  for (const m of html.matchAll(/<([a-zA-Z][a-zA-Z0-9]*)([^>]*)>/g)) {
    const [tag, name, attrs] = [m[0], m[1]!.toLowerCase(), m[2]!];
    if (['script', 'iframe', 'svg', 'object', 'embed', 'style', 'form', 'input', 'base', 'meta', 'link'].includes(name))
      bad.push(tag);
    // markdown-it writes every attribute as name="value", with quotes inside values escaped.
    const rest = attrs.replace(/\s([a-zA-Z:-]+)="([^"]*)"/g, (_all, attr: string, value: string) => {
      if (/^on/i.test(attr)) bad.push(tag);
      if (/^(?:href|src)$/i.test(attr) && !/^(?:https?:\/\/|mailto:|\/(?!\/)|#)/i.test(value)) bad.push(tag);
      return '';
    });
    if (rest.trim() !== '') bad.push(tag); // anything not a quoted attribute
  }
  return bad;
}

describe('Markdown injection', () => {
  it('renders nothing executable from any Markdown field of any page', async () => {
    let fields = 0;
    for (const page of PAGE_NAMES) {
      const url = `/api/admin/events/hackverse-2027/content/${page}`;
      const stored = (await t.app.inject({ url, headers: bearer(admin) })).json();
      const attacked = mapDocument(stored.document, {
        onMarkdown: () => {
          fields++;
          return { markdown: INJECTION, html: '<script>alert("client-sent html")</script>' };
        },
      });
      const res = await t.app.inject({
        method: 'PUT',
        url,
        headers: bearer(admin),
        payload: { document: attacked, version: stored.version },
      });
      expect(res.statusCode, `${page}: ${res.body}`).toBe(200);
      const served = (await t.app.inject({ url: `/api/content/${page}` })).json();
      const htmls: string[] = [];
      JSON.stringify(served.document, (k, v) => {
        if (k === 'html') htmls.push(v as string);
        return v;
      });
      expect(htmls.length, page).toBeGreaterThan(0);
      for (const html of htmls) {
        expect(executableParts(html), `${page}: ${html}`).toEqual([]);
        expect(html).toContain('&lt;script&gt;'); // shown as text
        expect(html).not.toMatch(/<script/i);
        expect(html).not.toMatch(/href="(?:javascript|data|vbscript):/i);
      }
    }
    expect(fields).toBeGreaterThanOrEqual(PAGE_NAMES.length);
  });
});
