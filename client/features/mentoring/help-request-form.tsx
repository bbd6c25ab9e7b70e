// "Ask a mentor": title, what the team tried, the challenge, the skills it needs, where a mentor finds
// them, and the description (plain text, or Markdown with a preview rendered by the server's renderer, as
// the project page's story is). Before anything is sent the form says whether a mentor is on shift, and
// when the next shift starts if none is: the request may still wait in the queue.
import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Send, UserRoundCheck } from 'lucide-react';
import { SKILLS } from '@shared/schemas/find-team';
import { createHelpRequestSchema, type CreateHelpRequestResponse, type ShiftStatus } from '@shared/schemas/mentoring';
import { problemQueries } from '@/features/problems';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { plural } from '@/lib/format';
import { CheckChips } from './check-chips';
import { DescriptionField, type DescriptionFormat } from './description-field';
import { useAskForHelp } from './mutations';

type Field = 'title' | 'tried' | 'problemId' | 'skills' | 'location' | 'description';

export function ShiftNotice({ shift }: { shift: ShiftStatus }) {
  if (shift.message) {
    return (
      <Alert variant="warning" role="status">
        <AlertTitle>No mentor on shift right now</AlertTitle>
        <AlertDescription>{shift.message}</AlertDescription>
      </Alert>
    );
  }
  return (
    <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
      <UserRoundCheck className="size-4 text-success-text" aria-hidden="true" />
      {plural(shift.onShift, 'mentor')} on shift now.
    </p>
  );
}

export function HelpRequestForm({
  shift,
  onSent,
  onCancel,
}: {
  shift: ShiftStatus;
  onSent: (sent: CreateHelpRequestResponse) => void;
  onCancel: () => void;
}) {
  const ask = useAskForHelp();
  const problems = useQuery(problemQueries.options());
  const [title, setTitle] = useState('');
  const [tried, setTried] = useState('');
  const [problemId, setProblemId] = useState('');
  const [skills, setSkills] = useState<string[]>([]);
  const [location, setLocation] = useState('');
  const [description, setDescription] = useState('');
  const [format, setFormat] = useState<DescriptionFormat>('plain');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = createHelpRequestSchema.safeParse({
      title,
      tried,
      problemId: problemId ? Number(problemId) : null,
      skills,
      location,
      description,
      descriptionFormat: format,
    });
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0]) as Field] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    ask.mutate(parsed.data, { onSuccess: onSent });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Ask a mentor">
      <ShiftNotice shift={shift} />
      <FormField label="Title" error={errors.title} required description="One line: what is blocking you?">
        <Input value={title} onChange={(e) => setTitle(e.target.value)} maxLength={200} />
      </FormField>
      <DescriptionField
        value={description}
        onChange={setDescription}
        format={format}
        onFormat={setFormat}
        error={errors.description}
      />
      <FormField label="What you tried" error={errors.tried} description="So a mentor does not suggest it again.">
        <Textarea rows={3} value={tried} onChange={(e) => setTried(e.target.value)} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Challenge" error={errors.problemId}>
          <NativeSelect
            value={problemId}
            onChange={(e) => setProblemId(e.target.value)}
            options={[
              { value: '', label: 'None in particular' },
              ...(problems.data ?? []).map((p) => ({ value: String(p.id), label: p.title })),
            ]}
          />
        </FormField>
        <FormField
          label="Where to find you"
          error={errors.location}
          required
          description="A table number, or a video link (https://…)"
        >
          <Input value={location} onChange={(e) => setLocation(e.target.value)} autoComplete="off" />
        </FormField>
      </div>
      <CheckChips
        legend="Skills needed"
        hint="Mentors with these skills see your request first."
        items={SKILLS.map((s) => ({ value: s, label: s }))}
        selected={skills}
        onChange={setSkills}
        error={errors.skills}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={ask.isPending}>
          {ask.isPending ? <Spinner label="Sending" /> : <Send aria-hidden="true" />} Send Request
        </Button>
        <Button type="button" variant="outline" onClick={onCancel}>
          Not now
        </Button>
      </div>
    </form>
  );
}
