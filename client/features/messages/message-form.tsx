// The contact form (spec §3: name, email, message of 4 rows) and the support form (spec §2: name, email,
// subject of registration, technical, submission, general, message) are one form: the page passes what
// differs (its schema and endpoint, the subject field, the message box, the texts), validated with the
// shared schema (DESIGN D3).
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle, Send } from 'lucide-react';
import type { z } from 'zod';
import {
  SUPPORT_SUBJECTS,
  SUPPORT_SUBJECT_LABELS,
  type ContactMessage,
  type ContactMessageInput,
  type SupportMessageInput,
} from '@shared/schemas/messages';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { useSendMessage, type MessageUrl } from './mutations';

/** The fields on screen: the contact form's, and the support form's subject when it has one. */
type MessageInput = ContactMessageInput & { subject?: SupportMessageInput['subject'] };

export interface MessageFormProps<TOutput extends ContactMessage> {
  /** The form's accessible name, e.g. 'Contact form'. */
  label: string;
  url: MessageUrl;
  schema: z.ZodType<TOutput, MessageInput>;
  /** Shows the Subject select (the support form). */
  withSubject?: boolean;
  messageRows: number;
  messagePlaceholder: string;
  submitLabel: string;
  /** The 'Message Sent' toast's text for what was sent. */
  successDescription: (values: TOutput) => string;
}

export function MessageForm<TOutput extends ContactMessage>({
  label,
  url,
  schema,
  withSubject = false,
  messageRows,
  messagePlaceholder,
  submitLabel,
  successDescription,
}: MessageFormProps<TOutput>) {
  const form = useForm<MessageInput, unknown, TOutput>({
    resolver: zodResolver(schema as z.ZodType<TOutput, MessageInput>) as Resolver<MessageInput, unknown, TOutput>,
    // '' is no subject yet: the schema answers 'Please select a subject'.
    defaultValues: withSubject
      ? { name: '', email: '', subject: '' as SupportMessageInput['subject'], message: '' }
      : { name: '', email: '', message: '' },
  });
  const send = useSendMessage(url, form, { title: 'Message Sent', description: successDescription });
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = form;

  return (
    <form onSubmit={handleSubmit((values) => send.mutate(values))} noValidate aria-label={label} className="grid gap-5">
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
      {withSubject ? (
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
      ) : null}
      <FormField label="Message" required error={errors.message?.message}>
        <Textarea rows={messageRows} placeholder={messagePlaceholder} {...register('message')} />
      </FormField>
      <Button type="submit" size="lg" className="w-full sm:w-fit" disabled={send.isPending}>
        {send.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Send aria-hidden="true" />}
        {send.isPending ? 'Sending...' : submitLabel}
      </Button>
    </form>
  );
}
