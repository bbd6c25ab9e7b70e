// Unpublish Winners (issue 24): for published winners, a button that asks for confirmation in its own
// dialog with the reason (required; it goes to the audit log). What the admin typed stays on an error.
import { useState } from 'react';
import { EyeOff } from 'lucide-react';
import { unpublishWinnersSchema } from '@shared/schemas/winners-unpublish';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { isApiError } from '@/lib/api';
import { formatDateTime } from '@/lib/format';
import { useUnpublishWinners } from './unpublish-mutation';

export function UnpublishWinners({ publishedAt, onDone }: { publishedAt: string; onDone?: () => void }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const unpublish = useUnpublishWinners();
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = unpublishWinnersSchema.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    unpublish.mutate(parsed.data, {
      onSuccess: () => {
        setOpen(false);
        setReason('');
        onDone?.();
      },
      onError: (err) => {
        const field = isApiError(err) ? err.fieldErrors?.reason : undefined;
        if (field) setError(field);
      },
    });
  };
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <EyeOff aria-hidden="true" /> Unpublish Winners
      </Button>
      <Dialog open={open} onOpenChange={(o) => !unpublish.isPending && setOpen(o)}>
        <DialogContent className="max-w-md">
          <form onSubmit={submit} noValidate className="grid gap-4">
            <DialogHeader>
              <DialogTitle>Unpublish Winners</DialogTitle>
              <DialogDescription>
                Published {formatDateTime(publishedAt)}. Unpublishing takes them off the Winners page and the home page;
                the teams already emailed are not told. Announce again to publish.
              </DialogDescription>
            </DialogHeader>
            <FormField label="Reason" description="Kept in the audit log." error={error} required>
              <Textarea rows={3} value={reason} onChange={(e) => setReason(e.target.value)} maxLength={500} />
            </FormField>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => setOpen(false)} disabled={unpublish.isPending}>
                Keep Published
              </Button>
              <Button type="submit" variant="destructive" disabled={unpublish.isPending}>
                {unpublish.isPending ? <Spinner label="Unpublishing" /> : <EyeOff aria-hidden="true" />} Unpublish
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}
