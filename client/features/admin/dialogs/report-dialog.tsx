// Generate Report: CSV downloads of teams, participants and submissions with scores, made by the server.
import { useState } from 'react';
import { Download } from 'lucide-react';
import type { ReportKind } from '@shared/schemas/admin';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { apiErrorMessage } from '@/lib/api';
import { downloadFile } from '@/lib/download';
import { toast } from '@/lib/use-toast';
import { withEdition } from '@/lib/admin-edition';

const REPORTS: { kind: ReportKind; title: string; description: string }[] = [
  {
    kind: 'teams',
    title: 'Teams',
    description: 'Every team with status, challenge, leader, member count and mean score.',
  },
  { kind: 'participants', title: 'Participants', description: 'Every person with email, team, role and status.' },
  {
    kind: 'submissions',
    title: 'Submissions with scores',
    description: 'Every submission with links, status, and mean scores per criterion.',
  },
];

export function ReportDialog({ onClose }: { onClose: () => void }) {
  const [busy, setBusy] = useState<ReportKind | null>(null);
  const run = async (kind: ReportKind) => {
    setBusy(kind);
    try {
      const name = await downloadFile(withEdition(`/api/admin/reports/${kind}`), `${kind}.csv`);
      toast({ title: 'Report Downloaded', description: name });
    } catch (err) {
      toast({ title: 'Error', description: apiErrorMessage(err, 'Failed to generate report'), variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  };
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Generate Report</DialogTitle>
          <DialogDescription>CSV files that open in any spreadsheet program.</DialogDescription>
        </DialogHeader>
        <ul className="grid gap-3">
          {REPORTS.map((r) => (
            <li
              key={r.kind}
              className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border p-3"
            >
              <div className="min-w-0 flex-1">
                <p className="font-medium">{r.title}</p>
                <p className="text-sm text-muted-foreground">{r.description}</p>
              </div>
              <Button
                variant="outline"
                size="sm"
                disabled={busy !== null}
                onClick={() => run(r.kind)}
                aria-label={`Download ${r.title} CSV`}
              >
                {busy === r.kind ? <Spinner label="Preparing" /> : <Download aria-hidden="true" />} CSV
              </Button>
            </li>
          ))}
        </ul>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Close
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
