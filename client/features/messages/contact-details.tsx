import { Clock, Mail, MapPin } from 'lucide-react';
import { Skeleton } from '@/components/ui/skeleton';
import { useEvent } from '@/lib/use-event';

/** The organizers' address and city from the event row (spec §2 Contact: city and support e-mail). */
export function ContactDetails({ responseTime = 'We reply within one working day.' }: { responseTime?: string }) {
  const { data: event, isLoading, isError } = useEvent();
  return (
    <ul className="space-y-5">
      <li className="flex items-start gap-4">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-gradient">
          <Mail className="size-5 text-white" aria-hidden="true" />
        </span>
        <span>
          <span className="block text-sm font-semibold text-muted-foreground">Email</span>
          {event ? (
            <a
              href={`mailto:${event.contactEmail}`}
              className="font-semibold break-all text-brand-cyan hover:underline"
            >
              {event.contactEmail}
            </a>
          ) : isLoading ? (
            <Skeleton className="mt-1 h-5 w-44" />
          ) : (
            <span className="text-muted-foreground">{isError ? 'Unavailable right now: use the form.' : null}</span>
          )}
        </span>
      </li>
      <li className="flex items-start gap-4">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-gradient">
          <MapPin className="size-5 text-white" aria-hidden="true" />
        </span>
        <span>
          <span className="block text-sm font-semibold text-muted-foreground">Organizers</span>
          {event ? (
            <span className="font-semibold">{event.city}</span>
          ) : isLoading ? (
            <Skeleton className="mt-1 h-5 w-36" />
          ) : null}
          <span className="block text-sm text-muted-foreground">The event itself is fully online.</span>
        </span>
      </li>
      <li className="flex items-start gap-4">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-gradient">
          <Clock className="size-5 text-white" aria-hidden="true" />
        </span>
        <span>
          <span className="block text-sm font-semibold text-muted-foreground">Response time</span>
          <span className="font-semibold">{responseTime}</span>
        </span>
      </li>
    </ul>
  );
}
