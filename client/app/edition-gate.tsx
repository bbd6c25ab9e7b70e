// The pages that show the current edition (routes.ts: needsEdition) go through this gate: when GET
// /api/event answers that there is none (a deployment before its first edition, or between two), the page
// is replaced by one plain message, instead of each page's own loading or error state (skeletons forever,
// "Check your connection"). The event query is the one every page already reads (header, footer); it is
// never asked again on its own after that answer (lib/use-event.ts).
import type { ComponentType } from 'react';
import { NoCurrentEdition } from '@/components/no-current-edition';
import { isNoCurrentEdition, useEvent } from '@/lib/use-event';
import { usePageMeta } from '@/lib/use-page-meta';

function NoEditionPage() {
  usePageMeta('The next edition is being prepared', 'There is no hackathon running right now. Come back soon.');
  return (
    <div className="px-4 py-20">
      <NoCurrentEdition level="h1" />
    </div>
  );
}

/** `Page`, or the "next edition is being prepared" message when there is no current edition. */
export function withEditionGate<P extends object>(Page: ComponentType<P>): ComponentType<P> {
  function EditionGate(props: P) {
    const { error } = useEvent();
    if (isNoCurrentEdition(error)) return <NoEditionPage />;
    return <Page {...props} />;
  }
  return EditionGate;
}
