import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '@/lib/query-client';
import { AuthProvider, useAuth } from '@/lib/auth-context';
import { useToast } from '@/lib/use-toast';
import { useKeptCredentials } from '@/lib/kept-credentials';
import { eventQueries } from '@/lib/use-event';
import { takePrerenderedAnswers } from '@/lib/prerendered-fill';
import { ChunkErrorBoundary } from './chunk-error-boundary';
import { seedAnswers } from './prerendered-answers';

// The Radix toast machinery (~10 kB gzip with the primitives only it uses) stays out of the page load: a
// toast only ever follows something the visitor did (a submit, a click) or a server answer, so it loads on
// the visitor's first pointer or key press (well before any answer comes back), or at once when a toast is
// raised before that.
const Toaster = lazy(() => retryImport(() => import('@/components/ui/toaster')).then((m) => ({ default: m.Toaster })));
// Loaded only when a registration has credentials to keep on screen.
const KeptCredentialsDialog = lazy(() =>
  retryImport(() => import('@/components/kept-credentials-dialog')).then((m) => ({ default: m.KeptCredentialsDialog })),
);

/** Retries a failed chunk import with growing pauses (1, 2, 4, 8, 16 s) before giving up. */
async function retryImport<T>(load: () => Promise<T>, attempts = 6): Promise<T> {
  for (let i = 0; ; i++) {
    try {
      return await load();
    } catch (err) {
      if (i >= attempts - 1) throw err;
      await new Promise((resolve) => setTimeout(resolve, 1000 * 2 ** i));
    }
  }
}

function DeferredToaster() {
  const { toasts } = useToast();
  const [wanted, setWanted] = useState(false);

  useEffect(() => {
    const want = () => setWanted(true);
    const events = ['pointerdown', 'keydown', 'focusin'] as const;
    for (const type of events) document.addEventListener(type, want, { capture: true, once: true, passive: true });
    return () => {
      for (const type of events) document.removeEventListener(type, want, { capture: true });
    };
  }, []);

  if (!wanted && toasts.length === 0) return null;
  // If the chunk cannot load now, render nothing rather than take the page down with it.
  return (
    <ChunkErrorBoundary fallback={() => null}>
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </ChunkErrorBoundary>
  );
}

// A content page the server sent drawn with its answers (decision 0025) renders with the same answers at once;
// the event's is among them, so the ask below finds it in the cache.
const served = takePrerenderedAnswers();
if (served) seedAnswers(queryClient, window.location.pathname, served);

// Most pages read the event row (use-event.ts), the home page's hero among the first things it draws: ask
// for it now, while the page's code downloads, so the page renders with the facts in place rather than
// growing around them a moment later (a layout shift).
void queryClient.prefetchQuery(eventQueries.current());

function DeferredCredentials() {
  const { shown } = useKeptCredentials();
  if (!shown) return null;
  return (
    <ChunkErrorBoundary fallback={() => null}>
      <Suspense fallback={null}>
        <KeptCredentialsDialog />
      </Suspense>
    </ChunkErrorBoundary>
  );
}

// Loaded only for a signed-in person: asks them to accept a new version of the terms (issue 35).
const ConsentPrompt = lazy(() => retryImport(() => import('@/features/privacy/consent-prompt')));

function DeferredConsentPrompt() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <ChunkErrorBoundary fallback={() => null}>
      <Suspense fallback={null}>
        <ConsentPrompt />
      </Suspense>
    </ChunkErrorBoundary>
  );
}

export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        {children}
        <DeferredToaster />
        <DeferredCredentials />
        <DeferredConsentPrompt />
      </AuthProvider>
    </QueryClientProvider>
  );
}
