// Home (spec §2 Home): the ten sections in order; the hero and the countdown block follow the edition's
// phase (issue 24). Event facts come from the event row (DESIGN D1). This
// route stays light: no form library, no validation library (the foundation's browser test checks it).
import { usePageMeta } from '@/lib/use-page-meta';
import { eventDate } from '@/lib/zoned-time';
import { isNoCurrentEdition, useEvent } from '@/lib/use-event';
import { usePhase } from '@/lib/use-phase';
import { Skeleton } from '@/components/ui/skeleton';
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
import { EventError, NoCurrentEdition } from './event-state';
import './home/home.css';

export default function HomePage() {
  const { data: event, isLoading, isError, error, refetch, isFetching } = useEvent();
  // The phase on this device's clock: the hero and the countdown block say what it calls for.
  const phase = usePhase(event);
  usePageMeta(
    event ? `${event.name}: Build. Compete. Win.` : 'Home',
    event
      ? `${event.name}: an online hackathon starting ${eventDate(event.startsAt, event)}. Form a team of ${event.teamSizeMin} to ${event.teamSizeMax}, pick a challenge and ${event.totalPrize ? `compete for ${event.totalPrize} in prizes` : 'build with your team'}. Free to enter.`
      : 'Join the online hackathon: form a team of 2 to 4, pick a challenge, build, and win prizes.',
  );
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
      <WhyJoin event={event} />
      <QuickLinks event={event} phase={phase} />
      {event && phase ? (
        <CountdownBlock event={event} phase={phase} />
      ) : isLoading ? (
        <Skeleton className="mx-auto mb-20 h-80 max-w-7xl rounded-3xl" />
      ) : null}
      <Sponsors />
      <ChallengeTabs />
      {event ? (
        <TimelineSection event={event} />
      ) : isLoading ? (
        <Skeleton className="mx-auto my-20 h-96 max-w-7xl rounded-3xl" />
      ) : null}
      <Testimonials />
      <GettingStarted event={event} phase={phase} />
      <ContactFaq event={event} />
    </>
  );
}
