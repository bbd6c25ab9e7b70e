// The judge's profile (name, affiliation, the categories they know: preferred when submissions are
// handed out) and their conflicts of interest: the teams they are close to, declared here or found by
// the organizers; a conflicted team's submission is never handed to them.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ShieldAlert } from 'lucide-react';
import { updateJudgeProfileSchema, type JudgeProfile, type JudgeTeamList } from '@shared/schemas/judging';
import { QueryView } from '@/components/query-view';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/lib/use-toast';
import { useEvent } from '@/lib/use-event';
import { useDeclareConflict, useUpdateJudgeProfile } from './mutations';
import { judgingQueries } from './queries';
import { CONFLICT_SOURCE_LABELS } from './texts';

function ProfileForm({ profile }: { profile: JudgeProfile }) {
  const update = useUpdateJudgeProfile();
  const [name, setName] = useState(profile.name);
  const [affiliation, setAffiliation] = useState(profile.affiliation);
  const [categories, setCategories] = useState<string[]>(profile.categories);
  // The tracks of the edition being judged (its organizers' own list).
  const tracks = useEvent().data?.categories ?? [];
  const [errors, setErrors] = useState<Record<string, string>>({});
  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = updateJudgeProfileSchema.safeParse({ name, affiliation, categories });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    update.mutate(parsed.data, { onSuccess: () => toast({ title: 'Profile Saved' }) });
  };
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Judge profile">
      <FormField label="Name" error={errors.name}>
        <Input autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} />
      </FormField>
      <FormField label="Affiliation" description="Company, university or organisation." error={errors.affiliation}>
        <Input autoComplete="organization" value={affiliation} onChange={(e) => setAffiliation(e.target.value)} />
      </FormField>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">Categories you know</legend>
        <p className="text-xs text-muted-foreground">Submissions in these come to you first.</p>
        {tracks.map((c) => (
          <div key={c.key} className="flex items-center gap-2">
            <Checkbox
              id={`category-${c.key}`}
              checked={categories.includes(c.key)}
              onCheckedChange={(on) => setCategories((cur) => (on ? [...cur, c.key] : cur.filter((k) => k !== c.key)))}
            />
            <Label htmlFor={`category-${c.key}`} className="font-normal">
              {c.name}
            </Label>
          </div>
        ))}
      </fieldset>
      <Button type="submit" className="w-fit" disabled={update.isPending}>
        {update.isPending ? <Spinner label="Saving" /> : null} Save Profile
      </Button>
    </form>
  );
}

function ConflictsSection() {
  const teams = useQuery(judgingQueries.teams());
  return (
    <QueryView
      query={teams}
      loading={<Skeleton className="h-32 w-full" />}
      error={{ title: 'Could not load the teams.' }}
    >
      {(data) => <Conflicts teams={data} />}
    </QueryView>
  );
}

function Conflicts({ teams }: { teams: JudgeTeamList }) {
  const declare = useDeclareConflict();
  const [teamId, setTeamId] = useState('');
  const [reason, setReason] = useState('');
  const conflicted = teams.teams.filter((t) => t.conflict !== null);
  const free = teams.teams.filter((t) => t.conflict === null);
  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!teamId) return;
    declare.mutate(
      { teamId: Number(teamId), reason },
      {
        onSuccess: (c) => {
          toast({ title: 'Conflict Declared', description: `You will not be asked to judge ${c.teamName}.` });
          setTeamId('');
          setReason('');
        },
      },
    );
  };
  return (
    <div className="grid gap-4">
      {conflicted.length > 0 ? (
        <ul className="grid gap-2" aria-label="Your conflicts">
          {conflicted.map((t) => (
            <li key={t.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-2 text-sm">
              <span className="font-medium">{t.name}</span>
              <Badge variant="warning">{CONFLICT_SOURCE_LABELS[t.conflict!]}</Badge>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">No conflicts declared.</p>
      )}
      <form onSubmit={onSubmit} noValidate className="grid gap-3" aria-label="Declare a conflict">
        <FormField label="Team you are close to">
          {(control) => (
            <Select value={teamId} onValueChange={setTeamId}>
              <SelectTrigger {...control}>
                <SelectValue placeholder="Choose a team" />
              </SelectTrigger>
              <SelectContent>
                {free.map((t) => (
                  <SelectItem key={t.id} value={String(t.id)}>
                    {t.name}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        </FormField>
        <FormField label="Reason (optional)" description="Only the organizers see it.">
          <Textarea rows={2} value={reason} onChange={(e) => setReason(e.target.value)} maxLength={500} />
        </FormField>
        <Button type="submit" variant="outline" className="w-fit" disabled={!teamId || declare.isPending}>
          {declare.isPending ? <Spinner label="Declaring" /> : <ShieldAlert aria-hidden="true" />} Declare Conflict
        </Button>
      </form>
    </div>
  );
}

export function JudgeProfilePanel({ profile }: { profile: JudgeProfile }) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card className="grid gap-4 p-4 sm:p-6">
        <h2 className="text-lg font-semibold">Your profile</h2>
        <ProfileForm profile={profile} />
      </Card>
      <Card className="grid content-start gap-4 p-4 sm:p-6">
        <div>
          <h2 className="text-lg font-semibold">Conflicts of interest</h2>
          <p className="mt-1 text-sm text-muted-foreground">
            Declare every team you work with, advise or are related to. Only the organizers can remove a conflict.
          </p>
        </div>
        <ConflictsSection />
      </Card>
    </div>
  );
}
