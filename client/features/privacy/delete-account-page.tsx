// /delete-account?token=…: the link emailed to an account without a password that asked to be deleted.
// The person confirms with a button (a mail scanner that opens the link must not start an erasure), then
// sees the date; the grace period and its cancel work as for a password account.
import { Link, useSearch } from 'wouter';
import { CircleAlert, CircleCheck, LoaderCircle, Trash2 } from 'lucide-react';
import { paths } from '@shared/paths';
import { DELETION_GRACE_DAYS } from '@shared/schemas/privacy';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { apiErrorMessage } from '@/lib/api';
import { formatDateTime } from '@/lib/format';
import { usePageMeta } from '@/lib/use-page-meta';
import { useConfirmDeletion } from './mutations';

export default function DeleteAccountPage() {
  usePageMeta('Delete Your Account', 'Confirm the deletion of your account with the link we emailed you.');
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const confirm = useConfirmDeletion();
  const erasesAt = confirm.data?.erasesAt;
  return (
    <section className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-bold tracking-tight">Delete Your Account</h1>
          <CardDescription>
            Your account is erased {DELETION_GRACE_DAYS} days after you confirm. Signing in before then cancels it, as
            does Cancel deletion on your profile.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5">
          {!token ? (
            <Alert variant="destructive">
              <CircleAlert aria-hidden="true" />
              <AlertDescription>This address has no link in it. Open the link from the email again.</AlertDescription>
            </Alert>
          ) : null}
          {confirm.isError ? (
            <Alert variant="destructive">
              <CircleAlert aria-hidden="true" />
              <AlertDescription className="grid gap-1">
                <span>{apiErrorMessage(confirm.error, 'The link could not be used. Please try again.')}</span>
                <Link href={paths.profile} className="font-semibold text-brand-cyan hover:underline">
                  Ask again from your profile
                </Link>
              </AlertDescription>
            </Alert>
          ) : null}
          {confirm.isSuccess ? (
            <Alert variant="success" role="status">
              <CircleCheck aria-hidden="true" />
              <AlertTitle>Deletion confirmed</AlertTitle>
              <AlertDescription>
                {erasesAt
                  ? `Your account will be erased on ${formatDateTime(erasesAt)}.`
                  : 'Your account will be erased.'}{' '}
                Changed your mind? Sign in before then.
              </AlertDescription>
            </Alert>
          ) : (
            <Button
              type="button"
              variant="destructive"
              size="lg"
              onClick={() => confirm.mutate(token)}
              disabled={!token || confirm.isPending}
            >
              {confirm.isPending ? (
                <LoaderCircle className="animate-spin" aria-hidden="true" />
              ) : (
                <Trash2 aria-hidden="true" />
              )}
              Confirm deletion
            </Button>
          )}
        </CardContent>
      </Card>
    </section>
  );
}
