// One Outbox email, opened from its row (issue 24): organizers read what was sent, e.g. an invitation's
// link, without the API. The text part is shown as text, its web addresses as links; the HTML part, when
// asked for, in a sandboxed frame (no script, no form, no navigation of this page).
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { formatStatus } from '@shared/constants';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { QueryView } from '@/components/query-view';
import { formatDateTime } from '@/lib/format';
import { mailQueries } from './queries';

const URL_PATTERN = /(https?:\/\/[^\s<>"'`]+)/g;

/** Text with its http(s) addresses as links: React escapes the rest, and only http(s) ever becomes an href. */
function LinkedText({ text }: { text: string }) {
  return (
    <>
      {text.split(URL_PATTERN).map((part, i) =>
        i % 2 === 1 ? (
          <a key={i} href={part} target="_blank" rel="noreferrer noopener" className="text-brand-cyan underline">
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </>
  );
}

export function OutboxMessageDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const message = useQuery(mailQueries.message(id));
  const [showHtml, setShowHtml] = useState(false);
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{message.data?.subject ?? 'Email'}</DialogTitle>
          <DialogDescription>{message.data ? `To: ${message.data.to}` : 'Loading the email…'}</DialogDescription>
        </DialogHeader>
        <QueryView
          query={message}
          loading={<Skeleton className="h-48 w-full" />}
          error={{ title: 'Could not load this email.' }}
        >
          {(m) => (
            <div className="grid gap-3">
              <p className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                <Badge variant={m.status === 'sent' ? 'success' : m.status === 'failed' ? 'destructive' : 'warning'}>
                  {formatStatus(m.status)}
                </Badge>
                Created {formatDateTime(m.createdAt)}
                {m.sentAt ? ` · sent ${formatDateTime(m.sentAt)}` : ''}
              </p>
              {m.lastError ? <p className="text-sm text-destructive-text">{m.lastError}</p> : null}
              <div
                className="max-h-[50vh] overflow-y-auto rounded-md border border-border bg-muted/30 p-3 text-sm break-words whitespace-pre-wrap"
                aria-label="Message text"
                role="region"
                tabIndex={0}
              >
                <LinkedText text={m.text} />
              </div>
              {m.html ? (
                <div className="grid gap-2">
                  <Button
                    variant="outline"
                    size="sm"
                    className="justify-self-start"
                    aria-expanded={showHtml}
                    onClick={() => setShowHtml((v) => !v)}
                  >
                    {showHtml ? 'Hide the HTML version' : 'Show the HTML version'}
                  </Button>
                  {showHtml ? (
                    <iframe
                      title="HTML version of the email"
                      sandbox=""
                      srcDoc={m.html}
                      className="h-72 w-full rounded-md border border-border bg-white"
                    />
                  ) : null}
                </div>
              ) : null}
            </div>
          )}
        </QueryView>
        <DialogFooter>
          <Button onClick={onClose}>Close</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
