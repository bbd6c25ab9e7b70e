import type { PublicEvent } from '@shared/schemas/content';
import { timesNote } from '@shared/zoned-time';
import { visitorTimeZone } from '@/lib/zoned-time';
import { EventTimeline } from '../event-timeline';
import { Countdown } from '../countdown';
import { SectionHeading } from './section-heading';

/** Section 7: the timeline and a countdown to the submission deadline. */
export function TimelineSection({ event }: { event: PublicEvent & { timeZone?: string } }) {
  // Derived from the edition's zone (and the visitor's): the note cannot name a zone the dates are not in.
  const note = timesNote(event.startsAt, event.timeZone ?? 'UTC', visitorTimeZone());
  return (
    <section aria-labelledby="timeline-title" className="mx-auto max-w-7xl px-4 py-14 sm:py-20 sm:px-6 lg:px-8">
      <SectionHeading
        id="timeline-title"
        eyebrow="Timeline"
        title="Key dates"
        lead={`${note} Mark your calendar and plan your team's sprint.`}
      />
      <div className="mt-12">
        <EventTimeline event={event} />
      </div>
      <div className="mt-12 rounded-3xl border border-border bg-card/70 px-4 py-10">
        <Countdown
          target={event.submissionDeadline}
          label="Submission deadline in"
          expiredText="Submissions are closed"
        />
      </div>
    </section>
  );
}
