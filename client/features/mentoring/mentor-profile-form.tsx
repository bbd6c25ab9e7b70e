// The mentor's profile: name, affiliation, the skills they help with (the find-a-team list), the
// challenges they know, how they meet teams, and their shifts on the edition's clock. Matching ranks the
// queue by skills and challenges; the shifts feed the estimate and the "next shift" line teams see.
import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Save } from 'lucide-react';
import { SKILLS } from '@shared/schemas/find-team';
import {
  MEETING_KINDS,
  MEETING_LABELS,
  updateMentorProfileSchema,
  type MeetingKind,
  type MentorProfile,
} from '@shared/schemas/mentoring';
import { problemQueries } from '@/features/problems';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/lib/use-toast';
import { CheckChips } from './check-chips';
import { useSaveMentorProfile } from './mutations';
import { ShiftsField, shiftDrafts, shiftsFromDrafts } from './shifts-field';

const MEETING_HINTS: Record<MeetingKind, string> = {
  video: 'Teams get your call link when you claim their request.',
  discord: 'Teams message you there.',
  chat: 'You go to the table or link the team gave.',
};

export function MentorProfileForm({ profile }: { profile: MentorProfile }) {
  const save = useSaveMentorProfile();
  const problems = useQuery(problemQueries.options());
  const tz = profile.edition.timeZone;
  const [name, setName] = useState(profile.name);
  const [affiliation, setAffiliation] = useState(profile.affiliation);
  const [skills, setSkills] = useState<string[]>(profile.skills);
  const [problemIds, setProblemIds] = useState<number[]>(profile.problemIds);
  const [kind, setKind] = useState<MeetingKind>(profile.meeting.kind);
  const [videoUrl, setVideoUrl] = useState(profile.meeting.videoUrl ?? '');
  const [discordHandle, setDiscordHandle] = useState(profile.meeting.discordHandle ?? '');
  const [shifts, setShifts] = useState(() => shiftDrafts(profile.shifts, tz));
  const [errors, setErrors] = useState<Record<string, string>>({});

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const typed = shiftsFromDrafts(shifts, tz);
    const parsed = updateMentorProfileSchema.safeParse({
      name,
      affiliation,
      skills,
      problemIds,
      meeting: { kind, videoUrl: videoUrl.trim() || null, discordHandle: discordHandle.trim() || null },
      shifts: 'shifts' in typed ? typed.shifts : [],
    });
    const next: Record<string, string> = {};
    if ('error' in typed) next.shifts = typed.error;
    if (!parsed.success)
      for (const issue of parsed.error.issues) {
        // meeting.videoUrl → videoUrl: the field under the chosen way of meeting.
        const key = issue.path[0] === 'meeting' ? String(issue.path[1]) : String(issue.path[0]);
        next[key] ??= issue.message;
      }
    setErrors(next);
    if (!parsed.success || 'error' in typed) return;
    save.mutate(parsed.data, {
      onSuccess: () => toast({ title: 'Profile Saved', description: 'Teams see your skills and shifts.' }),
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-label="Mentor profile">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Name" error={errors.name}>
          <Input autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} />
        </FormField>
        <FormField label="Affiliation" description="Company, university or community." error={errors.affiliation}>
          <Input autoComplete="organization" value={affiliation} onChange={(e) => setAffiliation(e.target.value)} />
        </FormField>
      </div>
      <CheckChips
        legend="Skills you help with"
        hint="Requests needing these come to you first."
        items={SKILLS.map((s) => ({ value: s, label: s }))}
        selected={skills}
        onChange={setSkills}
        error={errors.skills}
      />
      {problems.data?.length ? (
        <CheckChips
          legend="Challenges you know"
          items={problems.data.map((p) => ({ value: p.id, label: p.title }))}
          selected={problemIds}
          onChange={setProblemIds}
          error={errors.problemIds}
        />
      ) : null}
      <fieldset className="grid gap-3">
        <legend className="mb-1 text-sm font-medium">How you meet teams</legend>
        <RadioGroup value={kind} onValueChange={(v) => setKind(v as MeetingKind)} className="grid gap-2 sm:grid-cols-3">
          {MEETING_KINDS.map((k) => (
            <div key={k} className="flex items-start gap-2 rounded-lg border border-border p-3">
              <RadioGroupItem id={`meet-${k}`} value={k} aria-describedby={`meet-${k}-hint`} />
              <div className="grid gap-0.5">
                <Label htmlFor={`meet-${k}`}>{MEETING_LABELS[k]}</Label>
                <span id={`meet-${k}-hint`} className="text-xs text-muted-foreground">
                  {MEETING_HINTS[k]}
                </span>
              </div>
            </div>
          ))}
        </RadioGroup>
        {kind === 'video' ? (
          <FormField label="Video call link" error={errors.videoUrl} description="https://meet… or https://zoom…">
            <Input type="url" inputMode="url" value={videoUrl} onChange={(e) => setVideoUrl(e.target.value)} />
          </FormField>
        ) : kind === 'discord' ? (
          <FormField label="Discord handle" error={errors.discordHandle}>
            <Input value={discordHandle} onChange={(e) => setDiscordHandle(e.target.value)} autoComplete="off" />
          </FormField>
        ) : null}
      </fieldset>
      <ShiftsField drafts={shifts} timeZone={tz} onChange={setShifts} error={errors.shifts} />
      <Button type="submit" className="w-fit" disabled={save.isPending}>
        {save.isPending ? <Spinner label="Saving" /> : <Save aria-hidden="true" />} Save Profile
      </Button>
    </form>
  );
}
