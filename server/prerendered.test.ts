// The public pages the build prerendered (scripts/prerender-shell.tsx) reach visitors without a session;
// signed-in visitors and every other route get the shell (index.html), which the client router fills.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { events } from './db/schema';
import { SESSION_HINT_COOKIE } from '@shared/constants';
import { createTestApp, type TestApp } from './test/helpers';

describe('prerendered public pages', () => {
  let t: TestApp;
  let dir: string;
  const page = (title: string) => `<!doctype html><html><body><div id="root"><h1>${title}</h1></div></body></html>`;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'client-'));
    fs.mkdirSync(path.join(dir, '_prerendered'));
    fs.writeFileSync(path.join(dir, 'index.html'), page('shell'));
    fs.writeFileSync(path.join(dir, '_prerendered', 'login.html'), page('Sign In'));
    fs.writeFileSync(path.join(dir, '_prerendered', 'home.html'), page('Home'));
    t = await createTestApp({ clientDist: dir });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('an anonymous visitor gets the page already drawn, whatever the case or trailing slash', async () => {
    for (const url of ['/login', '/LOGIN/', '/login?next=%2Fadmin']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<h1>Sign In</h1>');
      expect(res.headers['cache-control']).toBe('no-cache');
      // A shared cache must not hand the anonymous page to a signed-in visitor.
      expect(String(res.headers.vary)).toMatch(/cookie/i);
    }
    expect((await t.app.inject({ url: '/' })).body).toContain('<h1>Home</h1>');
  });

  it('a visitor with a session, and any page not prerendered, get the shell', async () => {
    const signedIn = await t.app.inject({ url: '/login', headers: { cookie: `a=b; ${SESSION_HINT_COOKIE}=1` } });
    expect(signedIn.body).toContain('<h1>shell</h1>');
    expect((await t.app.inject({ url: '/team-dashboard' })).body).toContain('<h1>shell</h1>');
    expect((await t.app.inject({ url: '/problems' })).body).toContain('<h1>shell</h1>'); // not built here
  });

  it('does not serve the prerendered files at addresses of their own', async () => {
    const res = await t.app.inject({ url: '/_prerendered/login.html' });
    expect(res.body).toContain('<h1>shell</h1>');
  });
});

describe("the home page's event name", () => {
  let t: TestApp;
  let dir: string;
  // As the build writes it (home/hero.tsx): the marked element holds the prerender's stand-in. Over 1 KB,
  // as the real page is (67 KB): smaller answers go out uncompressed, as every answer does.
  const home =
    '<!doctype html><html><body><div id="root"><div inert="" aria-hidden="true"><h1 id="hero-title">' +
    '<span class="text-gradient" data-fill="event-name">The online hackathon</span>' +
    '<span class="block empty:hidden" data-fill="hero-line"></span></h1>' +
    '<p>Build what matters in 48 hours.</p>'.repeat(40) +
    '</div></div></body></html>';
  const heading = (html: string) => /data-fill="event-name">([^<]*)</.exec(html)?.[1];
  const heroLine = (html: string) => /data-fill="hero-line">([^<]*)</.exec(html)?.[1];

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'client-'));
    fs.mkdirSync(path.join(dir, '_prerendered'));
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
    fs.writeFileSync(path.join(dir, '_prerendered', 'home.html'), home);
    t = await createTestApp({ clientDist: dir });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('is written into the prerendered heading, escaped, and follows a renamed event at once', async () => {
    const [row] = await t.app.db
      .select({ name: events.name, heroLine: events.heroLine })
      .from(events)
      .where(eq(events.state, 'current'));
    const first = await t.app.inject({ url: '/' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toMatch(/^text\/html/);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(String(first.headers.vary)).toMatch(/cookie/i);
    expect(heading(first.body)).toBe(row!.name);
    // The organizers' line under the name is part of the same first paint (the demo's "Build. Compete. Win.").
    expect(heroLine(first.body)).toBe(row!.heroLine);
    expect(row!.heroLine).toBe('Build. Compete. Win.');
    // The rest of the page is the build's, untouched.
    expect(
      first.body
        .replace(row!.name, 'The online hackathon')
        .replace(`data-fill="hero-line">${row!.heroLine}<`, 'data-fill="hero-line"><'),
    ).toBe(home);

    await t.app.db.update(events).set({ name: 'Hack <Night> & "Day"' }).where(eq(events.state, 'current'));
    const renamed = await t.app.inject({ url: '/' });
    expect(heading(renamed.body)).toBe('Hack &lt;Night&gt; &amp; &quot;Day&quot;');
    expect(renamed.headers.etag).not.toBe(first.headers.etag);
    await t.app.db.update(events).set({ name: row!.name }).where(eq(events.state, 'current'));

    await t.app.db.update(events).set({ heroLine: 'Hack the <climate>' }).where(eq(events.state, 'current'));
    expect(heroLine((await t.app.inject({ url: '/' })).body)).toBe('Hack the &lt;climate&gt;');
    await t.app.db.update(events).set({ heroLine: row!.heroLine }).where(eq(events.state, 'current'));
  });

  it('is sent compressed and revalidated like any page', async () => {
    const plain = await t.app.inject({ url: '/' });
    const br = await t.app.inject({ url: '/', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const again = await t.app.inject({ url: '/', headers: { 'if-none-match': String(plain.headers.etag) } });
    expect(again.statusCode).toBe(304);
    // A signed-in visitor gets the shell, as for every prerendered page.
    const signedIn = await t.app.inject({ url: '/', headers: { cookie: `${SESSION_HINT_COOKIE}=1` } });
    expect(signedIn.body).toContain('<div id="root"></div>');
  });
});
