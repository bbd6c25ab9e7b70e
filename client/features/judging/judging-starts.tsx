// When judging starts, for a judge whose queue is not open yet (issue "The calendar drives the product"):
// judges are handed work once the edition's submission window has closed, so the date to name is that
// close (shared/phases.ts, on this device's clock), not an empty queue.
import { submissionWindow } from '@shared/phases';
import { formatTimeLeft } from '@/lib/format';
import { useEvent } from '@/lib/use-event';
import { usePhase } from '@/lib/use-phase';
import { eventTime } from '@/lib/zoned-time';

export function JudgingStarts() {
  const { data: ev } = useEvent();
  const phase = usePhase(ev);
  if (!ev || !phase)
    return <>The organizers open judging when submissions close. Fill in your profile and conflicts meanwhile.</>;
  const { closesAt } = submissionWindow(ev);
  const left = closesAt.getTime() - Date.now();
  if (phase === 'before_registration' || phase === 'registration' || phase === 'hacking')
    return (
      <>
        Judging starts when submissions close on <strong>{eventTime(closesAt.toISOString(), ev)}</strong> (
        {formatTimeLeft(left)} left). Fill in your profile and conflicts meanwhile.
      </>
    );
  return <>Submissions closed on {eventTime(closesAt.toISOString(), ev)}: the organizers open judging shortly.</>;
}
