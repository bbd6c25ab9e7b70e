// The confirm step of an email to several people (issue 24): how many will receive it, and the message
// exactly as the server will write it ({name} is each recipient's own name), before anything is sent.
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { emailPreviewSchema, type SendEmail } from '@shared/schemas/mail';
import { adminTeamMemberSchema } from '@shared/schemas/teams';
import { ADMIN_QUERY_ROOT } from '@/lib/admin-keys';
import { withEdition } from '@/lib/admin-edition';
import { apiSend, getParsed } from '@/lib/api';
import { plural } from '@/lib/format';
import { Skeleton } from '@/components/ui/skeleton';

const memberListSchema = z.array(adminTeamMemberSchema);

/** People an email to this list reaches: every member whose account is not disabled. */
export function useRecipientCount(url: string | undefined) {
  return useQuery({
    queryKey: [...ADMIN_QUERY_ROOT, 'mail', 'recipients', url],
    queryFn: getParsed(memberListSchema, url ?? ''),
    enabled: !!url,
    select: (members: z.output<typeof memberListSchema>) => members.filter((m) => m.status !== 'inactive').length,
  });
}

export function EmailReview({ mail, recipientCount }: { mail: SendEmail; recipientCount: number | undefined }) {
  const preview = useQuery({
    queryKey: [...ADMIN_QUERY_ROOT, 'mail', 'preview', mail.subject, mail.body],
    queryFn: () => apiSend(emailPreviewSchema, 'POST', withEdition('/api/admin/mail/preview'), mail),
  });
  return (
    <div className="grid gap-3" aria-live="polite">
      <p className="text-sm font-medium">
        {recipientCount === undefined
          ? 'Counting the recipients…'
          : `This email goes to ${plural(recipientCount, 'person', 'people')}.`}
      </p>
      <div className="grid gap-1 rounded-md border border-border bg-muted/30 p-3 text-sm">
        <span className="text-xs text-muted-foreground">Preview (each person sees their own name)</span>
        {preview.isError ? (
          <p className="text-destructive-text">The preview could not be loaded; the message is as you typed it.</p>
        ) : preview.data ? (
          <>
            <p className="font-semibold">{preview.data.subject}</p>
            <p className="max-h-64 overflow-y-auto break-words whitespace-pre-wrap">{preview.data.text}</p>
          </>
        ) : (
          <Skeleton className="h-24 w-full" />
        )}
      </div>
    </div>
  );
}
