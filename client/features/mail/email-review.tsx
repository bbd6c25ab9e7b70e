// The confirm step of an email to several people (issue 24): how many will receive it, and the message
// exactly as the server will write it, before anything is sent: as the first recipient will read it (each
// person's own name in the greeting).
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { emailPreviewSchema, PREVIEW_NAME, type SendEmail } from '@shared/schemas/mail';
import { adminTeamMemberSchema } from '@shared/schemas/teams';
import { ADMIN_QUERY_ROOT } from '@/lib/admin-keys';
import { withEdition } from '@/lib/admin-edition';
import { apiSend, getParsed } from '@/lib/api';
import { plural } from '@/lib/format';
import { Skeleton } from '@/components/ui/skeleton';

const memberListSchema = z.array(adminTeamMemberSchema);

export interface Recipients {
  count: number;
  /** The first recipient's name: the preview is written as they will read it. */
  first: string | null;
}

/** People an email to this list reaches: every member whose account is not disabled. */
export function useRecipients(url: string | undefined) {
  return useQuery({
    queryKey: [...ADMIN_QUERY_ROOT, 'mail', 'recipients', url],
    queryFn: getParsed(memberListSchema, url ?? ''),
    enabled: !!url,
    select: (members: z.output<typeof memberListSchema>): Recipients => {
      const reached = members.filter((m) => m.status !== 'inactive');
      return { count: reached.length, first: reached[0]?.name ?? null };
    },
  });
}

export function EmailReview({ mail, recipients }: { mail: SendEmail; recipients: Recipients | undefined }) {
  const recipientCount = recipients?.count;
  const as = (text: string) => (recipients?.first ? text.split(PREVIEW_NAME).join(recipients.first) : text);
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
        <span className="text-xs text-muted-foreground">
          {recipients?.first
            ? `Preview: as ${recipients.first} will read it (each person sees their own name)`
            : 'Preview (each person sees their own name)'}
        </span>
        {preview.isError ? (
          <p className="text-destructive-text">The preview could not be loaded; the message is as you typed it.</p>
        ) : preview.data ? (
          <>
            <p className="font-semibold">{as(preview.data.subject)}</p>
            <p className="max-h-64 overflow-y-auto break-words whitespace-pre-wrap">{as(preview.data.text)}</p>
          </>
        ) : (
          <Skeleton className="h-24 w-full" />
        )}
      </div>
    </div>
  );
}
