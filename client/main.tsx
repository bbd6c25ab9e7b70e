// The first download: the renderer and this boot code only. The page already shows the static shell the build
// put in index.html (header, footer, a loading indicator), so nothing waits on script to paint. Once that is
// painted the app (data layer, layout, router) and the code of the page being opened download side by side;
// React then replaces the static shell with the same layout and the page. The app starts once the prerendered
// page's first paint is on screen (lib/after-first-paint.ts): one frame later costs a visitor nothing, as the
// page is already there; earlier, its downloads competed with that paint.
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { preloadRoute } from '@/app/routes';
import { LoadFailed } from '@/app/load-failed';
import { afterFirstPaint } from '@/lib/after-first-paint';
import { capturePrerenderedAnswers, capturePrerenderedFills } from '@/lib/prerendered-fill';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');
// Before anything renders over the prerendered page: what the server wrote into it (the event's name).
capturePrerenderedFills(container);
// And the answers a content page was drawn from (app/prerendered-answers.ts).
capturePrerenderedAnswers(document);

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
