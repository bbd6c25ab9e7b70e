// The public content pages reach a visitor without a session drawn with the current edition's content
// (decision 0025): the organizers' headings and prose in the first HTML, escaped, drawn again after an
// organizer saves, and the next edition's once it is made current. The renderer is the build's own
// (scripts/page-renderer.tsx), bundled here into the test's client folder as the build bundles it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_RENDERER_FILE, PRERENDERED_ANSWERS_ID, PRERENDERED_DIR } from '@shared/prerendered';
import { SESSION_HINT_COOKIE } from '@shared/constants';
import { buildPageRenderer } from '../../scripts/lib/page-renderer-bundle';
import { bearer, createTestApp, loginAs, type TestApp } from '../test/helpers';

let t: TestApp;
let dir: string;
let admin: string;
// As index.html is built: the shell in #root, the body's last element.
const INDEX =
  '<!doctype html><html><head><title>Hackathon</title><meta name="description" content="Built." />' +
  '<script type="module" src="/assets/main.js"></script></head><body><div id="root"><p>the shell</p></div>\n  </body></html>';

/** Text as React writes it into HTML. */
const asHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
const get = (url: string, cookie?: string) => t.app.inject({ url, headers: cookie ? { cookie } : {} });
const json = async (url: string) => (await get(url)).json();
/** The answers the page carries for the client's first render. */
const answersOf = (html: string) =>
  JSON.parse(
    new RegExp(`<script type="application/json" id="${PRERENDERED_ANSWERS_ID}">([^<]*)</script>`).exec(html)![1]!,
  );

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'client-'));
  fs.mkdirSync(path.join(dir, PRERENDERED_DIR));
  fs.writeFileSync(path.join(dir, 'index.html'), INDEX);
  await buildPageRenderer(path.join(dir, PRERENDERED_DIR, PAGE_RENDERER_FILE));
  t = await createTestApp({ clientDist: dir, seedDemo: true });
  admin = await loginAs(t.app, 'admin@example.com', 'admin12345');
}, 60_000);
afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('content pages in the first HTML', () => {
  it("About, FAQ, Resources and the legal pages carry the edition's own headings and prose", async () => {
    const event = await json('/api/event');
    const about = (await json('/api/content/about')).document;
    const aboutHtml = (await get('/about')).body;
    expect(aboutHtml).not.toContain('the shell');
    expect(aboutHtml).toContain(asHtml(event.name));
    expect(aboutHtml).toContain(asHtml(about.what.title));
    expect(aboutHtml).toContain(asHtml(about.what.cards[0].title));
    expect(aboutHtml).toContain(about.intro.html); // the server's sanitised rendering, as the client shows it
    expect(aboutHtml).toMatch(new RegExp(`<title>About · ${event.name}</title>`));

    const faq = (await json('/api/content/faq')).document;
    const faqHtml = (await get('/faq/')).body;
    expect(faqHtml).toContain(asHtml(faq.tabs[0].label));
    expect(faqHtml).toContain(asHtml(faq.tabs[0].entries[0].question));

    for (const page of ['terms', 'privacy', 'resources']) {
      const doc = (await json(`/api/content/${page}`)).document;
      const html = (await get(`/${page}`)).body;
      expect(html, page).not.toContain('the shell');
      const section = doc.sections?.[0]?.title ?? doc.title;
      expect(typeof section, page).toBe('string');
      expect(html, page).toContain(asHtml(section));
      // The client's first render reads the same answers.
      expect(answersOf(html)[`/api/content/${page}`], page).toEqual(await json(`/api/content/${page}`));
    }
  });

  it('every content page is drawn, with the answers it was drawn from', async () => {
    for (const at of ['/about', '/faq', '/resources', '/help', '/terms', '/privacy', '/cookies', '/problems']) {
      const html = (await get(at)).body;
      expect(html, at).not.toContain('the shell');
      expect(answersOf(html)['/api/event'].name, at).toBe((await json('/api/event')).name);
    }
  });

  it('the challenges list and a challenge page carry the challenges', async () => {
    const list = await json('/api/problems');
    expect(list.length).toBeGreaterThan(1);
    const listHtml = (await get('/problems')).body;
    for (const p of list) expect(listHtml).toContain(asHtml(p.title));
    const detail = await json(`/api/problems/${list[0].slug}`);
    const detailHtml = (await get(`/problems/${list[0].slug}`)).body;
    expect(detailHtml).toContain(asHtml(detail.title));
    expect(detailHtml).toMatch(new RegExp(`<title>${asHtml(detail.title)} · `));
    // A tab of the list (?category=) is left to the app, which filters it.
    expect((await get('/problems?category=ai')).body).toContain('the shell');
    // No such challenge: the shell, and the app shows its own "not found".
    expect((await get('/problems/no-such-challenge')).body).toContain('the shell');
  });

  it('a visitor with a session gets the shell, as before', async () => {
    expect((await get('/about', `${SESSION_HINT_COOKIE}=1`)).body).toContain('the shell');
  });

  it("an organizer's save is in the next page sent; a stored <script> is text, never markup", async () => {
    const url = '/api/admin/events/hackverse-2027/content/about';
    const stored = (await t.app.inject({ url, headers: bearer(admin) })).json();
    const attack = '</script><script>alert(1)</script><!--';
    const document = {
      ...stored.document,
      what: { ...stored.document.what, title: `Fresh heading ${attack}` },
      intro: { markdown: `Fresh **intro** ${attack}`, html: '<script>alert("client-sent")</script>' },
    };
    const saved = await t.app.inject({
      method: 'PUT',
      url,
      headers: bearer(admin),
      payload: { document, version: stored.version },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const html = (await get('/about')).body;
    expect(html).toContain(asHtml(`Fresh heading ${attack}`));
    expect(html).toContain('Fresh <strong>intro</strong>');
    // The only scripts are the page's own and the answers' block: nothing the organizer typed opened one.
    expect(html.match(/<script\b/gi)).toHaveLength(2);
    expect(html).not.toContain('alert("client-sent")');
    expect(html).not.toMatch(/<script>alert/);
    expect(answersOf(html)['/api/content/about'].document.what.title).toBe(`Fresh heading ${attack}`);
  });

  it('a renamed challenge is in the next list and challenge page sent', async () => {
    const [first] = await json('/api/problems');
    const renamed = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/problems/${first.id}`,
      headers: bearer(admin),
      payload: { title: 'Renamed & Reborn Challenge' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await get('/problems')).body).toContain('Renamed &amp; Reborn Challenge');
    expect((await get(`/problems/${first.slug}`)).body).toContain('Renamed &amp; Reborn Challenge');
  });

  it("making another edition current sends that edition's content", async () => {
    const before = await json('/api/event');
    expect((await get('/about')).body).toContain(asHtml(before.name));
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/events',
      headers: bearer(admin),
      payload: { name: 'Quillfeather Jam', slug: 'quillfeather-jam' },
    });
    expect(created.statusCode, created.body).toBeLessThan(300);
    const switched = await t.app.inject({
      method: 'POST',
      url: '/api/admin/events/quillfeather-jam/make-current',
      headers: bearer(admin),
      payload: { replaces: before.slug },
    });
    expect(switched.statusCode, switched.body).toBe(200);
    const html = (await get('/about')).body;
    expect(html).toContain('Quillfeather Jam');
    expect(html).not.toContain(asHtml(before.name));
    expect(html).not.toContain('Fresh heading');
    expect(answersOf(html)['/api/event'].name).toBe('Quillfeather Jam');
  });
});
