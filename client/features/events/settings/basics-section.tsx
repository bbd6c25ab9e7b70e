// Basics: the edition's name, the header's short name, tagline, accent colour (with its contrast verdict
// live), contact, city (or "Online"), where it happens (online, in person, both), community link, and the
// logo (uploaded at once, with a preview).
import { Controller } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { accentVerdict, HEX_COLOR } from '@shared/contrast';
import { EVENT_MODE_LABELS, EVENT_MODES } from '@shared/event-mode';
import { basicsSchema, SETTINGS_MESSAGES, type AdminEditionFacts } from '@shared/schemas/event-patch';
import { EDITION_MESSAGES } from '@shared/schemas/events';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { AccentField } from './accent-field';
import type { EditionHolder } from './edition-holder';
import { LogoField } from './logo-field';
import { SectionCard } from './section-card';
import { compareFields, useSection } from './use-section';

const formSchema = basicsSchema.extend({
  accentColor: z.union([
    z.literal(''),
    z
      .string()
      .trim()
      .regex(HEX_COLOR, SETTINGS_MESSAGES.accentFormat)
      .refine((v) => accentVerdict(v).ok, { error: (i) => accentVerdict(String(i.input)).message }),
  ]),
  discordUrl: z.union([z.literal(''), z.url({ protocol: /^https?$/, error: EDITION_MESSAGES.httpLink }).max(500)]),
});
type BasicsForm = z.infer<typeof formSchema>;

const LABELS: Record<keyof BasicsForm, string> = {
  name: 'Name',
  shortName: 'Short name (header)',
  tagline: 'Tagline',
  accentColor: 'Accent colour',
  contactEmail: 'Contact email',
  city: 'City',
  mode: 'Where it happens',
  discordUrl: 'Community link',
  heroLine: 'Hero line',
  footerBlurb: 'Footer text',
};

const MODE_OPTIONS = EVENT_MODES.map((m) => ({ value: m, label: EVENT_MODE_LABELS[m] }));

const fromFacts = (f: AdminEditionFacts): BasicsForm => ({
  name: f.name,
  shortName: f.shortName,
  tagline: f.tagline,
  accentColor: f.accentColor ?? '',
  contactEmail: f.contactEmail,
  city: f.city,
  mode: f.mode,
  discordUrl: f.discordUrl ?? '',
  heroLine: f.heroLine,
  footerBlurb: f.footerBlurb,
});

export function BasicsSection({ holder }: { holder: EditionHolder }) {
  const s = useSection<BasicsForm>(holder, {
    title: 'Basics',
    resolver: zodResolver(formSchema),
    fromFacts,
    toBody: (v) => ({ ...v, accentColor: v.accentColor || null, discordUrl: v.discordUrl || null }),
  });
  const {
    register,
    control,
    formState: { errors },
  } = s.form;
  return (
    <SectionCard
      title="Basics"
      description="What the edition is called, how it looks and the words its pages open and close with. The header shows the short name (else the name) and the logo."
      {...s.card}
      compare={(theirs) => compareFields(LABELS, s.form.getValues(), fromFacts(theirs))}
    >
      <div className="grid gap-4 md:grid-cols-2">
        <FormField label={LABELS.name} error={errors.name?.message} required>
          <Input autoComplete="off" {...register('name')} />
        </FormField>
        <FormField
          label={LABELS.shortName}
          error={errors.shortName?.message}
          description="Up to 40 characters; empty uses the name."
        >
          <Input autoComplete="off" {...register('shortName')} />
        </FormField>
        <FormField label={LABELS.tagline} error={errors.tagline?.message} className="md:col-span-2">
          <Input autoComplete="off" {...register('tagline')} />
        </FormField>
        <FormField label={LABELS.contactEmail} error={errors.contactEmail?.message} required>
          <Input type="email" autoComplete="off" {...register('contactEmail')} />
        </FormField>
        <FormField label={LABELS.city} error={errors.city?.message} description='A city, or "Online".' required>
          <Input autoComplete="off" {...register('city')} />
        </FormField>
        <Controller
          control={control}
          name="mode"
          render={({ field }) => (
            <FormField
              label={LABELS.mode}
              error={errors.mode?.message}
              description="The home page says “online”, the city, or both, beside the dates."
            >
              <NativeSelect
                options={MODE_OPTIONS}
                value={field.value}
                onChange={(e) => field.onChange(e.target.value)}
                onBlur={field.onBlur}
                name={field.name}
              />
            </FormField>
          )}
        />
        <FormField
          label={LABELS.discordUrl}
          error={errors.discordUrl?.message}
          description="Discord or another community invite (http or https)."
        >
          <Input type="url" autoComplete="off" placeholder="https://discord.gg/…" {...register('discordUrl')} />
        </FormField>
        <FormField
          label={LABELS.heroLine}
          error={errors.heroLine?.message}
          description="The line under the name on the home page, e.g. “Code for the climate.” Empty shows none."
          className="md:col-span-2"
        >
          <Input autoComplete="off" {...register('heroLine')} />
        </FormField>
        <FormField
          label={LABELS.footerBlurb}
          error={errors.footerBlurb?.message}
          description="A few words about the event at the foot of every page. Empty shows none."
          className="md:col-span-2"
        >
          <Textarea rows={3} {...register('footerBlurb')} />
        </FormField>
        <AccentField form={s.form} label={LABELS.accentColor} />
      </div>
      <LogoField holder={holder} />
    </SectionCard>
  );
}
