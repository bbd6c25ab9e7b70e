// The static shell the build puts in index.html (scripts/prerender-shell.tsx): what a visitor sees before
// any script has run. It must be the app's real layout (so React's first render moves nothing) in the
// state where the session is not known yet (no LOGIN/REGISTER, no Logout), with the page area loading.
import { describe, expect, it } from 'vitest';
import { renderShell } from '../../scripts/prerender-shell';

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
