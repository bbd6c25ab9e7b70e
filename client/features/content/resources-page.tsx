import type { ReactNode } from 'react';
import { Link } from 'wouter';
import {
  ArrowUpRight,
  BookOpen,
  Brain,
  CalendarClock,
  CheckCircle2,
  Cloud,
  Code,
  Database,
  GitBranch,
  Globe,
  Layers,
  LifeBuoy,
  Lock,
  MessageCircle,
  Palette,
  Server,
  Terminal,
} from 'lucide-react';
import { paths } from '@shared/paths';
import { PageHero, Section } from '@/components/page-hero';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useEvent } from '@/lib/use-event';
import { usePageMeta } from '@/lib/use-page-meta';
import { PageView } from './pages/page-state';
import { Prose } from './pages/prose';
import { usePage, type ServedPage } from './pages/use-page';

/** Icons by position: the organizers' lists carry words and links, the page its own decoration. */
const TRACK_ICONS = [Globe, Server, Brain, Lock];
const TOOL_ICONS = [GitBranch, Code, Terminal, Layers, Database, Palette, Cloud, BookOpen];

function ExternalLink({ href, children, className }: { href: string; children: ReactNode; className?: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

function DiscordCard() {
  const { data: event, isLoading } = useEvent();
  return (
    <div className="relative overflow-hidden rounded-3xl border border-brand-violet/30 bg-[linear-gradient(125deg,#2b1f7a,#0e1428_65%)] p-8">
      <div
        aria-hidden="true"
        className="absolute -top-16 -right-16 size-56 rounded-full bg-[radial-gradient(closest-side,rgb(99_102_241/0.35),transparent)]"
      />
      <MessageCircle className="relative size-9 text-indigo-300" aria-hidden="true" />
      <h3 className="relative mt-4 text-2xl font-extrabold">Join the community on Discord</h3>
      <p className="relative mt-2 max-w-xl text-slate-300">
        Find teammates, ask mentors, follow announcements and share what you are building with everyone else.
      </p>
      <div className="relative mt-6">
        {isLoading ? (
          <Skeleton className="h-12 w-52" />
        ) : event?.discordUrl ? (
          <Button asChild size="lg">
            <ExternalLink href={event.discordUrl}>
              Join our Discord <ArrowUpRight aria-hidden="true" />
            </ExternalLink>
          </Button>
        ) : (
          <p className="text-sm text-slate-300">
            The invite link is published here when the community opens.{' '}
            {event ? (
              <>
                Meanwhile, write to{' '}
                <a href={`mailto:${event.contactEmail}`} className="font-semibold text-brand-cyan hover:underline">
                  {event.contactEmail}
                </a>
                .
              </>
            ) : null}
          </p>
        )}
      </div>
    </div>
  );
}

export default function ResourcesPage() {
  usePageMeta(
    'Resources',
    'Documentation, tutorials, hackathon tips, open-source projects, tools, mentor support and the community Discord.',
  );
  const page = usePage('resources');
  const doc = page.data?.document;
  return (
    <>
      <PageHero eyebrow="Resources" title={doc?.title ?? 'Everything you need to build'}>
        {doc?.intro ? <p>{doc.intro}</p> : null}
      </PageHero>
      <PageView query={page} lines={6} className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
        {({ document }) => <ResourceSections document={document} />}
      </PageView>
      <Section id="community" className="pb-20">
        <DiscordCard />
      </Section>
    </>
  );
}

function ResourceSections({ document }: { document: ServedPage<'resources'> }) {
  return (
    <>
      <Section
        id="learning"
        title="Learning materials"
        lead="Official documentation and tutorials for the stacks teams use most."
      >
        <div className="grid gap-5 md:grid-cols-2">
          {document.tracks.map(({ title, links }, index) => {
            const Icon = TRACK_ICONS[index % TRACK_ICONS.length]!;
            return (
              <div key={`${index}-${title}`} className="rounded-2xl border border-border bg-card/80 p-6">
                <h3 className="flex items-center gap-3 text-lg font-bold">
                  <Icon className="size-6 text-brand-cyan" aria-hidden="true" />
                  {title}
                </h3>
                <ul className="mt-4 space-y-2">
                  {links.map((l, i) => (
                    <li key={`${i}-${l.url}`}>
                      <ExternalLink
                        href={l.url}
                        className="group -mx-2 flex items-start justify-between gap-3 rounded-lg px-2 py-2 transition-colors hover:bg-accent"
                      >
                        <span>
                          <span className="block font-semibold group-hover:text-brand-cyan">{l.name}</span>
                          <span className="block text-sm text-muted-foreground">{l.description}</span>
                        </span>
                        <ArrowUpRight className="mt-1 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                      </ExternalLink>
                    </li>
                  ))}
                </ul>
              </div>
            );
          })}
        </div>
      </Section>

      <Section id="tips" title="Hackathon tips">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {document.tips.map((tip, i) => (
            <li key={`${i}-${tip.title}`} className="rounded-2xl border border-border bg-card/80 p-5">
              <CheckCircle2 className="size-6 text-emerald-300" aria-hidden="true" />
              <h3 className="mt-3 font-bold">{tip.title}</h3>
              <p className="mt-1.5 text-sm leading-relaxed text-muted-foreground">{tip.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="open-source"
        title="Open-source projects to build on"
        lead="Well-maintained projects that give you a head start on the challenge categories."
      >
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {document.openSource.map((p, i) => (
            <li key={`${i}-${p.url}`}>
              <ExternalLink
                href={p.url}
                className="group flex h-full flex-col rounded-2xl border border-border bg-card/80 p-5 transition-all hover:-translate-y-0.5 hover:border-brand-violet/50"
              >
                <span className="flex items-center justify-between gap-3 font-bold group-hover:text-brand-cyan">
                  {p.name}
                  <ArrowUpRight className="size-4 text-muted-foreground" aria-hidden="true" />
                </span>
                <span className="mt-1.5 text-sm text-muted-foreground">{p.description}</span>
              </ExternalLink>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="tools" title="Tech tools">
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {document.tools.map(({ name, url, category }, i) => {
            const Icon = TOOL_ICONS[i % TOOL_ICONS.length]!;
            return (
              <li key={`${i}-${name}`}>
                <ExternalLink
                  href={url}
                  className="flex h-full flex-col items-center gap-2 rounded-2xl border border-border bg-card/80 p-5 text-center transition-all hover:border-brand-cyan/50 hover:shadow-glow"
                >
                  <Icon className="size-7 text-brand-violet" aria-hidden="true" />
                  <span className="font-semibold">{name}</span>
                  <span className="text-xs text-muted-foreground">{category}</span>
                </ExternalLink>
              </li>
            );
          })}
        </ul>
      </Section>

      <Section id="mentors" title={document.mentors.title} className="pb-6 sm:pb-8">
        <div className="grid gap-5 md:grid-cols-2">
          <div className="rounded-2xl border border-border bg-card/80 p-6">
            <CalendarClock className="size-7 text-brand-cyan" aria-hidden="true" />
            <Prose html={document.mentors.text.html} className="mt-3 text-sm text-muted-foreground" />
          </div>
          <div className="rounded-2xl border border-border bg-card/80 p-6">
            <LifeBuoy className="size-7 text-pink-300" aria-hidden="true" />
            <h3 className="mt-3 text-lg font-bold">Ask for help</h3>
            <div className="mt-4 flex flex-wrap gap-2">
              <Button asChild variant="outline" size="sm">
                <Link href={paths.support}>Open a support request</Link>
              </Button>
              <Button asChild variant="ghost" size="sm">
                <Link href={paths.help}>Help centre</Link>
              </Button>
            </div>
          </div>
        </div>
      </Section>
    </>
  );
}
