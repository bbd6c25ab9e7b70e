// Dates: the edition's calendar typed on the edition's own clock (whatever the browser's zone), each shown
// back as visitors read it ("15 May, 23:59 IST · 20:29 your time"); checked in order as the server does.
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { DATE_LABELS, settingsClash, type AdminEditionFacts } from '@shared/schemas/event-patch';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { dualTime, fromZonedInput, toZonedInput } from '@/lib/zoned-time';
import type { EditionHolder } from './edition-holder';
import { SectionCard } from './section-card';
import { useSection } from './use-section';

const DATE_KEYS = [
  'registrationOpensAt',
  'registrationClosesAt',
  'startsAt',
  'submissionOpensAt',
  'endsAt',
  'submissionDeadline',
  'winnersAnnouncedAt',
] as const;
type DateKey = (typeof DATE_KEYS)[number];
type DatesForm = Record<DateKey, string> & { graceMinutes: number };

const HELP: Partial<Record<DateKey, string>> = {
  submissionOpensAt: 'Empty: submissions open when hacking starts.',
};

function schemaFor(timeZone: string, facts: AdminEditionFacts) {
  const local = z.string().refine((v) => fromZonedInput(v, timeZone) !== undefined, 'Choose a date and time');
  return z
    .object({
      registrationOpensAt: local,
      registrationClosesAt: local,
      startsAt: local,
      endsAt: local,
      submissionDeadline: local,
      winnersAnnouncedAt: local,
      submissionOpensAt: z.union([z.literal(''), local]),
      graceMinutes: z
        .number({ error: 'Enter minutes (0 for none)' })
        .int()
        .min(0)
        .max(24 * 60, 'Grace is at most 24 hours (1440 minutes)'),
    })
    .superRefine((v, ctx) => {
      const iso = (k: DateKey) => fromZonedInput(v[k], timeZone) ?? '';
      const clash = settingsClash({
        registrationOpensAt: iso('registrationOpensAt'),
        registrationClosesAt: iso('registrationClosesAt'),
        startsAt: iso('startsAt'),
        endsAt: iso('endsAt'),
        submissionDeadline: iso('submissionDeadline'),
        winnersAnnouncedAt: iso('winnersAnnouncedAt'),
        submissionOpensAt: v.submissionOpensAt ? iso('submissionOpensAt') : null,
        teamSizeMin: facts.teamSizeMin,
        teamSizeMax: facts.teamSizeMax,
        compositionMin: facts.composition.min,
        minAge: facts.minAge,
        guardianConsentUnder: facts.guardianConsentUnder,
      });
      if (clash) ctx.addIssue({ code: 'custom', path: [clash.field], message: clash.message });
    });
}

export function DatesSection({ holder }: { holder: EditionHolder }) {
  const tz = holder.facts.timeZone;
  const fromFacts = (f: AdminEditionFacts): DatesForm => ({
    ...(Object.fromEntries(DATE_KEYS.map((k) => [k, toZonedInput(f[k], f.timeZone)])) as Record<DateKey, string>),
    graceMinutes: f.graceMinutes,
  });
  const s = useSection<DatesForm>(holder, {
    title: 'Dates',
    resolver: zodResolver(schemaFor(tz, holder.facts)) as never,
    fromFacts,
    toBody: (v) => ({
      registrationOpensAt: fromZonedInput(v.registrationOpensAt, tz)!,
      registrationClosesAt: fromZonedInput(v.registrationClosesAt, tz)!,
      startsAt: fromZonedInput(v.startsAt, tz)!,
      endsAt: fromZonedInput(v.endsAt, tz)!,
      submissionDeadline: fromZonedInput(v.submissionDeadline, tz)!,
      winnersAnnouncedAt: fromZonedInput(v.winnersAnnouncedAt, tz)!,
      submissionOpensAt: v.submissionOpensAt ? fromZonedInput(v.submissionOpensAt, tz)! : null,
      graceMinutes: v.graceMinutes,
    }),
  });
  const {
    register,
    watch,
    formState: { errors },
  } = s.form;
  return (
    <SectionCard
      title="Dates"
      description={`Typed in the edition's time zone (${tz}), whatever your computer's. Each must follow the one before it.`}
      {...s.card}
      readOnly={holder.readOnly}
      compare={(theirs) => {
        const mine = s.form.getValues();
        const other = fromFacts(theirs);
        return [
          ...DATE_KEYS.map((k) => ({ label: DATE_LABELS[k], mine: mine[k] ?? '', theirs: other[k] })),
          { label: 'Grace (minutes)', mine: String(mine.graceMinutes), theirs: String(other.graceMinutes) },
        ];
      }}
    >
      <div className="grid gap-4 md:grid-cols-2">
        {DATE_KEYS.map((k) => {
          const iso = fromZonedInput(watch(k) ?? '', tz);
          return (
            <FormField
              key={k}
              label={`${DATE_LABELS[k]} (${tz})`}
              error={errors[k]?.message}
              required={k !== 'submissionOpensAt'}
              description={
                <>
                  {iso ? dualTime(iso, tz) : (HELP[k] ?? 'Not set')}
                  {iso && HELP[k] ? ` — ${HELP[k]}` : null}
                </>
              }
            >
              <Input type="datetime-local" {...register(k)} />
            </FormField>
          );
        })}
        <FormField
          label="Grace after the deadline (minutes)"
          error={errors.graceMinutes?.message}
          description="Projects are still accepted this long after the deadline; teams are told."
        >
          <Input
            type="number"
            min={0}
            max={1440}
            inputMode="numeric"
            {...register('graceMinutes', { valueAsNumber: true })}
          />
        </FormField>
      </div>
    </SectionCard>
  );
}
