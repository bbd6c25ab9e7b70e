// Voiding a ballot: the organizer says why (the shared schema's rule, at least 3 characters); the reason
// goes to the audit log and the ballot stops counting. The dialog stays open on a refusal.
import { useState } from 'react';
import { Ban, LoaderCircle } from 'lucide-react';
import { voidBallotSchema, type ReportBallot } from '@shared/schemas/voting';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { useVoidBallot } from '../mutations';

export function VoidBallotDialog({ slug, ballot }: { slug: string; ballot: ReportBallot }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const voidIt = useVoidBallot(slug);
  const who = ballot.voterName ?? ballot.email ?? ballot.canonicalEmail;
  const submit = (ev: React.FormEvent) => {
    ev.preventDefault();
    const parsed = voidBallotSchema.safeParse({ reason });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    voidIt.mutate({ id: ballot.id, ...parsed.data }, { onSuccess: () => setOpen(false) });
  };
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline" aria-label={`Void the ballot of ${who}`}>
          <Ban aria-hidden="true" /> Void
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Void the ballot of {who}?</DialogTitle>
            <DialogDescription>
              It stops counting in the tally at once, its voter cannot cast it again, and the audit log keeps your
              reason.
            </DialogDescription>
          </DialogHeader>
          <FormField label="Reason" error={error} required>
            <Textarea value={reason} onChange={(e) => setReason(e.target.value)} rows={3} />
          </FormField>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" variant="destructive" disabled={voidIt.isPending}>
              {voidIt.isPending ? (
                <LoaderCircle className="animate-spin" aria-hidden="true" />
              ) : (
                <Ban aria-hidden="true" />
              )}
              Void ballot
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
