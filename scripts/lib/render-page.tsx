// One public page drawn as an anonymous visitor's first render draws it, for the build's prerendering
// (scripts/prerender-shell.tsx: data still loading) and for the content pages' renderer
// (scripts/page-renderer.tsx: with the edition's answers already in the query cache, decision 0025).
import type { ComponentType, ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Route, Router } from 'wouter';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AnonymousSessionProvider } from '../../client/lib/auth-context';
import { AppLayout } from '../../client/app/layout/app-layout';
import type { AppRoute } from '../../client/app/routes';
import { prerenderedMeta } from '../../client/lib/use-page-meta';
import type { RenderedPage } from '../../shared/prerendered';

function Anonymous({ path: at, client, children }: { path: string; client: QueryClient; children: ReactNode }) {
  return (
    <Router ssrPath={at}>
      <QueryClientProvider client={client}>
        <AnonymousSessionProvider>
          <AppLayout>{children}</AppLayout>
        </AnonymousSessionProvider>
      </QueryClientProvider>
    </Router>
  );
}

/**
 * The page of `route` at `at`: its markup, and the title and description it sets (usePageMeta). The
 * caller names the route (not routes.ts here): the server's renderer bundles only the pages it draws.
 * `seed` puts answers in the query cache first; without it every query renders its loading state (effects never run here: nothing is fetched).
 * `now`: the instant the page is drawn at (the server's clock, which a test server may move), else the system's.
 */
export async function renderRoute(
  at: string,
  route: Pick<AppRoute, 'path' | 'load'>,
  seed?: (client: QueryClient) => void,
  now?: number,
): Promise<RenderedPage> {
  const Page: ComponentType = (await route.load()).default;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  seed?.(client);
  // Read right after the synchronous render below: no other render can run in between.
  delete prerenderedMeta.title;
  delete prerenderedMeta.description;
  const html = atInstant(now, () =>
    renderToStaticMarkup(
      <Anonymous path={at} client={client}>
        {/* As the app's router renders it: the page reads its address's parameters (a challenge's slug). */}
        <Route path={route.path} component={Page} />
      </Anonymous>,
    ),
  );
  // A picture of the page until React replaces it: inert (nothing typed or clicked into a copy that is
  // about to go — a click on its submit button would even submit natively, password in the address) and
  // hidden from assistive technology, which meets the live page a moment later.
  if (!html.startsWith('<div')) throw new Error(`${at}: the layout no longer starts with a <div>`);
  return { html: html.replace(/^<div\b/, '<div inert="" aria-hidden="true"'), ...prerenderedMeta };
}

/**
 * Runs the synchronous `render` with Date.now() reading `now`. The pages read the clock as the browser's
 * would (the phase, the registration gate, a countdown's expiry: use-phase.ts, hero-phase.tsx), with
 * Date.now(); the server draws a page at its own clock, which a test server moves (server/lib/clock.ts).
 * Synchronous, so no other render (this thread draws nothing else) sees the borrowed clock.
 */
function atInstant<T>(now: number | undefined, render: () => T): T {
  if (now === undefined) return render();
  const systemNow = Date.now;
  Date.now = () => now;
  try {
    return render();
  } finally {
    Date.now = systemNow;
  }
}
