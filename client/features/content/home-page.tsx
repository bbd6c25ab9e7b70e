// Home (spec §2 Home): the ten sections in order; the hero and the countdown block follow the edition's
// phase (issue 24). Event facts come from the event row (DESIGN D1). This
// route stays light: no form library, no validation library (the foundation's browser test checks it).
// Everything below the hero is drawn after the first paint, a section per task (home/deferred-sections.tsx).
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { usePageMeta } from '@/lib/use-page-meta';
import { homeDescription } from '@shared/event-mode';
import { eventQueries, isNoCurrentEdition, useEvent } from '@/lib/use-event';
import { usePhase } from '@/lib/use-phase';
import { Hero } from './home/hero';
import { WhyJoin } from './home/why-join';
import { QuickLinks } from './home/quick-links';
import { CountdownBlock } from './home/countdown-block';
import { Sponsors } from './home/sponsors';
import { ChallengeTabs } from './home/challenge-tabs';
import { TimelineSection } from './home/timeline-section';
import { Testimonials } from './home/testimonials';
import { GettingStarted } from './home/getting-started';
import { ContactFaq } from './home/contact-faq';
import { problemQueries } from '@/features/problems';
import { Deferred, DeferredSections } from './home/deferred-sections';
import { pageQueries } from './pages/use-page';
import { EventError, NoCurrentEdition } from './event-state';
import './home/home.css';

export default function HomePage() {
  const { data: event, isLoading, isPending, isError, error, refetch, isFetching } = useEvent();
  const queryClient = useQueryClient();
  // The phase on this device's clock: the hero and the countdown block say what it calls for.
  const phase = usePhase(event);
  // The deferred sections' own reads start with the page, not when their turn comes.
  useEffect(() => {
    void queryClient.prefetchQuery(problemQueries.list());
    void queryClient.prefetchQuery(pageQueries.page('faq'));
  }, [queryClient]);
  usePageMeta(
    event ? (event.heroLine ? `${event.name}: ${event.heroLine}` : event.name) : 'Home',
    event ? homeDescription(event) : 'Join the hackathon: form a team, pick a challenge and build.',
  );
  // In the browser, the page's first draw waits for the event's first answer (the router's fallback shows
  // meanwhile, as it does while the page's code loads). Drawn before it, the hero's placeholders were
  // replaced by the event's words in place and everything below them moved (Lighthouse: a layout shift
  // of 0.135 on a phone whenever the answer came after the page's code). The prerender (no window) draws
  // the placeholders, as before.
  if (isPending && typeof window !== 'undefined') {
    throw queryClient.fetchQuery(eventQueries.current()).catch(() => undefined);
  }
  // Between editions the sections that describe "the" event have nothing to show.
  if (isNoCurrentEdition(error)) {
    return (
      <div className="px-4 py-20">
        <NoCurrentEdition />
      </div>
    );
  }
  return (
    <>
      <Hero event={event} phase={phase} loading={isLoading} />
      {isError ? (
        <div className="mx-auto my-10 max-w-xl px-4">
          <EventError onRetry={() => void refetch()} retrying={isFetching} />
        </div>
      ) : null}
      <DeferredSections total={9}>
        <Deferred index={0} height="h-72">
          <WhyJoin event={event} />
        </Deferred>
        <Deferred index={1} height="h-56">
          <QuickLinks event={event} phase={phase} />
        </Deferred>
        <Deferred index={2} height="h-80">
          {event && phase ? <CountdownBlock event={event} phase={phase} /> : null}
        </Deferred>
        <Deferred index={3} height="h-48">
          <Sponsors />
        </Deferred>
        <Deferred index={4} height="h-96">
          <ChallengeTabs />
        </Deferred>
        <Deferred index={5} height="h-96">
          {event ? <TimelineSection event={event} /> : null}
        </Deferred>
        <Deferred index={6} height="h-72">
          <Testimonials />
        </Deferred>
        <Deferred index={7} height="h-96">
          <GettingStarted event={event} phase={phase} />
        </Deferred>
        <Deferred index={8} height="h-72">
          <ContactFaq event={event} />
        </Deferred>
      </DeferredSections>
    </>
  );
}
