// Dates: the edition's calendar typed on the edition's own clock (whatever the browser's zone), each shown
// back as visitors read it ("15 May, 23:59 IST · 20:29 your time"); checked in order as the server does.
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { DATE_LABELS, settingsClash, type AdminEditionFacts } from '@shared/schemas/event-patch';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { timeZoneField } from '@shared/schemas/events';
import { timeZoneNames } from '@shared/zoned-time';
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
  'judgingOpensAt',
  'judgingClosesAt',
  'winnersAnnouncedAt',
] as const;
/** Dates an edition may leave unset. */
const OPTIONAL: readonly DateKey[] = ['submissionOpensAt', 'judgingOpensAt', 'judgingClosesAt'];
type DateKey = (typeof DATE_KEYS)[number];
type DatesForm = Record<DateKey, string> & { graceMinutes: number; timeZone: string };

const HELP: Partial<Record<DateKey, string>> = {
  submissionOpensAt: 'Empty: submissions open when hacking starts.',
  judgingOpensAt: 'Empty: judges are handed projects once submissions close and judging is opened.',
  judgingClosesAt: 'Empty: hand-outs go on until judging is closed.',
};

function schemaFor(facts: AdminEditionFacts) {
  const local = z.string().refine((v) => fromZonedInput(v, 'UTC') !== undefined, 'Choose a date and time');
  return z
    .object({
      timeZone: timeZoneField,
      registrationOpensAt: local,
      registrationClosesAt: local,
      startsAt: local,
      endsAt: local,
      submissionDeadline: local,
      winnersAnnouncedAt: local,
      submissionOpensAt: z.union([z.literal(''), local]),
      judgingOpensAt: z.union([z.literal(''), local]),
      judgingClosesAt: z.union([z.literal(''), local]),
      graceMinutes: z
        .number({ error: 'Enter minutes (0 for none)' })
        .int()
        .min(0)
        .max(24 * 60, 'Grace is at most 24 hours (1440 minutes)'),
    })
    .superRefine((v, ctx) => {
      const iso = (k: DateKey) => fromZonedInput(v[k], v.timeZone) ?? '';
      const clash = settingsClash({
        registrationOpensAt: iso('registrationOpensAt'),
        registrationClosesAt: iso('registrationClosesAt'),
        startsAt: iso('startsAt'),
        endsAt: iso('endsAt'),
        submissionDeadline: iso('submissionDeadline'),
        winnersAnnouncedAt: iso('winnersAnnouncedAt'),
        submissionOpensAt: v.submissionOpensAt ? iso('submissionOpensAt') : null,
        judgingOpensAt: v.judgingOpensAt ? iso('judgingOpensAt') : null,
        judgingClosesAt: v.judgingClosesAt ? iso('judgingClosesAt') : null,
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
  const fromFacts = (f: AdminEditionFacts): DatesForm => ({
    ...(Object.fromEntries(DATE_KEYS.map((k) => [k, toZonedInput(f[k], f.timeZone)])) as Record<DateKey, string>),
    graceMinutes: f.graceMinutes,
    timeZone: f.timeZone,
  });
  const s = useSection<DatesForm>(holder, {
    title: 'Dates',
    resolver: zodResolver(schemaFor(holder.facts)) as never,
    fromFacts,
    // The dates are read on the chosen zone's clock: "09:00" stays 09:00 where the event happens. The zone
    // is sent only when it changed (the server keeps a live edition's zone).
    toBody: (v, f) => ({
      ...(v.timeZone !== f.timeZone ? { timeZone: v.timeZone } : {}),
      registrationOpensAt: fromZonedInput(v.registrationOpensAt, v.timeZone)!,
      registrationClosesAt: fromZonedInput(v.registrationClosesAt, v.timeZone)!,
      startsAt: fromZonedInput(v.startsAt, v.timeZone)!,
      endsAt: fromZonedInput(v.endsAt, v.timeZone)!,
      submissionDeadline: fromZonedInput(v.submissionDeadline, v.timeZone)!,
      winnersAnnouncedAt: fromZonedInput(v.winnersAnnouncedAt, v.timeZone)!,
      submissionOpensAt: v.submissionOpensAt ? fromZonedInput(v.submissionOpensAt, v.timeZone)! : null,
      judgingOpensAt: v.judgingOpensAt ? fromZonedInput(v.judgingOpensAt, v.timeZone)! : null,
      judgingClosesAt: v.judgingClosesAt ? fromZonedInput(v.judgingClosesAt, v.timeZone)! : null,
      graceMinutes: v.graceMinutes,
    }),
  });
  const {
    register,
    watch,
    formState: { errors },
  } = s.form;
  const tz = watch('timeZone') || holder.facts.timeZone;
  const zoneLocked = holder.facts.state !== 'draft';
  const zones = timeZoneNames(holder.facts.timeZone);
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
          { label: 'Time zone', mine: mine.timeZone, theirs: other.timeZone },
        ];
      }}
    >
      <div className="grid gap-4 md:grid-cols-2">
        <FormField
          label="Time zone"
          error={errors.timeZone?.message}
          className="md:col-span-2"
          description={
            zoneLocked
              ? 'Fixed once the edition is live: people already read its dates on this clock.'
              : 'Where the event happens. The dates below keep their clock time in the zone you choose.'
          }
        >
          <NativeSelect
            {...register('timeZone')}
            value={tz}
            disabled={zoneLocked || holder.readOnly}
            options={zones.map((z) => ({ value: z, label: z.replace(/_/g, ' ') }))}
          />
        </FormField>
        {DATE_KEYS.map((k) => {
          const iso = fromZonedInput(watch(k) ?? '', tz);
          return (
            <FormField
              key={k}
              label={`${DATE_LABELS[k]} (${tz})`}
              error={errors[k]?.message}
              required={!OPTIONAL.includes(k)}
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
