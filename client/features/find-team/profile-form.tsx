// The matching profile form: skills from the shared list plus free tags, challenges of interest, time
// zone, languages, a short pitch, a link, and (privately) gender for the event's composition rule.
import { useState, type FormEvent } from 'react';
import { LoaderCircle, Save } from 'lucide-react';
import { GENDERS } from '@shared/constants';
import {
  findTeamProfileInputSchema,
  formatUtcOffset,
  SKILLS,
  UTC_OFFSETS,
  type FindTeamProfileInput,
  type MyFindTeamProfile,
} from '@shared/schemas/find-team';
import { apiErrorMessage } from '@/lib/api';
import { toast } from '@/lib/use-toast';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { controlClasses, Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/utils';
import { useSaveProfile } from './mutations';

export const selectClasses = cn(controlClasses, 'h-10 px-3');

const splitList = (text: string) =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

interface Props {
  mine: MyFindTeamProfile;
  problems: { id: number; title: string }[];
  onDone: () => void;
}

function CheckList<T extends string | number>(props: {
  legend: string;
  items: { value: T; label: string }[];
  selected: T[];
  onChange: (next: T[]) => void;
  error?: string;
}) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium">{props.legend}</legend>
      <div className="flex flex-wrap gap-2">
        {props.items.map((item) => {
          const on = props.selected.includes(item.value);
          return (
            <label
              key={item.value}
              className={cn(
                'flex cursor-pointer items-center gap-2 rounded-full border px-3 py-1.5 text-sm transition-colors',
                on ? 'border-brand-violet bg-primary/20' : 'border-border hover:border-brand-violet/60',
              )}
            >
              <input
                type="checkbox"
                className="accent-[var(--color-brand-violet)]"
                checked={on}
                onChange={() =>
                  props.onChange(on ? props.selected.filter((v) => v !== item.value) : [...props.selected, item.value])
                }
              />
              {item.label}
            </label>
          );
        })}
      </div>
      {props.error ? <p className="text-sm text-destructive-text">{props.error}</p> : null}
    </fieldset>
  );
}

export function ProfileForm({ mine, problems, onDone }: Props) {
  const p = mine.profile;
  const save = useSaveProfile();
  const [skills, setSkills] = useState<string[]>(p?.skills ?? []);
  const [tags, setTags] = useState((p?.tags ?? []).join(', '));
  const [problemIds, setProblemIds] = useState<number[]>(p?.problemIds ?? []);
  const [utcOffset, setUtcOffset] = useState(String(p?.utcOffset ?? -new Date().getTimezoneOffset()));
  const [languages, setLanguages] = useState((p?.languages ?? ['English']).join(', '));
  const [pitch, setPitch] = useState(p?.pitch ?? '');
  const [link, setLink] = useState(p?.link ?? '');
  const [gender, setGender] = useState<string>(mine.gender ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const parsed = findTeamProfileInputSchema.safeParse({
      skills,
      tags: splitList(tags),
      problemIds,
      utcOffset: Number(utcOffset),
      languages: splitList(languages),
      pitch,
      link: link.trim(),
      gender: gender || null,
      visible: p?.visible ?? true,
    } satisfies Record<keyof FindTeamProfileInput, unknown>);
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync(parsed.data);
      toast({ title: 'Profile Saved', description: 'Teams looking for people can now find you on the board.' });
      onDone();
    } catch (err) {
      toast({
        title: 'Error',
        description: apiErrorMessage(err, 'Failed to save your profile'),
        variant: 'destructive',
      });
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-label="Matching profile">
      <CheckList
        legend="Skills"
        items={SKILLS.map((s) => ({ value: s, label: s }))}
        selected={skills}
        onChange={setSkills}
        error={errors.skills}
      />
      <FormField
        label="Other skills or tools"
        description="Comma-separated, e.g. Rust, Figma, LLMs"
        error={errors.tags}
      >
        <Input value={tags} onChange={(e) => setTags(e.target.value)} />
      </FormField>
      {problems.length ? (
        <CheckList
          legend="Challenges that interest you"
          items={problems.map((x) => ({ value: x.id, label: x.title }))}
          selected={problemIds}
          onChange={setProblemIds}
          error={errors.problemIds}
        />
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Time zone" error={errors.utcOffset}>
          <select className={selectClasses} value={utcOffset} onChange={(e) => setUtcOffset(e.target.value)}>
            {UTC_OFFSETS.map((o) => (
              <option key={o} value={o}>
                {formatUtcOffset(o)}
              </option>
            ))}
          </select>
        </FormField>
        <FormField label="Languages you work in" description="Comma-separated" error={errors.languages}>
          <Input value={languages} onChange={(e) => setLanguages(e.target.value)} />
        </FormField>
      </div>
      <FormField label="Short pitch" description="What you want to build, in a sentence or two" error={errors.pitch}>
        <Textarea rows={3} value={pitch} onChange={(e) => setPitch(e.target.value)} />
      </FormField>
      <FormField label="Link (GitHub, portfolio)" error={errors.link}>
        <Input type="url" inputMode="url" value={link} onChange={(e) => setLink(e.target.value)} />
      </FormField>
      <FormField
        label="Gender (private)"
        description="Never shown to anyone: used only to check the event's rule on team composition."
        error={errors.gender}
      >
        <select className={selectClasses} value={gender} onChange={(e) => setGender(e.target.value)}>
          <option value="">Prefer not to say</option>
          {GENDERS.map((g) => (
            <option key={g} value={g}>
              {g[0]!.toUpperCase() + g.slice(1)}
            </option>
          ))}
        </select>
      </FormField>
      <Button type="submit" className="w-fit" disabled={save.isPending}>
        {save.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Save aria-hidden="true" />}
        Save Profile
      </Button>
    </form>
  );
}
