// Puts the app's static shell into the built index.html, and prerenders the public pages.
// - The shell (index.html): the header, the footer and the page area's loading indicator, rendered from
//   the same components React renders, in the state before the session is known. Signed-in visitors and
//   every page not prerendered get it.
// - The public pages (dist/client/_prerendered/*.html): each page as an anonymous visitor's first render
//   draws it (signed out, data still loading). The server sends one to a visitor without the session hint
//   cookie (server/static.ts). The browser paints the page's own heading and text as soon as the HTML and
//   CSS arrive (the largest paint no longer waits for the JavaScript), and React's first render replaces
//   it with the same layout, so nothing moves. The copy is inert and hidden from assistive technology
//   until then: nothing typed or clicked into it can be lost.
import fs from 'node:fs';
import path from 'node:path';
import { register } from 'node:module';
import { renderToStaticMarkup } from 'react-dom/server';
import { Router } from 'wouter';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { PendingSessionProvider } from '../client/lib/auth-context';
import { AppLayout } from '../client/app/layout/app-layout';
import { PageFallback } from '../client/app/page-fallback';
import { PAGE_RENDERER_FILE, PRERENDERED_DIR, PRERENDERED_PATHS, prerenderedFile } from '../shared/prerendered';
import { buildPageRenderer } from './lib/page-renderer-bundle';
import { matchRoute } from '../client/app/routes';
import type { RenderedPage } from '../shared/prerendered';
import { renderRoute } from './lib/render-page';

/** The page's markup as an anonymous visitor's first render draws it (data still loading), title and description. */
export async function renderPageWithMeta(at: string): Promise<RenderedPage> {
  const route = matchRoute(at);
  if (!route) throw new Error(`No route for ${at}`);
  return renderRoute(at, route);
}

const ROOT = '<div id="root"></div>';

export function renderShell(): string {
  // A location no route matches: no header link is marked as the current page (the shell serves every route).
  // The header reads the event (its name and logo): a query client with nothing fetched, as on a first visit.
  return renderToStaticMarkup(
    <Router ssrPath="/__shell">
      <QueryClientProvider client={new QueryClient()}>
        <PendingSessionProvider>
          <AppLayout>
            <PageFallback />
          </AppLayout>
        </PendingSessionProvider>
      </QueryClientProvider>
    </Router>,
  );
}

const escapeAttr = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The page's markup as an anonymous visitor's first render draws it, data still loading. */
export async function renderPage(at: string): Promise<string> {
  return (await renderPageWithMeta(at)).html;
}

/** index.html with the page in #root and the page's own title and description in the head. */
function pageDocument(template: string, page: { html: string; title?: string; description?: string }): string {
  let doc = template.replace(ROOT, `<div id="root">${page.html}</div>`);
  if (page.title) doc = doc.replace(/<title>[^<]*<\/title>/, `<title>${escapeAttr(page.title)}</title>`);
  if (page.description)
    doc = doc.replace(
      /(<meta\s+name="description"\s+content=")[^"]*(")/,
      (_, open: string, close: string) => `${open}${escapeAttr(page.description!)}${close}`,
    );
  return doc;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // Pages import their stylesheets; the pages are loaded below, after this hook is in place.
  register('./lib/ignore-css.mjs', import.meta.url);
  const file = path.resolve(process.argv[2] ?? 'dist/client/index.html');
  const html = fs.readFileSync(file, 'utf8');
  if (!html.includes(ROOT)) throw new Error(`${file} has no empty ${ROOT} to fill`);
  const shell = renderShell();
  fs.writeFileSync(file, html.replace(ROOT, `<div id="root">${shell}</div>`));
  console.log(`Static shell: ${(shell.length / 1024).toFixed(1)} kB of HTML in ${path.relative(process.cwd(), file)}`);

  const outDir = path.join(path.dirname(file), PRERENDERED_DIR);
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.mkdirSync(outDir, { recursive: true });
  for (const at of PRERENDERED_PATHS) {
    fs.writeFileSync(path.join(outDir, prerenderedFile(at)), pageDocument(html, await renderPageWithMeta(at)));
  }
  console.log(`Prerendered ${PRERENDERED_PATHS.length} public pages into ${path.relative(process.cwd(), outDir)}/`);
  // The content pages drawn with the edition's answers, at the server (decision 0025).
  await buildPageRenderer(path.join(outDir, PAGE_RENDERER_FILE));
}
