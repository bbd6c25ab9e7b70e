// Sends the contact or support form and confirms with a toast. On failure the form keeps every value and
// shows the server's field messages under the fields.
import { useMutation } from '@tanstack/react-query';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { messageReceiptSchema } from '@shared/schemas/messages';
import { apiErrorMessage, apiSend } from '@/lib/api';
import { applyServerFieldErrors } from '@/lib/server-field-errors';
import { toast } from '@/lib/use-toast';

export type MessageUrl = '/api/contact' | '/api/support';

export function useSendMessage<TInput extends FieldValues, TOutput extends { name: string; email: string }>(
  url: MessageUrl,
  form: UseFormReturn<TInput, unknown, TOutput>,
  success: { title: string; description: (values: TOutput) => string },
) {
  return useMutation({
    mutationFn: (values: TOutput) => apiSend(messageReceiptSchema, 'POST', url, values),
    onSuccess: (_receipt, values) => {
      toast({ title: success.title, description: success.description(values) });
      form.reset();
    },
    onError: (err) => {
      applyServerFieldErrors(form.setError, err);
      toast({
        variant: 'destructive',
        title: 'Message Not Sent',
        description: apiErrorMessage(err, 'Your message could not be sent. Please try again.'),
      });
    },
  });
}
