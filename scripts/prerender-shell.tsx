// Puts the app's static shell into the built index.html: the header, the footer and the page area's
// loading indicator, rendered from the same components React renders, in the state before the session
// is known. The browser paints it as soon as the HTML and CSS arrive, before any script has run (first
// contentful paint no longer waits for the JavaScript), and React's first render replaces it with the
// same layout, so nothing moves.
import fs from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { Router } from 'wouter';
import { PendingSessionProvider } from '../client/lib/auth-context';
import { AppLayout } from '../client/app/layout/app-layout';
import { PageFallback } from '../client/app/page-fallback';

const ROOT = '<div id="root"></div>';

export function renderShell(): string {
  // A location no route matches: no header link is marked as the current page (the shell serves every route).
  return renderToStaticMarkup(
    <Router ssrPath="/__shell">
      <PendingSessionProvider>
        <AppLayout>
          <PageFallback />
        </AppLayout>
      </PendingSessionProvider>
    </Router>,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const file = path.resolve(process.argv[2] ?? 'dist/client/index.html');
  const html = fs.readFileSync(file, 'utf8');
  if (!html.includes(ROOT)) throw new Error(`${file} has no empty ${ROOT} to fill`);
  const shell = renderShell();
  fs.writeFileSync(file, html.replace(ROOT, `<div id="root">${shell}</div>`));
  console.log(`Static shell: ${(shell.length / 1024).toFixed(1)} kB of HTML in ${path.relative(process.cwd(), file)}`);
}
