// The first download: the renderer and this boot code only. The page already shows the static shell the build
// put in index.html (header, footer, a loading indicator), so nothing waits on script to paint. From here
// the app (data layer, layout, router) and the code of the page being opened download side by side;
// React then replaces the static shell with the same layout and the page.
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { preloadRoute } from '@/app/routes';
import { LoadFailed } from '@/app/load-failed';
import { capturePrerenderedFills } from '@/lib/prerendered-fill';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');
// Before anything renders over the prerendered page: what the server wrote into it (the event's name).
capturePrerenderedFills(container);

preloadRoute(window.location.pathname);
import('@/app/app').then(
  // A transition makes the first render interruptible on React (the dev server): React works in slices of a
  // few milliseconds and lets the browser handle input between them, instead of one long task. The build
  // runs on Preact (vite.config.ts), whose startTransition renders at once, in one task; Preact reuses the
  // static shell's elements where they match.
  ({ App }) => {
    const root = createRoot(container);
    startTransition(() => root.render(<App />));
  },
  () => createRoot(container).render(<LoadFailed />),
);
