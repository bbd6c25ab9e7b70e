// Reject asks first: one tap on a phone would otherwise turn a team away and email them. The organizer
// may say why (issue 31): the reason is stored, shown on the team's dashboard and profile, and written in
// the rejection email.
import { useState } from 'react';
import { XCircle } from 'lucide-react';
import type { AdminTeam } from '@shared/schemas/teams';
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
import { Textarea } from '@/components/ui/textarea';
import { useRejectTeam } from './mutations';

const MAX = 1000;

export function ConfirmReject({
  team,
  onClose,
}: {
  team: Pick<AdminTeam, 'id' | 'name' | 'status'>;
  onClose: () => void;
}) {
  const reject = useRejectTeam();
  const [reason, setReason] = useState('');
  const tooLong = reason.trim().length > MAX;
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Reject {team.name}?</DialogTitle>
          <DialogDescription>
            {team.status === 'waitlisted'
              ? 'The team leaves the waitlist and is told by email.'
              : 'The team is told by email. It cannot submit a project once rejected. If teams are waiting for a place, the next one on the waitlist takes it.'}
          </DialogDescription>
        </DialogHeader>
        <FormField
          label="Reason (optional)"
          description="The team reads it on its dashboard and in the email."
          error={tooLong ? `Keep the reason to ${MAX} characters` : undefined}
        >
          <Textarea rows={3} value={reason} onChange={(e) => setReason(e.target.value)} />
        </FormField>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button
            variant="destructive"
            disabled={reject.isPending || tooLong}
            onClick={() => reject.mutate({ ...team, reason: reason.trim() }, { onSuccess: onClose })}
          >
            <XCircle aria-hidden="true" /> Reject
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
