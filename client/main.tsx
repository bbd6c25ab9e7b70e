// The first download: React and this boot code only. The page already shows the static shell the build
// put in index.html (header, footer, a loading indicator), so nothing waits on script to paint. From here
// the app (data layer, layout, router) and the code of the page being opened download side by side;
// React then replaces the static shell with the same layout and the page.
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { preloadRoute } from '@/app/routes';
import { LoadFailed } from '@/app/load-failed';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

preloadRoute(window.location.pathname);
import('@/app/app').then(
  // A transition makes the first render interruptible: React works in slices of a few milliseconds and
  // lets the browser handle input between them, instead of one long task that blocks the main thread
  // (that task was most of the total blocking time Lighthouse measured on a phone). The static shell
  // stays on screen until the whole tree is ready, then React swaps it in one commit.
  ({ App }) => {
    const root = createRoot(container);
    startTransition(() => root.render(<App />));
  },
  () => createRoot(container).render(<LoadFailed />),
);
