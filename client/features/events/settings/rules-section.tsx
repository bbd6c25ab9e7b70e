// Rules: team size, the composition rule and its message, registration open or closed, a cap on teams,
// eligibility and ages, and when teams see judges' notes. Enforced where people register and submit.
import { Controller } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { rulesSchema, settingsClash, type AdminEditionFacts } from '@shared/schemas/event-patch';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import type { EditionHolder } from './edition-holder';
import { SectionCard } from './section-card';
import { compareFields, useSection } from './use-section';

const formSchema = rulesSchema
  .extend({
    registrationOpen: z.enum(['open', 'closed']),
    teamCap: z.string().regex(/^\d{0,6}$/, 'Enter a number of teams, or leave empty for no cap'),
  })
  .superRefine((v, ctx) => {
    const clash = settingsClash({
      registrationOpensAt: '',
      registrationClosesAt: '',
      startsAt: '',
      endsAt: '',
      submissionDeadline: '',
      winnersAnnouncedAt: '',
      ...v,
    });
    if (clash) ctx.addIssue({ code: 'custom', path: [clash.field], message: clash.message });
    if (v.teamCap !== '' && Number(v.teamCap) < 1)
      ctx.addIssue({ code: 'custom', path: ['teamCap'], message: 'A cap is at least 1 team' });
  });
type RulesForm = z.infer<typeof formSchema>;

const LABELS: Record<keyof RulesForm, string> = {
  teamSizeMin: 'Smallest team',
  teamSizeMax: 'Largest team',
  compositionMin: 'At least this many members of a gender (0: no rule)',
  compositionGender: 'Gender the rule counts',
  compositionScope: 'Counted over',
  compositionMessage: 'Message when the rule is not met',
  registrationOpen: 'Registration',
  teamCap: 'Team cap (empty: no cap)',
  eligibility: 'Eligibility statement',
  minAge: 'Minimum age',
  guardianConsentUnder: 'Guardian consent under age',
  feedbackRelease: "Teams see judges' notes",
};

const fromFacts = (f: AdminEditionFacts): RulesForm => ({
  teamSizeMin: f.teamSizeMin,
  teamSizeMax: f.teamSizeMax,
  compositionMin: f.composition.min,
  compositionGender: f.composition.gender,
  compositionScope: f.composition.scope,
  compositionMessage: f.composition.message,
  registrationOpen: f.registrationOpen ? 'open' : 'closed',
  teamCap: f.teamCap === null ? '' : String(f.teamCap),
  eligibility: f.eligibility,
  minAge: f.minAge,
  guardianConsentUnder: f.guardianConsentUnder,
  feedbackRelease: f.feedbackRelease,
});

const SCOPES = [
  { value: 'members', label: 'The members list (the leader not counted)' },
  { value: 'team', label: 'The whole team, leader included' },
];
const REGISTRATION = [
  { value: 'open', label: 'Open within its dates' },
  { value: 'closed', label: 'Closed' },
];
const FEEDBACK = [
  { value: 'immediate', label: 'At once, as each review arrives' },
  { value: 'with_results', label: 'With the results' },
];

export function RulesSection({ holder }: { holder: EditionHolder }) {
  const s = useSection<RulesForm>(holder, {
    title: 'Rules',
    resolver: zodResolver(formSchema),
    fromFacts,
    toBody: (v) => ({
      ...v,
      registrationOpen: v.registrationOpen === 'open',
      teamCap: v.teamCap === '' ? null : Number(v.teamCap),
    }),
  });
  const {
    register,
    control,
    formState: { errors },
  } = s.form;
  const num = (k: 'teamSizeMin' | 'teamSizeMax' | 'compositionMin' | 'minAge' | 'guardianConsentUnder') => (
    <FormField label={LABELS[k]} error={errors[k]?.message}>
      <Input type="number" inputMode="numeric" {...register(k, { valueAsNumber: true })} />
    </FormField>
  );
  const select = (k: 'compositionScope' | 'registrationOpen' | 'feedbackRelease', options: typeof SCOPES) => (
    <Controller
      control={control}
      name={k}
      render={({ field }) => (
        <FormField label={LABELS[k]} error={errors[k]?.message}>
          <NativeSelect
            options={options}
            value={field.value}
            onChange={(e) => field.onChange(e.target.value)}
            onBlur={field.onBlur}
            name={field.name}
          />
        </FormField>
      )}
    />
  );
  return (
    <SectionCard
      title="Rules"
      description="Who may register and how teams are made up. Changing them does not touch teams already registered."
      {...s.card}
      readOnly={holder.readOnly}
      compare={(theirs) => compareFields(LABELS, s.form.getValues(), fromFacts(theirs))}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {num('teamSizeMin')}
        {num('teamSizeMax')}
        {select('registrationOpen', REGISTRATION)}
        <FormField label={LABELS.teamCap} error={errors.teamCap?.message} description="Later teams wait in order.">
          <Input inputMode="numeric" autoComplete="off" {...register('teamCap')} />
        </FormField>
      </div>
      <fieldset className="grid gap-4 rounded-lg border border-border p-4 sm:grid-cols-2">
        <legend className="px-1 text-sm font-semibold">Team composition</legend>
        {num('compositionMin')}
        <FormField label={LABELS.compositionGender} error={errors.compositionGender?.message}>
          <Input autoComplete="off" {...register('compositionGender')} />
        </FormField>
        {select('compositionScope', SCOPES)}
        <FormField label={LABELS.compositionMessage} error={errors.compositionMessage?.message}>
          <Input autoComplete="off" {...register('compositionMessage')} />
        </FormField>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        {num('minAge')}
        {num('guardianConsentUnder')}
        <FormField
          label={LABELS.eligibility}
          error={errors.eligibility?.message}
          description="Shown on /register beside the terms checkbox."
          className="sm:col-span-2"
        >
          <Textarea rows={3} {...register('eligibility')} />
        </FormField>
        {select('feedbackRelease', FEEDBACK)}
      </div>
    </SectionCard>
  );
}
