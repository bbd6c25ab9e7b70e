// Send Email (spec §5: Send disabled unless subject and message are filled). Also Contact Team,
// Contact User and replies to inbox messages: only the target URL differs.
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { type SendEmail, sendEmailSchema } from '@shared/schemas/mail';
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
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { useSendEmail } from './mutations';
import { EmailReview, useRecipients } from './email-review';

export function SendEmailDialog({
  title,
  to,
  url,
  defaultSubject = '',
  context,
  recipientsUrl,
  onClose,
}: {
  title: string;
  to: string;
  url: string;
  defaultSubject?: string;
  context?: ReactNode;
  /** An email to several people: Send first shows how many and a preview, then asks to confirm. */
  recipientsUrl?: string;
  onClose: () => void;
}) {
  const send = useSendEmail();
  const recipients = useRecipients(recipientsUrl);
  /** The message being reviewed (the confirm step), or null while writing. */
  const [review, setReview] = useState<SendEmail | null>(null);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<SendEmail>({
    resolver: zodResolver(sendEmailSchema),
    defaultValues: { subject: defaultSubject, body: '' },
  });
  const subject = watch('subject');
  const body = watch('body');
  const ready = subject.trim() !== '' && body.trim() !== '';
  const onSubmit = handleSubmit(async (mail) => {
    if (recipientsUrl && !review) return setReview(mail);
    await send.mutateAsync({ url, mail }).then(onClose, () => undefined);
  });
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>To: {to}</DialogDescription>
        </DialogHeader>
        {context}
        <form onSubmit={onSubmit} className="grid gap-4" noValidate>
          {/* Hidden, not unmounted, while reviewing: going back keeps what was typed. */}
          <div className={review ? 'hidden' : 'grid gap-4'}>
            <FormField label="Subject" error={errors.subject?.message}>
              <Input {...register('subject')} autoComplete="off" />
            </FormField>
            <FormField label="Message" error={errors.body?.message}>
              <Textarea rows={7} {...register('body')} />
            </FormField>
          </div>
          {review ? <EmailReview mail={review} recipients={recipients.data} /> : null}
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
            <Button type="submit" disabled={!ready || send.isPending || (!!review && recipients.data?.count === 0)}>
              {send.isPending ? <Spinner label="Sending" /> : <Send aria-hidden="true" />}{' '}
              {review
                ? `Confirm and Send${recipients.data !== undefined ? ` to ${recipients.data.count}` : ''}`
                : 'Send'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
