// Team Credentials (D6): the admin confirms, the server sets a new random password for the leader and
// ends their sessions; username and password are shown once here, with copy buttons.
import { useState } from 'react';
import { Copy, KeyRound, TriangleAlert } from 'lucide-react';
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
  const run = () => {
    setFailed(false);
    generate.mutate(team.id, { onSuccess: setCredentials, onError: () => setFailed(true) });
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Team Credentials</DialogTitle>
          <DialogDescription>{team.name}</DialogDescription>
        </DialogHeader>
        {credentials ? (
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
              This sets a new random password for the team leader and signs them out on every device. The password is
              shown here once.
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
              <Button onClick={run} disabled={generate.isPending}>
                {generate.isPending ? <Spinner label="Generating" /> : <KeyRound aria-hidden="true" />} Generate
                Credentials
              </Button>
            </>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
