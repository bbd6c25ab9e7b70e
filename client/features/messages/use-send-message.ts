// Sends the contact or support form and confirms with a toast. On failure the form keeps every value and
// shows the server's field messages under the fields.
import { useMutation } from '@tanstack/react-query';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { MessageReceipt } from '@shared/schemas/messages';
import { apiErrorMessage, apiRequest, isApiError } from '@/lib/api';
import { toast } from '@/lib/use-toast';

export function useSendMessage<TInput extends FieldValues, TOutput extends { name: string; email: string }>(
  url: '/api/contact' | '/api/support',
  form: UseFormReturn<TInput, unknown, TOutput>,
  success: { title: string; description: (values: TOutput) => string },
) {
  return useMutation({
    mutationFn: (values: TOutput) => apiRequest<MessageReceipt>('POST', url, values),
    onSuccess: (_receipt, values) => {
      toast({ title: success.title, description: success.description(values) });
      form.reset();
    },
    onError: (err) => {
      for (const [field, message] of Object.entries((isApiError(err) && err.fieldErrors) || {})) {
        form.setError(field as Path<TInput>, { type: 'server', message });
      }
      toast({
        variant: 'destructive',
        title: 'Message Not Sent',
        description: apiErrorMessage(err, 'Your message could not be sent. Please try again.'),
      });
    },
  });
}
