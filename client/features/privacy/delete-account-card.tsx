// "Delete my account" on /profile: the button that opens the dialog, or, while a deletion is pending, its
// date, what will happen, and Cancel (DELETE /api/me/deletion).
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { AlertTriangle, LoaderCircle, Trash2, Undo2 } from 'lucide-react';
import { DELETION_GRACE_DAYS, type DeletionStatus } from '@shared/schemas/privacy';
import { QueryView } from '@/components/query-view';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { apiErrorMessage } from '@/lib/api';
import { formatDateTime } from '@/lib/format';
import { toast } from '@/lib/use-toast';
import { DeleteAccountDialog, DeletionConsequences } from './delete-account-dialog';
import { useCancelDeletion } from './mutations';
import { privacyQueries } from './queries';

export function DeleteAccountCard() {
  const status = useQuery(privacyQueries.deletion());
  return (
    <Card>
      <CardHeader>
        <CardTitle>Delete my account</CardTitle>
        <CardDescription>
          Erases your personal data after a {DELETION_GRACE_DAYS}-day grace period. Your teams&apos; projects and
          results stay, under a pseudonym.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <QueryView
          query={status}
          loading={<Skeleton className="h-10 w-48" aria-label="Loading your account's status" />}
          error={{ title: "Your account's status could not be loaded" }}
        >
          {(s) => (s.erasesAt ? <PendingDeletion status={s} erasesAt={s.erasesAt} /> : <StartDeletion status={s} />)}
        </QueryView>
      </CardContent>
    </Card>
  );
}

function StartDeletion({ status }: { status: DeletionStatus }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="destructive" onClick={() => setOpen(true)}>
        <Trash2 aria-hidden="true" /> Delete my account
      </Button>
      {open ? <DeleteAccountDialog status={status} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function PendingDeletion({ status, erasesAt }: { status: DeletionStatus; erasesAt: string }) {
  const cancel = useCancelDeletion();
  const onCancel = () =>
    cancel.mutate(undefined, {
      onSuccess: () => toast({ title: 'Deletion cancelled', description: 'Your account stays as it is.' }),
      onError: (err) =>
        toast({ title: 'Error', description: apiErrorMessage(err, 'Failed to cancel'), variant: 'destructive' }),
    });
  return (
    <div className="grid gap-4">
      <Alert variant="warning" role="status">
        <AlertTriangle aria-hidden="true" />
        <AlertTitle>Your account will be erased on {formatDateTime(erasesAt)}</AlertTitle>
        <AlertDescription>
          {status.requestedAt ? `Requested ${formatDateTime(status.requestedAt)}. ` : ''}
          Cancel before then to keep it; signing in again cancels it too.
        </AlertDescription>
      </Alert>
      <DeletionConsequences status={status} />
      <Button variant="outline" className="w-fit" onClick={onCancel} disabled={cancel.isPending}>
        {cancel.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Undo2 aria-hidden="true" />}
        Cancel deletion
      </Button>
    </div>
  );
}
