// The first download: the renderer and this boot code only. The page already shows the static shell the build
// put in index.html (header, footer, a loading indicator), so nothing waits on script to paint. Once that is
// painted the app (data layer, layout, router) and the code of the page being opened download side by side;
// React then replaces the static shell with the same layout and the page.
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { preloadRoute } from '@/app/routes';
import { LoadFailed } from '@/app/load-failed';
import { capturePrerenderedAnswers, capturePrerenderedFills } from '@/lib/prerendered-fill';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');
// Before anything renders over the prerendered page: what the server wrote into it (the event's name).
capturePrerenderedFills(container);
// And the answers a content page was drawn from (app/prerendered-answers.ts).
capturePrerenderedAnswers(document);

/**
 * Starts the app once the browser has painted the prerendered page. Asked for earlier, the app's and the
 * page's scripts downloaded and ran before that first paint on a fast connection (Lighthouse's trace of
 * `/`: 20 script requests and the data layer's evaluation ahead of the first frame), so its simulation
 * charged them to the first and largest paints; and the app's first render sometimes replaced the
 * prerendered heading before it was painted, moving the largest paint to the app's own. One frame later
 * costs a visitor nothing: the prerendered page is already on screen. A tab opened in the background
 * paints nothing until shown (and runs no animation frames): it starts at once.
 */
function afterFirstPaint(start: () => void): void {
  if (document.visibilityState === 'hidden') return start();
  requestAnimationFrame(() => setTimeout(start, 0));
}

afterFirstPaint(() => {
  const route = preloadRoute(window.location.pathname);
  import('@/app/app').then(
    // A transition makes the first render interruptible on React (the dev server): React works in slices of
    // a few milliseconds and lets the browser handle input between them, instead of one long task. The
    // build runs on Preact (vite.config.ts), whose startTransition renders at once, in one task; Preact
    // reuses the static shell's elements where they match.
    ({ App, checkAnswersInWorker }) => {
      // A zod-free public page opened first checks its answers in a worker (answer-check.ts, decision 0014).
      checkAnswersInWorker(route?.checksInWorker === true);
      const root = createRoot(container);
      startTransition(() => root.render(<App />));
    },
    () => createRoot(container).render(<LoadFailed />),
  );
});
