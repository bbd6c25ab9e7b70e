// Send Announcement: title, message, audience. The announcement is stored, broadcast live and emailed;
// for a large audience the emails are written in batches after the answer, and this dialog shows
// their progress from the server until every email is queued.
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
  type AnnouncementJob,
  type CreateAnnouncement,
} from '@shared/schemas/announcements';
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
import { announcementQueries } from '../queries';
import { apiErrorMessage } from '@/lib/api';
import { toast } from '@/lib/use-toast';
import { formatCount, plural } from '@/lib/format';

function Progress({ job }: { job: AnnouncementJob }) {
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
          ? `Announcement sent. ${plural(current.recipientsQueued, 'email')} queued.`
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

export function AnnouncementDialog({ onClose }: { onClose: () => void }) {
  const [job, setJob] = useState<AnnouncementJob | null>(null);
  const create = useCreateAnnouncement();
  const {
    control,
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<CreateAnnouncement>({
    resolver: zodResolver(createAnnouncementSchema),
    defaultValues: { title: '', message: '', audience: 'everyone' },
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      const result = await create.mutateAsync(values);
      setJob(result.job);
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
        </DialogHeader>
        {job ? (
          <>
            <Progress job={job} />
            <DialogFooter>
              <Button onClick={onClose}>Close</Button>
            </DialogFooter>
          </>
        ) : (
          <form onSubmit={onSubmit} className="grid gap-4" noValidate>
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
            <DialogFooter>
              <Button variant="outline" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" disabled={isSubmitting}>
                {isSubmitting ? <Spinner label="Sending" /> : <Megaphone aria-hidden="true" />} Send Announcement
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
