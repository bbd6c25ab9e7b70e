// Send Announcement: title, message, audience. The announcement is stored, broadcast live and emailed;
// for a large audience the emails are written in batches after the answer, and this dialog shows
// their progress from the server until every email is queued, and whether they go out or wait in the
// Outbox (shared/email-delivery.ts).
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2, Megaphone } from 'lucide-react';
import {
  ANNOUNCEMENT_AUDIENCES,
  ANNOUNCEMENT_LIMITS,
  AUDIENCE_LABELS,
  createAnnouncementSchema,
  EMPTY_AUDIENCE,
  type AnnouncementJob,
  type CreateAnnouncement,
} from '@shared/schemas/announcements';
import type { EmailDelivery } from '@shared/email-delivery';
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
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { useCreateAnnouncement } from '../mutations';
import { announcementDoneText } from './texts';
import { announcementQueries } from '../queries';
import { apiErrorMessage } from '@/lib/api';
import { toast } from '@/lib/use-toast';
import { formatCount, plural } from '@/lib/format';

function Progress({ job, delivery }: { job: AnnouncementJob; delivery: EmailDelivery }) {
  const live = useQuery({
    ...announcementQueries.job(job.id),
    initialData: job,
    refetchInterval: (q) => (q.state.data?.done ? false : 500),
  });
  const current = live.data;
  const pct =
    current.recipientTotal === 0
      ? 100
      : Math.min(100, Math.round((current.recipientsQueued / current.recipientTotal) * 100));
  return (
    <div className="grid gap-3" role="status" aria-live="polite">
      <p className="flex items-center gap-2 text-sm">
        {current.done ? (
          <CheckCircle2 className="size-4 text-success-text" aria-hidden="true" />
        ) : (
          <Spinner label="Queueing emails" />
        )}
        {current.done
          ? announcementDoneText(current.recipientsQueued, delivery)
          : `Queueing emails: ${formatCount(current.recipientsQueued)} of ${formatCount(current.recipientTotal)}`}
      </p>
      <div
        className="h-2 overflow-hidden rounded-full bg-muted"
        role="progressbar"
        aria-label="Emails queued"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={pct}
      >
        <div className="h-full bg-brand-gradient transition-[width]" style={{ width: `${pct}%` }} />
      </div>
      {live.isError ? (
        <p className="text-sm text-destructive-text">
          Lost track of the progress; the emails keep going on the server.
        </p>
      ) : null}
    </div>
  );
}

/** The confirm step: the audience's size, where it shows, and the message as people will read it. */
function AnnouncementReview({
  review,
  count,
  failed,
}: {
  review: CreateAnnouncement;
  count: number | undefined;
  failed: boolean;
}) {
  return (
    <div className="grid gap-3" aria-live="polite">
      <p className="text-sm font-medium">
        {failed
          ? 'The audience could not be counted; sending still emails everyone in it.'
          : count === undefined
            ? 'Counting the audience…'
            : count === 0
              ? `${EMPTY_AUDIENCE}.`
              : `${AUDIENCE_LABELS[review.audience]}: ${plural(count, 'person', 'people')} will be emailed.`}
        {review.audience === 'everyone' ? ' It also appears on the public news ticker.' : ''}
      </p>
      <div className="grid gap-1 rounded-md border border-border bg-muted/30 p-3 text-sm">
        <span className="text-xs text-muted-foreground">Preview</span>
        <p className="font-semibold">{review.title}</p>
        <p className="max-h-48 overflow-y-auto break-words whitespace-pre-wrap">{review.message}</p>
      </div>
    </div>
  );
}

export function AnnouncementDialog({ onClose }: { onClose: () => void }) {
  const [job, setJob] = useState<{ job: AnnouncementJob; delivery: EmailDelivery } | null>(null);
  /** The announcement being reviewed (the confirm step), or null while writing. */
  const [review, setReview] = useState<CreateAnnouncement | null>(null);
  const create = useCreateAnnouncement();
  const {
    control,
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<CreateAnnouncement>({
    resolver: zodResolver(createAnnouncementSchema),
    defaultValues: { title: '', message: '', audience: 'everyone' },
  });
  const audience = watch('audience');
  const count = useQuery({ ...announcementQueries.audienceCount(review?.audience ?? audience), enabled: !!review });
  const onSubmit = handleSubmit(async (values) => {
    if (!review) return setReview(values);
    try {
      const result = await create.mutateAsync(values);
      setJob({ job: result.job, delivery: result.emailDelivery });
      toast({ title: 'Announcement Sent', description: `"${result.announcement.title}" is live on team dashboards.` });
    } catch (err) {
      toast({
        title: 'Error',
        description: apiErrorMessage(err, 'Failed to send announcement'),
        variant: 'destructive',
      });
    }
  });
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Send Announcement</DialogTitle>
          <DialogDescription>
            Shown on team dashboards at once and emailed to every person in the audience.
          </DialogDescription>
          {audience === 'everyone' && !job ? (
            <p className="text-sm text-muted-foreground" id="announcement-public-note">
              An announcement to Everyone also appears on the public news ticker of the Problems page.
            </p>
          ) : null}
        </DialogHeader>
        {job ? (
          <>
            <Progress job={job.job} delivery={job.delivery} />
            <DialogFooter>
              <Button onClick={onClose}>Close</Button>
            </DialogFooter>
          </>
        ) : (
          <form onSubmit={onSubmit} className="grid gap-4" noValidate>
            {review ? <AnnouncementReview review={review} count={count.data?.count} failed={count.isError} /> : null}
            <div className={review ? 'hidden' : 'grid gap-4'}>
              <FormField label="Title" error={errors.title?.message}>
                <Input maxLength={ANNOUNCEMENT_LIMITS.titleMax} autoComplete="off" {...register('title')} />
              </FormField>
              <FormField label="Message" error={errors.message?.message}>
                <Textarea rows={6} maxLength={ANNOUNCEMENT_LIMITS.messageMax} {...register('message')} />
              </FormField>
              <Controller
                control={control}
                name="audience"
                render={({ field }) => (
                  <FormField label="Audience" error={errors.audience?.message}>
                    {(controlProps) => (
                      <Select value={field.value} onValueChange={field.onChange}>
                        <SelectTrigger {...controlProps}>
                          <SelectValue />
                        </SelectTrigger>
                        <SelectContent>
                          {ANNOUNCEMENT_AUDIENCES.map((a) => (
                            <SelectItem key={a} value={a}>
                              {AUDIENCE_LABELS[a]}
                            </SelectItem>
                          ))}
                        </SelectContent>
                      </Select>
                    )}
                  </FormField>
                )}
              />
            </div>
            <DialogFooter>
              {review ? (
                <Button type="button" variant="outline" onClick={() => setReview(null)}>
                  Back
                </Button>
              ) : (
                <Button type="button" variant="outline" onClick={onClose}>
                  Cancel
                </Button>
              )}
              <Button
                type="submit"
                // Nobody to tell: no 'Confirm and Send to 0' (the server refuses it too).
                disabled={isSubmitting || (!!review && (count.isLoading || count.data?.count === 0))}
              >
                {isSubmitting ? <Spinner label="Sending" /> : <Megaphone aria-hidden="true" />}{' '}
                {review
                  ? `Confirm and Send${count.data ? ` to ${formatCount(count.data.count)}` : ''}`
                  : 'Send Announcement'}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
