import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle, Send } from 'lucide-react';
import {
  SUPPORT_SUBJECTS,
  SUPPORT_SUBJECT_LABELS,
  supportMessageSchema,
  type SupportMessage,
  type SupportMessageInput,
} from '@shared/schemas/messages';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { useSendMessage } from './use-send-message';

/** Support form (spec §2: name, email, subject of registration, technical, submission, general, message). */
export function SupportForm() {
  const form = useForm<SupportMessageInput, unknown, SupportMessage>({
    resolver: zodResolver(supportMessageSchema),
    // '' is no subject yet: the schema answers 'Please select a subject'.
    defaultValues: { name: '', email: '', subject: '' as SupportMessageInput['subject'], message: '' },
  });
  const send = useSendMessage('/api/support', form, {
    title: 'Message Sent',
    description: (v) =>
      `Thanks, ${v.name}! Your ${SUPPORT_SUBJECT_LABELS[v.subject].toLowerCase()} request is with the support team; we'll reply to ${v.email}.`,
  });
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = form;

  return (
    <form
      onSubmit={handleSubmit((values) => send.mutate(values))}
      noValidate
      aria-label="Support form"
      className="grid gap-5"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Name" required error={errors.name?.message}>
          <Input autoComplete="name" placeholder="Your name" {...register('name')} />
        </FormField>
        <FormField label="Email" required error={errors.email?.message}>
          <Input
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder="you@example.com"
            {...register('email')}
          />
        </FormField>
      </div>
      <FormField label="Subject" required error={errors.subject?.message}>
        {(controlProps) => (
          <Controller
            control={control}
            name="subject"
            render={({ field }) => (
              <Select value={field.value ?? ''} onValueChange={field.onChange} name={field.name}>
                <SelectTrigger {...controlProps} ref={field.ref} onBlur={field.onBlur}>
                  <SelectValue placeholder="Choose a subject" />
                </SelectTrigger>
                <SelectContent>
                  {SUPPORT_SUBJECTS.map((s) => (
                    <SelectItem key={s} value={s}>
                      {SUPPORT_SUBJECT_LABELS[s]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
        )}
      </FormField>
      <FormField label="Message" required error={errors.message?.message}>
        <Textarea
          rows={5}
          placeholder="Describe the problem: what you did, what you expected and what happened."
          {...register('message')}
        />
      </FormField>
      <Button type="submit" size="lg" className="w-full sm:w-fit" disabled={send.isPending}>
        {send.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Send aria-hidden="true" />}
        {send.isPending ? 'Sending...' : 'Send Request'}
      </Button>
    </form>
  );
}
