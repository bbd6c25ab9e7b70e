// Skip a held submission with a reason (issue 11): it goes back to the pool for other judges and is
// never handed to this judge again.
import { useState } from 'react';
import { JUDGING_MESSAGES, skipSchema } from '@shared/schemas/judging';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/lib/use-toast';
import { useSkipSubmission } from './mutations';

export function SkipForm({
  submissionId,
  teamName,
  onCancel,
  onDone,
}: {
  submissionId: number;
  teamName: string;
  onCancel: () => void;
  onDone: () => void;
}) {
  const skip = useSkipSubmission();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = skipSchema.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? JUDGING_MESSAGES.skipReason);
      return;
    }
    skip.mutate(
      { submissionId, reason: parsed.data.reason },
      {
        onSuccess: () => {
          toast({ title: 'Submission Skipped', description: `${teamName} goes to another judge.` });
          onDone();
        },
      },
    );
  };
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-3 rounded-lg border border-border p-4" aria-label="Skip">
      <FormField
        label="Why do you skip it?"
        error={error}
        description="For example: outside my expertise, the repository cannot be opened."
      >
        <Textarea
          rows={2}
          value={reason}
          onChange={(e) => {
            setReason(e.target.value);
            setError(undefined);
          }}
        />
      </FormField>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancel}>
          Keep It
        </Button>
        <Button type="submit" variant="secondary" disabled={skip.isPending}>
          {skip.isPending ? <Spinner label="Skipping" /> : null} Skip Submission
        </Button>
      </div>
    </form>
  );
}
