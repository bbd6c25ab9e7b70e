// Help queue (issue 34): when mentors take requests, if not the calendar's default (from hacking start to
// the submission deadline), and after how many minutes a waiting request emails the matching mentors on
// shift. Typed on the edition's clock, as the Dates section's; checked as the server checks it.
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import type { AdminEditionFacts } from '@shared/schemas/event-patch';
import { MENTORING_LIMITS, MENTORING_MESSAGES } from '@shared/schemas/mentoring';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { dualTime, fromZonedInput, toZonedInput } from '@/lib/zoned-time';
import type { EditionHolder } from './edition-holder';
import { SectionCard } from './section-card';
import { compareFields, useSection } from './use-section';

interface HelpQueueForm {
  helpQueueOpensAt: string;
  helpQueueClosesAt: string;
  helpEscalationMinutes: number;
}

const LABELS: Record<keyof HelpQueueForm, string> = {
  helpQueueOpensAt: 'Help queue opens',
  helpQueueClosesAt: 'Help queue closes',
  helpEscalationMinutes: 'Email mentors on shift after (minutes of waiting)',
};

function schemaFor(timeZone: string) {
  const optionalLocal = z
    .string()
    .refine((v) => v === '' || fromZonedInput(v, timeZone) !== undefined, 'Choose a date and time');
  return z
    .object({
      helpQueueOpensAt: optionalLocal,
      helpQueueClosesAt: optionalLocal,
      helpEscalationMinutes: z
        .number({ error: MENTORING_MESSAGES.escalation })
        .int(MENTORING_MESSAGES.escalation)
        .min(MENTORING_LIMITS.escalationMin, MENTORING_MESSAGES.escalation)
        .max(MENTORING_LIMITS.escalationMax, MENTORING_MESSAGES.escalation),
    })
    .superRefine((v, ctx) => {
      const opens = fromZonedInput(v.helpQueueOpensAt, timeZone);
      const closes = fromZonedInput(v.helpQueueClosesAt, timeZone);
      if (opens && closes && Date.parse(closes) <= Date.parse(opens))
        ctx.addIssue({ code: 'custom', path: ['helpQueueClosesAt'], message: MENTORING_MESSAGES.helpWindowOrder });
    });
}

export function HelpQueueSection({ holder }: { holder: EditionHolder }) {
  const tz = holder.facts.timeZone;
  const local = (iso: string | null) => (iso ? toZonedInput(iso, tz) : '');
  const iso = (v: string) => (v ? (fromZonedInput(v, tz) ?? null) : null);
  const fromFacts = (f: AdminEditionFacts): HelpQueueForm => ({
    helpQueueOpensAt: local(f.helpQueueOpensAt),
    helpQueueClosesAt: local(f.helpQueueClosesAt),
    helpEscalationMinutes: f.helpEscalationMinutes,
  });
  const s = useSection<HelpQueueForm>(holder, {
    title: 'Help queue',
    resolver: zodResolver(schemaFor(tz)) as never,
    fromFacts,
    toBody: (v) => ({
      helpQueueOpensAt: iso(v.helpQueueOpensAt),
      helpQueueClosesAt: iso(v.helpQueueClosesAt),
      helpEscalationMinutes: v.helpEscalationMinutes,
    }),
  });
  const {
    register,
    watch,
    formState: { errors },
  } = s.form;
  const when = (k: 'helpQueueOpensAt' | 'helpQueueClosesAt', empty: string) => {
    const at = iso(watch(k) ?? '');
    return (
      <FormField label={`${LABELS[k]} (${tz})`} error={errors[k]?.message} description={at ? dualTime(at, tz) : empty}>
        <Input type="datetime-local" {...register(k)} />
      </FormField>
    );
  };
  return (
    <SectionCard
      title="Help queue"
      description="Mentors on call: participants ask for help while the queue is open. Leave the dates empty to follow the calendar."
      {...s.card}
      readOnly={holder.readOnly}
      compare={(theirs) => compareFields(LABELS, s.form.getValues(), fromFacts(theirs))}
    >
      <div className="grid gap-4 md:grid-cols-2">
        {when('helpQueueOpensAt', 'Empty: when hacking starts.')}
        {when('helpQueueClosesAt', 'Empty: at the submission deadline.')}
        <FormField
          label={LABELS.helpEscalationMinutes}
          error={errors.helpEscalationMinutes?.message}
          description="Once per request, to the mentors on shift whose skills match."
        >
          <Input
            type="number"
            inputMode="numeric"
            min={MENTORING_LIMITS.escalationMin}
            max={MENTORING_LIMITS.escalationMax}
            {...register('helpEscalationMinutes', { valueAsNumber: true })}
          />
        </FormField>
      </div>
    </SectionCard>
  );
}
