// Every page is loaded lazily (routes.ts) so a visitor downloads only the page in front of them (no admin,
// dashboard, login or form-library code on the home page), the 404 screen included.
import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { ProtectedRoute } from './protected-route';
import { ChunkErrorBoundary } from './chunk-error-boundary';
import { LoadFailed } from './load-failed';
import { PageFallback } from './page-fallback';
import { loadNotFound, ROUTES } from './routes';
import { withEditionGate } from './edition-gate';

const PAGES = ROUTES.map((route) => ({
  ...route,
  Page: route.needsEdition ? withEditionGate(lazy(route.load)) : lazy(route.load),
}));
const NotFoundPage = lazy(loadNotFound);

export function AppRouter() {
  return (
    <ChunkErrorBoundary fallback={() => <LoadFailed />}>
      <Suspense fallback={<PageFallback />}>
        <Switch>
          {PAGES.map(({ path, Page, access }) =>
            access ? (
              <ProtectedRoute key={path} path={path} role={access} component={Page} />
            ) : (
              <Route key={path} path={path} component={Page} />
            ),
          )}
          <Route component={NotFoundPage} />
        </Switch>
      </Suspense>
    </ChunkErrorBoundary>
  );
}
