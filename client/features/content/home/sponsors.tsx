import { useState } from 'react';
import { Pause, Play } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { SPONSORS, type Sponsor } from '../data/home';
import { SectionHeading } from './section-heading';

function SponsorLogo({ sponsor, clone }: { sponsor: Sponsor; clone?: boolean }) {
  const Icon = sponsor.icon;
  return (
    <li
      data-clone={clone ? '' : undefined}
      aria-hidden={clone ? true : undefined}
      className="mx-3 flex w-60 shrink-0 items-center gap-3 rounded-2xl border border-border bg-card/80 px-5 py-4 sm:mx-4"
    >
      <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-gradient-to-br from-white/10 to-white/0 ring-1 ring-white/10">
        <Icon className="size-6 text-brand-cyan" aria-hidden="true" />
      </span>
      <span className="min-w-0">
        <span className="block truncate font-bold text-foreground">{sponsor.name}</span>
        <span className="block text-xs font-medium tracking-wider text-muted-foreground uppercase">
          {sponsor.tier} sponsor
        </span>
      </span>
    </li>
  );
}

/**
 * Section 5: the six sponsors rotate as a continuous band. It pauses on hover and keyboard focus and with
 * its Pause button (moving content needs a way to stop it); visitors who prefer reduced motion see a still grid.
 */
export function Sponsors() {
  const [paused, setPaused] = useState(false);
  return (
    <section aria-labelledby="sponsors-title" className="py-14 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="sponsors-title" eyebrow="Our sponsors" title="Backed by teams who build the future" />
        <div className="mt-6 flex justify-center motion-reduce:hidden">
          <Button variant="ghost" size="sm" onClick={() => setPaused((p) => !p)} aria-pressed={paused}>
            {paused ? <Play aria-hidden="true" /> : <Pause aria-hidden="true" />}
            {paused ? 'Play sponsor carousel' : 'Pause sponsor carousel'}
          </Button>
        </div>
      </div>
      <div className="hk-marquee-wrap relative mt-6 overflow-hidden px-4 [mask-image:linear-gradient(90deg,transparent,black_8%,black_92%,transparent)] motion-reduce:[mask-image:none]">
        <ul aria-label="Sponsors" data-paused={paused ? '' : undefined} className="hk-marquee flex w-max py-2">
          {SPONSORS.map((s) => (
            <SponsorLogo key={s.id} sponsor={s} />
          ))}
          {SPONSORS.map((s) => (
            <SponsorLogo key={`clone-${s.id}`} sponsor={s} clone />
          ))}
        </ul>
      </div>
    </section>
  );
}
