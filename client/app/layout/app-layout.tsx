import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { setDisplayZone } from '@/lib/format';
import { useEvent } from '@/lib/use-event';
import { Footer } from './footer';
import { Header } from './header';
import { PreviewBanner } from './preview-banner';

/** Scrolls to the top whenever the route changes. */
function ScrollToTop() {
  const [location] = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location]);
  return null;
}

export function AppLayout({ children }: { children: ReactNode }) {
  // Every date below is written on the current edition's clock (lib/format.ts). Set while rendering, so
  // the pages rendered next read it; the location keeps it set again after the admin area chose another.
  useLocation();
  setDisplayZone(useEvent().data?.timeZone);
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 font-semibold text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <ScrollToTop />
      <Header />
      <PreviewBanner />
      {/* The page area fills the viewport below the 4rem header, so the footer starts below the fold
          whatever the page or its loading state: nothing moves when a page's code or data arrives. */}
      <main id="main-content" tabIndex={-1} className="min-h-[calc(100dvh-4rem)] flex-1 outline-none">
        {children}
      </main>
      <Footer />
    </div>
  );
}
