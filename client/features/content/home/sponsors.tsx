import { useState } from 'react';
import { Pause, Play } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Building2 } from 'lucide-react';
import type { Sponsor } from '@shared/schemas/pages/index';
import { SectionHeading } from './section-heading';
import { SectionSkeleton } from './section-skeleton';
import { useHome } from './use-home';

/**
 * A sponsor's card. An uploaded logo is what visitors should recognise (issue 31: a 36 px thumbnail was
 * not), so it leads the card on a light plate at up to 200 × 64 px, dark and coloured logos alike; the
 * name and tier stay beside it as text.
 */
/** The sponsor's name and tier: the same words under a logo and beside the stand-in icon. */
function SponsorLabel({ sponsor, className }: { sponsor: Sponsor; className: string }) {
  return (
    <span className={className}>
      <span className="block truncate font-bold text-foreground">{sponsor.name}</span>
      <span className="block text-xs font-medium tracking-wider text-muted-foreground uppercase">
        {sponsor.tier} sponsor
      </span>
    </span>
  );
}

function SponsorLogo({ sponsor, clone }: { sponsor: Sponsor; clone?: boolean }) {
  const inner = sponsor.logoUrl ? (
    <>
      <span className="flex h-20 w-full items-center justify-center rounded-xl bg-white/95 px-3 py-2">
        <img
          src={sponsor.logoUrl}
          alt=""
          loading="lazy"
          data-sponsor-logo=""
          className="h-16 w-auto max-w-full object-contain"
        />
      </span>
      <SponsorLabel sponsor={sponsor} className="min-w-0 text-center" />
    </>
  ) : (
    <>
      <span className="flex size-11 shrink-0 items-center justify-center overflow-hidden rounded-xl bg-gradient-to-br from-white/10 to-white/0 ring-1 ring-white/10">
        <Building2 className="size-6 text-brand-cyan" aria-hidden="true" />
      </span>
      <SponsorLabel sponsor={sponsor} className="min-w-0" />
    </>
  );
  const box = sponsor.logoUrl
    ? 'flex flex-col items-stretch gap-3 rounded-2xl border border-border bg-card/80 p-4'
    : 'flex items-center gap-3 rounded-2xl border border-border bg-card/80 px-5 py-4';
  return (
    <li
      data-clone={clone ? '' : undefined}
      aria-hidden={clone ? true : undefined}
      className="mx-3 w-60 shrink-0 sm:mx-4"
    >
      {sponsor.link ? (
        <a
          href={sponsor.link}
          target="_blank"
          rel="noopener noreferrer"
          tabIndex={clone ? -1 : undefined}
          className={`${box} transition-colors hover:border-brand-cyan/50`}
        >
          {inner}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      ) : (
        <div className={box}>{inner}</div>
      )}
    </li>
  );
}

/**
 * Section 5: the six sponsors rotate as a continuous band. It pauses on hover and keyboard focus and with
 * its Pause button (moving content needs a way to stop it); visitors who prefer reduced motion see a still grid.
 */
export function Sponsors() {
  const [paused, setPaused] = useState(false);
  const section = useHome().data?.document.sponsors;
  if (!section) return <SectionSkeleton label="Sponsors" height="h-48" />;
  if (section.items.length === 0) return null;
  const sponsors = section.items;
  return (
    <section aria-labelledby="sponsors-title" className="py-14 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="sponsors-title" eyebrow={section.eyebrow} title={section.title} />
        <div className="mt-6 flex justify-center motion-reduce:hidden">
          <Button variant="ghost" size="sm" onClick={() => setPaused((p) => !p)} aria-pressed={paused}>
            {paused ? <Play aria-hidden="true" /> : <Pause aria-hidden="true" />}
            {paused ? 'Play sponsor carousel' : 'Pause sponsor carousel'}
          </Button>
        </div>
      </div>
      <div className="hk-marquee-wrap relative mt-6 overflow-hidden px-4 [mask-image:linear-gradient(90deg,transparent,black_8%,black_92%,transparent)] motion-reduce:[mask-image:none]">
        <ul aria-label="Sponsors" data-paused={paused ? '' : undefined} className="hk-marquee flex w-max py-2">
          {sponsors.map((s, i) => (
            <SponsorLogo key={`${i}-${s.name}`} sponsor={s} />
          ))}
          {sponsors.map((s, i) => (
            <SponsorLogo key={`clone-${i}-${s.name}`} sponsor={s} clone />
          ))}
        </ul>
      </div>
    </section>
  );
}
