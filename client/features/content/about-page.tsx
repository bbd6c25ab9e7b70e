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
import { rubricSentence } from '@shared/schemas/challenges';
import { PageHero, Section } from '@/components/page-hero';
import { Button } from '@/components/ui/button';
import { formatDate, hoursBetween } from '@/lib/format';
import { useEvent } from '@/lib/use-event';
import { usePageMeta } from '@/lib/use-page-meta';
import { EventTimeline } from './event-timeline';
import { EventError, EventLoading } from './event-state';
import { TESTIMONIALS } from './data/home';
import { TestimonialCard } from './home/testimonials';

const AUDIENCES = [
  {
    icon: GraduationCap,
    title: 'Students',
    text: 'High-school and university students looking for real-world experience beyond the classroom.',
  },
  {
    icon: Code,
    title: 'Professionals',
    text: 'Developers, data scientists and engineers who want to try a new stack or a new domain.',
  },
  {
    icon: Palette,
    title: 'Designers & makers',
    text: 'UX, product and hardware people: the best teams mix skills, not only programmers.',
  },
  {
    icon: Sparkles,
    title: 'Hobbyists & self-taught',
    text: 'Anyone who builds for the joy of it. No degree or job title needed.',
  },
  {
    icon: Rocket,
    title: 'Entrepreneurs',
    text: 'Founders validating an idea, finding co-founders or meeting their first users.',
  },
];

// One rubric (issue 23): the cards are the edition's criteria (GET /api/event's `rubric`), the ones judges
// score. The spec's five have a line each here; a criterion an organizer added brings its own description.
const CRITERION_TEXTS: Record<string, string> = {
  innovation: 'How original is the idea and the approach?',
  technicalExecution: 'How ambitious and well built is the solution?',
  userExperience: 'Is it pleasant, clear and accessible to use?',
  presentation: 'How well does the team explain and demo its work?',
  impact: 'Could it change things in the real world, for real people?',
};
const CRITERION_ICONS = [Lightbulb, Code, Palette, Award, Scale];

export default function AboutPage() {
  const { data: event, isLoading, isError, refetch, isFetching } = useEvent();
  usePageMeta(
    'About',
    event
      ? `About ${event.name}: what the hackathon is, who can take part and the key dates, from ${formatDate(event.registrationOpensAt)} to ${formatDate(event.winnersAnnouncedAt)}.`
      : 'What the hackathon is, who can take part, and the five key dates of the event.',
  );

  return (
    <>
      <PageHero
        eyebrow="About the hackathon"
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
        {event ? (
          <p>
            {event.name} is a free online hackathon where teams of {event.teamSizeMin} to {event.teamSizeMax} people
            spend {hoursBetween(event.startsAt, event.endsAt)} hours building working solutions to real-world challenges
            in AI, cybersecurity, sustainability, fintech and healthcare, guided by mentors and judged by industry
            experts.
          </p>
        ) : (
          <p>
            A free online hackathon where small teams build working solutions to real-world challenges, guided by
            mentors and judged by industry experts.
          </p>
        )}
      </PageHero>

      <Section
        id="what"
        title="What happens at the hackathon"
        lead="One event, three ingredients: meaningful problems, focused building time and people who want you to succeed."
      >
        <div className="grid gap-5 md:grid-cols-3">
          {[
            {
              icon: Lightbulb,
              title: 'Real challenges',
              text: event
                ? `${event.stats.challenges} challenges written with practitioners, each with clear requirements, resources and evaluation criteria.`
                : 'Challenges written with practitioners, each with clear requirements, resources and evaluation criteria.',
            },
            {
              icon: Users,
              title: 'Teams and mentors',
              text: 'Build with your team while mentors for every category hold office hours and answer questions on the community channels.',
            },
            {
              icon: Award,
              title: 'Judging and prizes',
              text: event
                ? `Expert judges review every submission. Winners share a prize pool of ${event.totalPrize}, with a grand prize of ${event.grandPrize}.`
                : 'Expert judges review every submission, and the winners share the prize pool.',
            },
          ].map(({ icon: Icon, title, text }) => (
            <div key={title} className="rounded-2xl border border-border bg-card/80 p-6">
              <Icon className="size-8 text-brand-cyan" aria-hidden="true" />
              <h3 className="mt-4 text-lg font-bold">{title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{text}</p>
            </div>
          ))}
        </div>
      </Section>

      <Section
        id="who"
        title="Who can participate"
        lead="Everyone aged 13 or over, from anywhere in the world. Participants under 18 need permission from a parent or guardian."
      >
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          {AUDIENCES.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-2xl border border-border bg-card/80 p-5">
              <Icon className="size-7 text-brand-violet" aria-hidden="true" />
              <h3 className="mt-3 font-bold">{title}</h3>
              <p className="mt-1.5 text-sm leading-relaxed text-muted-foreground">{text}</p>
            </li>
          ))}
        </ul>
        {event ? (
          <p className="mt-6 text-sm text-muted-foreground">
            Teams have {event.teamSizeMin} to {event.teamSizeMax} people, the leader included
            {event.requireFemaleMember ? ', with at least one female member' : ''}. Registration is free.
          </p>
        ) : null}
      </Section>

      <Section
        id="timeline"
        title="Timeline"
        lead="Five steps from registration to the winners' announcement. All times are in UTC."
      >
        {event ? (
          <EventTimeline event={event} />
        ) : isError ? (
          <EventError onRetry={() => void refetch()} retrying={isFetching} />
        ) : isLoading ? (
          <EventLoading lines={5} />
        ) : null}
      </Section>

      <Section
        id="judging"
        title="How projects are judged"
        lead={event ? rubricSentence(event.rubric) : "The criteria judges score, from the event's rubric."}
      >
        {event ? (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
            {event.rubric.map((c, i) => {
              const Icon = CRITERION_ICONS[i % CRITERION_ICONS.length]!;
              return (
                <li key={c.key} className="rounded-2xl border border-border bg-card/80 p-5">
                  <Icon className="size-7 text-pink-300" aria-hidden="true" />
                  <h3 className="mt-3 font-bold">{c.name}</h3>
                  <p className="mt-1.5 text-sm text-muted-foreground">
                    {c.description || CRITERION_TEXTS[c.key] || ''}
                  </p>
                </li>
              );
            })}
          </ul>
        ) : isError ? (
          <EventError onRetry={() => void refetch()} retrying={isFetching} />
        ) : isLoading ? (
          <EventLoading lines={2} />
        ) : null}
      </Section>

      <Section id="stories" title="Stories from past participants">
        <ul className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
          {TESTIMONIALS.map((t) => (
            <li key={t.id}>
              <TestimonialCard t={t} />
            </li>
          ))}
        </ul>
      </Section>

      <Section className="pb-20">
        <div className="flex flex-col items-start justify-between gap-6 rounded-3xl border border-brand-violet/30 bg-[linear-gradient(120deg,#2a1363,#0e1a3d_60%,#0b3a4a)] p-8 sm:flex-row sm:items-center sm:p-10">
          <div>
            <h2 className="text-2xl font-extrabold sm:text-3xl">Ready to build?</h2>
            <p className="mt-2 text-slate-300">Gather your team, pick a challenge and register for free.</p>
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
  );
}
