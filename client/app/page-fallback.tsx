// What the page area shows while a page's code (or the session) loads. It fills the viewport below the
// header, as the page area always does (app-layout.tsx), so the footer starts below the fold and does not
// jump when the page arrives: that jump was most of the layout shift a first visit saw.
export function PageFallback({ label = 'Loading…' }: { label?: string }) {
  return (
    <div role="status" className="flex min-h-[calc(100dvh-4rem)] w-full items-center justify-center">
      <span
        aria-hidden="true"
        className="size-9 animate-spin rounded-full border-4 border-brand-violet/25 border-t-brand-violet motion-reduce:animate-none"
      />
      <span className="sr-only">{label}</span>
    </div>
  );
}
