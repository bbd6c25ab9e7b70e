import { buttonVariants } from '@/components/ui/button-variants';

/** Code of the app or of a page could not be downloaded: a reload fetches it (and any newer build) again. */
export function LoadFailed() {
  return (
    <div
      role="alert"
      className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center gap-4 px-4 text-center"
    >
      <h1 className="text-2xl font-bold">This page could not be loaded</h1>
      <p className="text-muted-foreground">
        The connection to the server was interrupted. Check your connection and try again.
      </p>
      <button type="button" data-slot="button" className={buttonVariants()} onClick={() => window.location.reload()}>
        Reload page
      </button>
    </div>
  );
}
