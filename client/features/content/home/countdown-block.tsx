import { Link } from 'wouter';
import { ArrowRight } from 'lucide-react';
import type { PublicEvent } from '@shared/schemas/content';
import { paths } from '@shared/paths';
import { Button } from '@/components/ui/button';
import { eventTime } from '@/lib/zoned-time';
import { registrationState } from '@/lib/use-event';
import { Countdown } from '../countdown';

/** Section 4: a countdown to the close of registration, with the register link (or the challenges once closed). */
export function CountdownBlock({ event }: { event: PublicEvent & { timeZone?: string } }) {
  const state = registrationState(event);
  const target = state === 'upcoming' ? event.registrationOpensAt : event.registrationClosesAt;
  return (
    <section aria-labelledby="countdown-block-title" className="mx-auto max-w-7xl px-4 pb-14 sm:pb-20 sm:px-6 lg:px-8">
      <div className="relative overflow-hidden rounded-3xl border border-brand-violet/30 bg-[linear-gradient(120deg,#2a1363,#0e1a3d_55%,#0b3a4a)] px-6 py-12 text-center shadow-glow sm:px-12">
        <div
          aria-hidden="true"
          className="hk-glow absolute -bottom-24 -left-24 size-72 rounded-full bg-[radial-gradient(closest-side,rgb(34_211_238/0.35),transparent)]"
        />
        <div
          aria-hidden="true"
          className="hk-glow absolute -top-24 -right-24 size-72 rounded-full bg-[radial-gradient(closest-side,rgb(236_72_153/0.3),transparent)]"
        />
        <h2 id="countdown-block-title" className="relative text-3xl font-extrabold tracking-tight sm:text-4xl">
          {state === 'closed'
            ? 'Registration is closed'
            : state === 'upcoming'
              ? 'Registration opens soon'
              : "Don't miss your spot"}
        </h2>
        <p className="relative mx-auto mt-3 max-w-xl text-slate-300">
          {state === 'closed'
            ? 'Thank you to every team that signed up. Follow the challenges and the results as the event unfolds.'
            : `Registration ${state === 'upcoming' ? 'opens' : 'closes'} on ${eventTime(target, event)}.`}
        </p>
        <Countdown
          className="relative mt-8"
          target={target}
          label={state === 'upcoming' ? 'Registration opens in' : 'Registration closes in'}
          expiredText={state === 'upcoming' ? 'Registration is open' : 'Registration has closed'}
        />
        <Button asChild size="lg" className="relative mt-10">
          {state === 'closed' ? (
            <Link href={paths.problems}>
              See the challenges <ArrowRight aria-hidden="true" />
            </Link>
          ) : (
            <Link href={paths.register}>
              Register your team <ArrowRight aria-hidden="true" />
            </Link>
          )}
        </Button>
      </div>
    </section>
  );
}
