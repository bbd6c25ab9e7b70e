// Team Credentials (D6): the admin confirms, the server sets a new random password for the leader and
// ends their sessions; username and password are shown once here, with copy buttons. Or (issue 31) the
// leader is emailed a single-use link to choose their own password, so nobody reads one aloud.
import { useState } from 'react';
import { Copy, KeyRound, Mail, TriangleAlert } from 'lucide-react';
import type { CredentialsResponse } from '@shared/schemas/teams';
import { Alert, AlertDescription } from '@/components/ui/alert';
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
import { Spinner } from '@/components/ui/spinner';
import { copyCredential } from '@/components/admin/copy-credential';
import { useGenerateCredentials } from './mutations';

function CopyField({ id, label, value }: { id: string; label: string; value: string }) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex gap-2">
        <Input id={id} value={value} readOnly className="font-mono" onFocus={(e) => e.currentTarget.select()} />
        <Button
          variant="outline"
          size="icon"
          aria-label={`Copy ${label.toLowerCase()}`}
          onClick={() => void copyCredential(value, label)}
        >
          <Copy aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}

export function CredentialsDialog({ team, onClose }: { team: { id: number; name: string }; onClose: () => void }) {
  const generate = useGenerateCredentials();
  const [credentials, setCredentials] = useState<CredentialsResponse | null>(null);
  const [failed, setFailed] = useState(false);
  const run = (delivery: 'show' | 'email') => {
    setFailed(false);
    generate.mutate(
      { teamId: team.id, delivery },
      {
        // Emailed: nothing to show; the toast says where the link went (or that it waits in the Outbox).
        onSuccess: (r) => (r.emailedTo ? onClose() : setCredentials(r)),
        onError: () => setFailed(true),
      },
    );
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Team Credentials</DialogTitle>
          <DialogDescription>{team.name}</DialogDescription>
        </DialogHeader>
        {credentials?.password ? (
          <div className="grid gap-4">
            <CopyField id="cred-username" label="Username" value={credentials.username} />
            <CopyField id="cred-password" label="Password" value={credentials.password} />
            <Alert variant="warning" role="status">
              <TriangleAlert aria-hidden="true" />
              <AlertDescription>
                This password is shown only once. Give it to the team leader now; they can change it on their profile.
              </AlertDescription>
            </Alert>
          </div>
        ) : (
          <div className="grid gap-3 text-sm">
            <p>
              This sets a new password for the team leader and signs them out on every device. Email them a link to
              choose their own password, or generate one that is shown here once for you to pass on.
            </p>
            {failed ? (
              <Alert variant="destructive">
                <TriangleAlert aria-hidden="true" />
                <AlertDescription>Failed to generate credentials. Please try again.</AlertDescription>
              </Alert>
            ) : null}
          </div>
        )}
        <DialogFooter>
          {credentials ? (
            <Button onClick={onClose}>Done</Button>
          ) : (
            <>
              <Button variant="outline" onClick={onClose}>
                Cancel
              </Button>
              <Button variant="outline" onClick={() => run('show')} disabled={generate.isPending}>
                <KeyRound aria-hidden="true" /> Generate and Show
              </Button>
              <Button onClick={() => run('email')} disabled={generate.isPending}>
                {generate.isPending ? <Spinner label="Sending" /> : <Mail aria-hidden="true" />} Email a Link to the
                Leader
              </Button>
            </>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
