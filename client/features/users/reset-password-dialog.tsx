// Reset Password (spec §5): disabled under 8 characters; Generate makes 12 random characters. The
// server ends the user's sessions. Or (issue 31) the person is emailed a single-use link to choose their
// own password, so nobody reads one aloud.
import { useState, type FormEvent } from 'react';
import { Copy, Eye, EyeOff, KeyRound, Mail, Wand2 } from 'lucide-react';
import { LIMITS } from '@shared/constants';
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
import { useResetPassword } from './mutations';
import { copyCredential } from '@/components/admin/copy-credential';
import { generatePassword } from './generate-password';

export function ResetPasswordDialog({
  user,
  onClose,
}: {
  user: { id: number; name: string; email: string };
  onClose: () => void;
}) {
  const [password, setPassword] = useState('');
  const [visible, setVisible] = useState(false);
  const reset = useResetPassword();
  const tooShort = password.length < LIMITS.resetPasswordMin;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (tooShort) return;
    reset.mutate({ userId: user.id, newPassword: password }, { onSuccess: onClose });
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Reset Password</DialogTitle>
          <DialogDescription>
            {user.name} ({user.email}) will be signed out everywhere and told by email. Type a password to pass on, or
            email them a link to choose their own.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <FormField
            label="New password"
            description={`At least ${LIMITS.resetPasswordMin} characters.`}
            error={password.length > 0 && tooShort ? 'Password must be at least 8 characters' : undefined}
          >
            {(control) => (
              <div className="flex gap-2">
                <Input
                  {...control}
                  type={visible ? 'text' : 'password'}
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                  autoComplete="new-password"
                  className="font-mono"
                />
                <Button
                  variant="outline"
                  size="icon"
                  onClick={() => setVisible((v) => !v)}
                  aria-label={visible ? 'Hide password' : 'Show password'}
                  aria-pressed={visible}
                >
                  {visible ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
                </Button>
                <Button
                  variant="outline"
                  size="icon"
                  onClick={() => void copyCredential(password, 'Password')}
                  aria-label="Copy password"
                  disabled={!password}
                >
                  <Copy aria-hidden="true" />
                </Button>
              </div>
            )}
          </FormField>
          <Button
            variant="secondary"
            className="justify-self-start"
            onClick={() => {
              setPassword(generatePassword(LIMITS.generatedPasswordLength));
              setVisible(true);
            }}
          >
            <Wand2 aria-hidden="true" /> Generate
          </Button>
          <DialogFooter>
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button
              variant="secondary"
              disabled={reset.isPending}
              onClick={() => reset.mutate({ userId: user.id, sendLink: true }, { onSuccess: onClose })}
            >
              <Mail aria-hidden="true" /> Email a Link Instead
            </Button>
            <Button type="submit" disabled={tooShort || reset.isPending}>
              {reset.isPending ? <Spinner label="Resetting" /> : <KeyRound aria-hidden="true" />} Reset Password
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
