// The whole client app: data layer and session, the layout and the router. main.tsx loads it beside the
// page being opened, while the build's static shell (scripts/prerender-shell.tsx) is on screen.
import { StrictMode } from 'react';
import { Providers } from './providers';
import { AppLayout } from './layout/app-layout';
import { AppRouter } from './router';

// The boot code (main.tsx) says where answers are checked once the app has loaded: here, with the app,
// so the first download stays the renderer and the boot code.
export { checkAnswersInWorker } from '@/lib/answer-check';

export function App() {
  return (
    <StrictMode>
      <Providers>
        <AppLayout>
          <AppRouter />
        </AppLayout>
      </Providers>
    </StrictMode>
  );
}
