import { useState } from 'react';
import { Megaphone, Pause, Play } from 'lucide-react';
import type { NewsItem } from '@shared/schemas/content';
import { formatDate } from '@/lib/format';
import { Skeleton } from '@/components/ui/skeleton';
import { useQuery } from '@tanstack/react-query';
import { problemQueries } from './queries';
import './ticker.css';

function Item({ item, clone }: { item: NewsItem; clone?: boolean }) {
  return (
    <li
      data-clone={clone ? '' : undefined}
      aria-hidden={clone ? true : undefined}
      className="flex shrink-0 items-center gap-2 px-6 text-sm whitespace-nowrap"
    >
      <span aria-hidden="true" className="size-1.5 rounded-full bg-brand-cyan" />
      <span className="font-semibold text-foreground">{item.title}</span>
      <span className="text-muted-foreground">{item.message}</span>
      <time dateTime={item.date} className="text-xs font-medium text-brand-violet">
        {formatDate(item.date)}
      </time>
    </li>
  );
}

/**
 * The announcements ticker (spec §2): public announcements from the database, else the event's upcoming
 * milestones. It scrolls, pauses on hover, focus or its Pause button, and stands still for reduced motion.
 */
export function NewsTicker() {
  const { data, isLoading, isError } = useQuery(problemQueries.news());
  const [paused, setPaused] = useState(false);
  if (isLoading) return <Skeleton className="h-12 rounded-xl" />;
  // The ticker is an extra: when it cannot load, the list of challenges is still the page.
  if (isError || !data || data.items.length === 0) return null;
  const kind = data.items[0]!.kind === 'announcement' ? 'Announcements' : 'Event news';
  return (
    <section aria-label={kind} className="flex items-center overflow-hidden rounded-xl border border-border bg-card/80">
      <p className="flex shrink-0 items-center gap-2 self-stretch border-r border-border bg-brand-gradient px-4 text-sm font-semibold text-white">
        <Megaphone className="size-4" aria-hidden="true" />
        <span className="hidden sm:inline">{kind}</span>
      </p>
      {/* The strip moves past the edges by design: the phone layout test leaves a marked clip alone. */}
      <div
        data-clips-on-purpose
        className="hk-ticker-wrap relative min-w-0 flex-1 overflow-hidden py-3 [mask-image:linear-gradient(90deg,transparent,black_4%,black_96%,transparent)]"
      >
        <ul data-paused={paused ? '' : undefined} className="hk-ticker flex w-max">
          {data.items.map((item) => (
            <Item key={item.id} item={item} />
          ))}
          {data.items.map((item) => (
            <Item key={`clone-${item.id}`} item={item} clone />
          ))}
        </ul>
      </div>
      <button
        type="button"
        onClick={() => setPaused((p) => !p)}
        aria-pressed={paused}
        aria-label={paused ? 'Play announcements' : 'Pause announcements'}
        className="hk-ticker-toggle flex size-11 shrink-0 items-center justify-center border-l border-border text-muted-foreground hover:text-foreground"
      >
        {paused ? <Play className="size-4" aria-hidden="true" /> : <Pause className="size-4" aria-hidden="true" />}
      </button>
    </section>
  );
}
