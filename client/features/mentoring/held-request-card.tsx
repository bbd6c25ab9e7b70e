// A request the mentor holds: its details, and the three ways it leaves their hands. Resolve; Release back
// to the queue with a note for the next mentor (required: the team sees it too); Hand to a named mentor
// of the edition (who then holds it; one at their limit is refused by the server, in words).
import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, Forward, Undo2 } from 'lucide-react';
import { handoffHelpRequestSchema, releaseHelpRequestSchema, type MentorQueueItem } from '@shared/schemas/mentoring';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { useAuth } from '@/lib/auth-context';
import { useHandOffHelpRequest, useReleaseHelpRequest, useResolveHelpRequest } from './mutations';
import { mentoringQueries } from './queries';
import { RequestDetails } from './request-details';

type Mode = 'idle' | 'release' | 'handoff';

function ReleaseForm({ request, onDone }: { request: MentorQueueItem; onDone: () => void }) {
  const release = useReleaseHelpRequest();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = releaseHelpRequestSchema.safeParse({ note });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    // The confirmation is the mutation's own (mutations.ts): this form may be gone before the answer.
    release.mutate({ id: request.id, note: parsed.data.note }, { onSuccess: onDone });
  };
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-3" aria-label={`Release ${request.title}`}>
      <FormField label="Note for the next mentor" error={error} required description="The team reads it too.">
        <Textarea rows={2} value={note} onChange={(e) => setNote(e.target.value)} />
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="outline" disabled={release.isPending}>
          {release.isPending ? <Spinner label="Releasing" /> : <Undo2 aria-hidden="true" />} Release to Queue
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          Keep it
        </Button>
      </div>
    </form>
  );
}

function HandoffForm({ request, onDone }: { request: MentorQueueItem; onDone: () => void }) {
  const { user } = useAuth();
  const mentors = useQuery(mentoringQueries.mentors());
  const handoff = useHandOffHelpRequest();
  const [mentorId, setMentorId] = useState('');
  const [error, setError] = useState<string>();
  const others = (mentors.data?.mentors ?? []).filter((m) => m.userId !== user?.id);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = handoffHelpRequestSchema.safeParse({ mentorId: mentorId ? Number(mentorId) : undefined });
    if (!parsed.success) return setError('Choose a mentor');
    setError(undefined);
    handoff.mutate({ id: request.id, mentorId: parsed.data.mentorId }, { onSuccess: onDone });
  };
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-3" aria-label={`Hand over ${request.title}`}>
      <FormField
        label="Hand to"
        error={error ?? (mentors.isError ? 'The mentors could not load. Try again.' : undefined)}
        description={mentors.data && others.length === 0 ? 'No other mentor in this edition yet.' : undefined}
      >
        <NativeSelect
          value={mentorId}
          onChange={(e) => setMentorId(e.target.value)}
          placeholder={mentors.isPending ? 'Loading mentors…' : 'Choose a mentor'}
          options={others.map((m) => ({
            value: String(m.userId),
            label: `${m.name}${m.onShiftNow ? ' (on shift)' : ''} · holds ${m.holds}`,
          }))}
        />
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="outline" disabled={handoff.isPending || others.length === 0}>
          {handoff.isPending ? <Spinner label="Handing over" /> : <Forward aria-hidden="true" />} Hand Over
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          Keep it
        </Button>
      </div>
    </form>
  );
}

export function HeldRequestCard({ request }: { request: MentorQueueItem }) {
  const resolve = useResolveHelpRequest();
  const [mode, setMode] = useState<Mode>('idle');
  return (
    <Card
      className="grid min-w-0 gap-4 border-brand-violet/50 p-4 sm:p-5"
      role="article"
      aria-labelledby={`held-${request.id}`}
    >
      <h3 id={`held-${request.id}`} className="text-lg font-semibold break-words">
        {request.title}
      </h3>
      <RequestDetails request={request} open={false} />
      {mode === 'release' ? (
        <ReleaseForm request={request} onDone={() => setMode('idle')} />
      ) : mode === 'handoff' ? (
        <HandoffForm request={request} onDone={() => setMode('idle')} />
      ) : (
        <div className="flex flex-wrap gap-2 border-t border-border pt-4">
          <Button
            onClick={() => resolve.mutate(request.id)}
            disabled={resolve.isPending}
            aria-label={`Resolve ${request.title}`}
          >
            {resolve.isPending ? <Spinner label="Resolving" /> : <CheckCircle2 aria-hidden="true" />} Resolve
          </Button>
          <Button variant="outline" onClick={() => setMode('release')} aria-label={`Release ${request.title}`}>
            <Undo2 aria-hidden="true" /> Release
          </Button>
          <Button variant="outline" onClick={() => setMode('handoff')} aria-label={`Hand over ${request.title}`}>
            <Forward aria-hidden="true" /> Hand Over
          </Button>
        </div>
      )}
    </Card>
  );
}
