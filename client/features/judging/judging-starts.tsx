// When judging starts, for a judge whose queue is not open yet (issue "The calendar drives the product"):
// judges are handed work once no project can change any more and within the calendar's judging window
// (shared/edition-gates.ts, the function the server's hand-outs read, on this device's clock), so the
// words name that moment, not an empty queue.
import { formatTimeLeft } from '@/lib/format';
import { useEvent } from '@/lib/use-event';
import { useGates } from '@/lib/use-phase';
import { eventTime } from '@/lib/zoned-time';

export function JudgingStarts() {
  const { data: ev } = useEvent();
  const gates = useGates(ev);
  if (!ev || !gates)
    return <>The organizers open judging when submissions close. Fill in your profile and conflicts meanwhile.</>;
  const { closesAt } = gates.submissions.window;
  const { judging } = gates;
  if (judging.open || judging.reason === 'judging_not_open')
    return gates.overridden ? (
      <>Submissions are closed: the organizers open judging shortly.</>
    ) : (
      <>Submissions closed on {eventTime(closesAt.toISOString(), ev)}: the organizers open judging shortly.</>
    );
  // The dates keep projects open: when they close, and how long until then.
  if (judging.reason === 'submissions_open' && !gates.overridden)
    return (
      <>
        Judging starts when submissions close on <strong>{eventTime(closesAt.toISOString(), ev)}</strong> (
        {formatTimeLeft(closesAt.getTime() - Date.now())} left). Fill in your profile and conflicts meanwhile.
      </>
    );
  return <>{judging.message}. Fill in your profile and conflicts meanwhile.</>;
}
