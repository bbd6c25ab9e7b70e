// The content pages' renderer (decision 0025): bundled by the build (lib/page-renderer-bundle.ts) into
// dist/client/_prerendered/page-renderer.mjs, which the server runs by path on a thread of its own
// (server/prerender/render-worker.js) and never imports: the server draws About, FAQ, the legal pages and
// the challenges with the edition's answers, from the same components, as the client's first render draws
// them with the same answers in its cache (client/app/prerendered-answers.ts).
import type { AppRoute } from '../client/app/routes';
import { seedAnswers } from '../client/app/prerendered-answers';
import { paths } from '../shared/paths';
import type { PageRenderer } from '../shared/prerendered';
import { renderRoute } from './lib/render-page';

type PageRoute = Pick<AppRoute, 'path' | 'load'>;

// Only the pages drawn here, as routes.ts loads them: the bundle (and the server's memory once it is
// loaded) holds these pages, not every page of the app.
const PAGES: Record<string, PageRoute> = {
  [paths.about]: { path: paths.about, load: () => import('../client/features/content/about-page') },
  [paths.faq]: { path: paths.faq, load: () => import('../client/features/content/faq-page') },
  [paths.resources]: { path: paths.resources, load: () => import('../client/features/content/resources-page') },
  [paths.help]: { path: paths.help, load: () => import('../client/features/content/help-page') },
  [paths.terms]: { path: paths.terms, load: () => import('../client/features/content/terms-page') },
  [paths.privacy]: { path: paths.privacy, load: () => import('../client/features/content/privacy-page') },
  [paths.cookies]: { path: paths.cookies, load: () => import('../client/features/content/cookies-page') },
  [paths.problems]: { path: paths.problems, load: () => import('../client/features/problems/problems-page') },
};
const PROBLEM: PageRoute = {
  path: paths.problemDetail,
  load: () => import('../client/features/problems/problem-detail-page'),
};

function routeOf(pathname: string): PageRoute {
  const at = (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname).toLowerCase();
  const route = PAGES[at] ?? (/^\/problems\/[^/]+$/.test(at) ? PROBLEM : undefined);
  if (!route) throw new Error(`${pathname} is not a page this renderer draws`);
  return route;
}

export const render: PageRenderer['render'] = (pathname, answers, now) =>
  renderRoute(pathname, routeOf(pathname), (client) => seedAnswers(client, pathname, answers), now);
