import { Link } from 'wouter';
import {
  ArrowRight,
  Award,
  Code,
  GraduationCap,
  Lightbulb,
  Palette,
  Rocket,
  Scale,
  Sparkles,
  Users,
} from 'lucide-react';
import { paths } from '@shared/paths';
import { PageHero, Section } from '@/components/page-hero';
import { Button } from '@/components/ui/button';
import { eventDate, visitorTimeZone } from '@/lib/zoned-time';
import { timesNote } from '@shared/zoned-time';
import { useEvent } from '@/lib/use-event';
import { usePageMeta } from '@/lib/use-page-meta';
import { EventTimeline } from './event-timeline';
import { EventError, EventLoading } from './event-state';
import { TestimonialCard } from './home/testimonials';
import { PageView } from './pages/page-state';
import { Prose } from './pages/prose';
import { usePage } from './pages/use-page';

/** Icons by position: the organizers' cards carry words, the page its own decoration. */
const WHAT_ICONS = [Lightbulb, Users, Award];
const AUDIENCE_ICONS = [GraduationCap, Code, Palette, Sparkles, Rocket];
const CRITERIA_ICONS = [Lightbulb, Code, Palette, Scale, Award];

export default function AboutPage() {
  const { data: event, isLoading, isError, refetch, isFetching } = useEvent();
  const page = usePage('about');
  const home = usePage('home');
  const doc = page.data?.document;
  usePageMeta(
    'About',
    event
      ? `About ${event.name}: what the hackathon is, who can take part and the key dates, from ${eventDate(event.registrationOpensAt, event)} to ${eventDate(event.winnersAnnouncedAt, event)}.`
      : 'What the hackathon is, who can take part, and the five key dates of the event.',
  );
  const equalWeights = event ? event.rubric.every((c) => c.weight === event.rubric[0]?.weight) : true;

  return (
    <>
      <PageHero
        eyebrow={doc?.eyebrow || 'About the hackathon'}
        title={
          event ? (
            <>
              What is <span className="text-gradient">{event.name}</span>?
            </>
          ) : (
            'About the hackathon'
          )
        }
      >
        {doc ? <Prose html={doc.intro.html} /> : null}
      </PageHero>

      <PageView query={page} lines={6} className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
        {({ document }) => (
          <>
            <Section id="what" title={document.what.title} lead={document.what.lead || undefined}>
              <ul className="grid gap-5 md:grid-cols-3">
                {document.what.cards.map(({ title, text }, i) => {
                  const Icon = WHAT_ICONS[i % WHAT_ICONS.length]!;
                  return (
                    <li key={`${i}-${title}`} className="rounded-2xl border border-border bg-card/80 p-6">
                      <Icon className="size-8 text-brand-cyan" aria-hidden="true" />
                      <h3 className="mt-4 text-lg font-bold">{title}</h3>
                      <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{text}</p>
                    </li>
                  );
                })}
              </ul>
            </Section>

            <Section id="who" title={document.who.title} lead={document.who.lead || undefined}>
              <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
                {document.who.audiences.map(({ title, text }, i) => {
                  const Icon = AUDIENCE_ICONS[i % AUDIENCE_ICONS.length]!;
                  return (
                    <li key={`${i}-${title}`} className="rounded-2xl border border-border bg-card/80 p-5">
                      <Icon className="size-7 text-brand-violet" aria-hidden="true" />
                      <h3 className="mt-3 font-bold">{title}</h3>
                      <p className="mt-1.5 text-sm leading-relaxed text-muted-foreground">{text}</p>
                    </li>
                  );
                })}
              </ul>
              <Prose html={document.who.note.html} className="mt-6 text-sm text-muted-foreground" />
            </Section>

            <Section id="timeline" title={document.timeline.title} lead={document.timeline.lead || undefined}>
              {event ? (
                <>
                  {/* The zone the dates are in, from the edition (the organizers' lead says the rest). */}
                  <p className="-mt-4 mb-6 text-sm text-muted-foreground">
                    {timesNote(event.startsAt, event.timeZone, visitorTimeZone())}
                  </p>
                  <EventTimeline event={event} />
                </>
              ) : isError ? (
                <EventError onRetry={() => void refetch()} retrying={isFetching} />
              ) : isLoading ? (
                <EventLoading lines={5} />
              ) : null}
            </Section>

            {/* The edition's rubric: what judges really score (issue 23: one source for the criteria). */}
            <Section id="judging" title={document.judging.title} lead={document.judging.lead || undefined}>
              {event ? (
                <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
                  {event.rubric.map((c, i) => {
                    const Icon = CRITERIA_ICONS[i % CRITERIA_ICONS.length]!;
                    return (
                      <li key={c.key} className="rounded-2xl border border-border bg-card/80 p-5">
                        <Icon className="size-7 text-pink-300" aria-hidden="true" />
                        <h3 className="mt-3 font-bold">{c.name}</h3>
                        {c.description ? <p className="mt-1.5 text-sm text-muted-foreground">{c.description}</p> : null}
                        {equalWeights ? null : (
                          <p className="mt-1.5 font-mono text-sm text-muted-foreground">{c.weight}%</p>
                        )}
                      </li>
                    );
                  })}
                </ul>
              ) : (
                <EventLoading lines={1} />
              )}
            </Section>

            <Section id="stories" title={document.stories.title}>
              {home.data ? (
                <ul className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
                  {home.data.document.testimonials.items.map((t, i) => (
                    <li key={`${i}-${t.name}`}>
                      <TestimonialCard t={t} />
                    </li>
                  ))}
                </ul>
              ) : (
                <EventLoading lines={2} />
              )}
            </Section>

            <Section className="pb-20">
              <div className="flex flex-col items-start justify-between gap-6 rounded-3xl border border-brand-violet/30 bg-[linear-gradient(120deg,#2a1363,#0e1a3d_60%,#0b3a4a)] p-8 sm:flex-row sm:items-center sm:p-10">
                <div>
                  <h2 className="text-2xl font-extrabold sm:text-3xl">{document.cta.title}</h2>
                  {document.cta.text ? <p className="mt-2 text-slate-300">{document.cta.text}</p> : null}
                </div>
                <div className="flex flex-wrap gap-3">
                  <Button asChild size="lg">
                    <Link href={paths.register}>
                      Register your team <ArrowRight aria-hidden="true" />
                    </Link>
                  </Button>
                  <Button asChild size="lg" variant="outline" className="bg-background/40">
                    <Link href={paths.problems}>See the challenges</Link>
                  </Button>
                </div>
              </div>
            </Section>
          </>
        )}
      </PageView>
    </>
  );
}
