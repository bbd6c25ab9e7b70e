import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle, Send } from 'lucide-react';
import { contactMessageSchema, type ContactMessage, type ContactMessageInput } from '@shared/schemas/messages';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useSendMessage } from './use-send-message';

/** Contact form (spec §3: name, email, message of 4 rows), validated with the shared schema (DESIGN D3). */
export function ContactForm() {
  const form = useForm<ContactMessageInput, unknown, ContactMessage>({
    resolver: zodResolver(contactMessageSchema),
    defaultValues: { name: '', email: '', message: '' },
  });
  const send = useSendMessage('/api/contact', form, {
    title: 'Message Sent',
    description: (v) => `Thanks, ${v.name}! We'll get back to you at ${v.email} soon.`,
  });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = form;

  return (
    <form
      onSubmit={handleSubmit((values) => send.mutate(values))}
      noValidate
      aria-label="Contact form"
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
      <FormField label="Message" required error={errors.message?.message}>
        <Textarea
          rows={4}
          placeholder="How can we help? Sponsors: tell us about your company and goals."
          {...register('message')}
        />
      </FormField>
      <Button type="submit" size="lg" className="w-full sm:w-fit" disabled={send.isPending}>
        {send.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Send aria-hidden="true" />}
        {send.isPending ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  );
}
