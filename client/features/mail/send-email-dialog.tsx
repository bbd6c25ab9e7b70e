// Send Email (spec §5: Send disabled unless subject and message are filled). Also Contact Team,
// Contact User and replies to inbox messages: only the target URL differs.
import type { ReactNode } from 'react';
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

export function SendEmailDialog({
  title,
  to,
  url,
  defaultSubject = '',
  context,
  onClose,
}: {
  title: string;
  to: string;
  url: string;
  defaultSubject?: string;
  context?: ReactNode;
  onClose: () => void;
}) {
  const send = useSendEmail();
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
          <FormField label="Subject" error={errors.subject?.message}>
            <Input {...register('subject')} autoComplete="off" />
          </FormField>
          <FormField label="Message" error={errors.body?.message}>
            <Textarea rows={7} {...register('body')} />
          </FormField>
          <DialogFooter>
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={!ready || send.isPending}>
              {send.isPending ? <Spinner label="Sending" /> : <Send aria-hidden="true" />} Send
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
