// The public pages the build prerendered (scripts/prerender-shell.tsx) reach visitors without a session;
// signed-in visitors and every other route get the shell (index.html), which the client router fills.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
