// The dialog that keeps a new team's credentials on screen after the registration toasts, with Copy, until
// the person presses "I have saved them" (client/lib/kept-credentials.ts). Escape or a click outside does
// not close it: the password cannot be shown again.
import { Copy } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { copyToClipboard } from '@/lib/clipboard';
import { forgetCredentials, useKeptCredentials } from '@/lib/kept-credentials';

export function KeptCredentialsDialog() {
  const { credentials, shown } = useKeptCredentials();
  if (!credentials || !shown) return null;
  const { email, password } = credentials;
  const copy = () =>
    void copyToClipboard(`Email: ${email}\nPassword: ${password}`, {
      copied: { title: 'Copied to Clipboard', description: 'Your email and password are on the clipboard.' },
      failed: { title: 'Copy failed', description: 'Select the password and copy it by hand.', variant: 'destructive' },
    });
  return (
    <Dialog open>
      <DialogContent
        showCloseButton={false}
        onEscapeKeyDown={(e) => e.preventDefault()}
        onPointerDownOutside={(e) => e.preventDefault()}
        onInteractOutside={(e) => e.preventDefault()}
      >
        <DialogHeader>
          <DialogTitle>Your team leader's credentials</DialogTitle>
          <DialogDescription>
            You are signed in on this device. Next time, sign in with your email and this password. It is shown only
            this once: save it now.
          </DialogDescription>
        </DialogHeader>
        {credentials.note ? (
          <p role="note" className="rounded-lg border border-border bg-muted/40 p-3 text-sm">
            {credentials.note}
          </p>
        ) : null}
        <div className="grid gap-3">
          <div className="grid gap-1.5">
            <Label htmlFor="kept-email">Email</Label>
            <Input id="kept-email" readOnly value={email} className="font-mono" />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="kept-password">Password</Label>
            <Input id="kept-password" readOnly value={password} className="font-mono" />
          </div>
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={copy}>
            <Copy aria-hidden="true" /> Copy
          </Button>
          <Button onClick={forgetCredentials}>I have saved them</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
