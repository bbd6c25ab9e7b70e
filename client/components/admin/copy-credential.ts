// The admin's credential dialogs (Generate Credentials in teams, Reset Password in users) share it.
import { copyToClipboard } from '@/lib/clipboard';

/** Copies a credential with the toasts of the credential dialogs (also used by Reset Password). */
export const copyCredential = (text: string, what: string) =>
  copyToClipboard(text, {
    copied: { title: 'Copied to Clipboard', description: `${what} copied.` },
    failed: {
      title: 'Error',
      description: 'Could not copy: select the text and copy it by hand.',
      variant: 'destructive',
    },
  });
