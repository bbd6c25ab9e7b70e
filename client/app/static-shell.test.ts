// The static shell the build puts in index.html (scripts/prerender-shell.tsx), and the public pages it
// prerenders: what a visitor sees before any script has run. It must be the app's real layout (so React's first render moves nothing) in the
// state where the session is not known yet (no LOGIN/REGISTER, no Logout), with the page area loading.
import { describe, expect, it } from 'vitest';
import { PRERENDERED_PATHS } from '@shared/prerendered';
import { renderPage, renderPageWithMeta, renderShell } from '../../scripts/prerender-shell';

describe('static shell', () => {
  const html = renderShell();

  it('has the header navigation, the footer links and a loading status', () => {
    for (const label of ['Home', 'About', 'Problems', 'Resources', 'Contact'])
      expect(html).toMatch(new RegExp(`<a[^>]*>${label}</a>`));
    for (const href of ['/faq', '/help', '/support', '/terms', '/privacy', '/cookies'])
      expect(html).toContain(`href="${href}"`);
    expect(html).toContain('<main id="main-content"');
    expect(html).toMatch(/role="status"[^>]*>.*Loading…/);
  });

  it('shows no control that depends on the session', () => {
    // The mobile menu is closed (hidden) until a script opens it; what shows is the rest.
    expect(html).toMatch(/<div id="mobile-menu" hidden=""/);
    const visible = html.replace(/<div id="mobile-menu" hidden=""[\s\S]*?<\/header>/, '</header>');
    expect(visible).not.toContain('>LOGIN<');
    expect(visible).not.toContain('>REGISTER<');
    expect(visible).not.toContain('Logout');
    expect(visible).not.toContain('aria-current="page"');
  });
});

describe('prerendered public pages', () => {
  it('draw each page as an anonymous first visit does: its heading, the signed-out header', async () => {
    for (const at of PRERENDERED_PATHS) {
      const html = await renderPage(at);
      expect(html, at).toMatch(/<h1[\s>]/);
      expect(html, at).toContain('>LOGIN<');
      expect(html, at).not.toContain('Logout');
    }
    expect(await renderPage('/login')).toMatch(/<h1[^>]*>Sign In<\/h1>/);
    expect(await renderPage('/register')).toMatch(/REGISTER YOUR/);
  });

  it("carry the page's own title and description, as the app sets them", async () => {
    const login = await renderPageWithMeta('/login');
    expect(login.title).toBe('Sign In · Hackathon');
    expect(login.description).toMatch(/Sign in/);
    const titles = new Set<string | undefined>();
    for (const at of PRERENDERED_PATHS) titles.add((await renderPageWithMeta(at)).title);
    expect(titles.size).toBe(PRERENDERED_PATHS.length);
  });

  it('is an inert picture, hidden from assistive technology, until the app takes over', async () => {
    for (const at of ['/login', '/contact', '/forgot-password']) {
      const html = await renderPage(at);
      expect(html.match(/^<div[^>]*>/)?.[0], at).toMatch(/inert="" aria-hidden="true"/);
      expect(html, at).toMatch(/<form\b/);
    }
  });
});
