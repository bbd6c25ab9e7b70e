// View Details of a team: members, submissions with scores, history; and the team's actions.
import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, ExternalLink, KeyRound, Mail, XCircle } from 'lucide-react';
import { formatStatus } from '@shared/constants';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { QueryView } from '@/components/query-view';
import { useState } from 'react';
import { useApproveTeam } from './mutations';
import { ConfirmReject } from './confirm-reject';
import { contactTeamDialog, useAdminDialog } from '@/features/admin';
import { useEditionReadOnly } from '@/features/events';
import { teamAdminQueries } from './queries';
import { TeamMembersEditor } from './team-members-editor';
import { challengeLabel, formatDate, formatDateTime, plural } from '@/lib/format';
import { StatusBadge } from '@/components/status-badge';
import { DetailRow, HistoryList } from '@/components/admin/history-list';

export function TeamDetailsDialog({ team, onClose }: { team: { id: number; name: string }; onClose: () => void }) {
  const { open } = useAdminDialog();
  const detail = useQuery(teamAdminQueries.detail(team.id));
  const approve = useApproveTeam();
  // Reject asks first, with the reason the team will read (confirm-reject.tsx).
  const [rejecting, setRejecting] = useState(false);
  // An archived edition's teams are final (the server answers 409): only Contact Team stays offered.
  const readOnly = useEditionReadOnly();
  const d = detail.data;
  return (
    <>
      <Dialog open onOpenChange={(o) => !o && onClose()}>
        <DialogContent className="max-w-2xl">
          <DialogHeader>
            <DialogTitle>{team.name}</DialogTitle>
            <DialogDescription>Team details</DialogDescription>
          </DialogHeader>
          <QueryView
            query={detail}
            loading={<Skeleton className="h-64 w-full" />}
            error={{ title: 'Could not load this team.' }}
          >
            {(team) => (
              <div className="grid gap-6">
                <dl className="grid gap-2">
                  <DetailRow label="Status">
                    <StatusBadge status={team.status} />
                  </DetailRow>
                  <DetailRow label="Challenge">{challengeLabel(team.problemTitle)}</DetailRow>
                  <DetailRow label="Registered">{formatDateTime(team.createdAt)}</DetailRow>
                  <DetailRow label="Join code">
                    <code className="font-mono">{team.joinCode}</code>
                  </DetailRow>
                  {team.description ? <DetailRow label="Description">{team.description}</DetailRow> : null}
                </dl>
                <TeamMembersEditor team={team} />
                <section aria-labelledby="team-submissions" className="grid gap-2">
                  <h3 id="team-submissions" className="text-sm font-semibold">
                    Submission
                  </h3>
                  {team.submissions.length === 0 ? (
                    <p className="text-sm text-muted-foreground">No submission yet.</p>
                  ) : null}
                  {team.submissions.map((s) => (
                    <div key={s.id} className="grid gap-2 rounded-lg border border-border p-3 text-sm">
                      <div className="flex flex-wrap items-center justify-between gap-2">
                        <span className="font-medium">{challengeLabel(s.problemTitle)}</span>
                        <StatusBadge status={s.status} />
                      </div>
                      <p className="text-muted-foreground">{s.description}</p>
                      <p className="text-xs text-muted-foreground">
                        Submitted {formatDate(s.submittedAt)} · {s.techStack.join(', ')} ·{' '}
                        {s.meanScore === null
                          ? 'not scored'
                          : `${s.meanScore.toFixed(1)} / 10 (${plural(s.evaluationCount, 'judge')})`}
                      </p>
                      <div className="flex flex-wrap gap-3">
                        <a
                          className="inline-flex items-center gap-1 text-brand-cyan hover:underline"
                          href={s.githubUrl}
                          target="_blank"
                          rel="noreferrer"
                        >
                          GitHub <ExternalLink className="size-3.5" aria-hidden="true" />
                        </a>
                        {s.demoUrl ? (
                          <a
                            className="inline-flex items-center gap-1 text-brand-cyan hover:underline"
                            href={s.demoUrl}
                            target="_blank"
                            rel="noreferrer"
                          >
                            Demo <ExternalLink className="size-3.5" aria-hidden="true" />
                          </a>
                        ) : null}
                        {readOnly ? null : (
                          <Button
                            size="sm"
                            variant="outline"
                            onClick={() => open({ kind: 'evaluate', submission: { id: s.id, teamName: team.name } })}
                          >
                            Evaluate
                          </Button>
                        )}
                      </div>
                    </div>
                  ))}
                </section>
                <section aria-labelledby="team-history" className="grid gap-2">
                  <h3 id="team-history" className="text-sm font-semibold">
                    History
                  </h3>
                  <HistoryList entries={team.history} />
                </section>
              </div>
            )}
          </QueryView>
          <DialogFooter className="flex-wrap">
            {d?.status === 'pending' && !readOnly ? (
              <>
                <Button
                  variant="destructive"
                  disabled={rejecting || approve.isPending}
                  onClick={() => setRejecting(true)}
                >
                  <XCircle aria-hidden="true" /> Reject
                </Button>
                <Button disabled={rejecting || approve.isPending} onClick={() => approve.mutate(d)}>
                  <CheckCircle2 aria-hidden="true" /> Approve
                </Button>
              </>
            ) : null}
            {d?.status === 'approved' && !readOnly ? (
              <Button variant="outline" onClick={() => open({ kind: 'credentials', team: d })}>
                <KeyRound aria-hidden="true" /> Generate Credentials
              </Button>
            ) : null}
            <Button variant="outline" disabled={!d} onClick={() => d && open(contactTeamDialog(d))}>
              <Mail aria-hidden="true" /> Contact Team
            </Button>
          </DialogFooter>
          <p className="sr-only" aria-live="polite">
            {d ? `Status: ${formatStatus(d.status)}` : ''}
          </p>
        </DialogContent>
      </Dialog>
      {rejecting && d ? <ConfirmReject team={d} onClose={() => setRejecting(false)} /> : null}
    </>
  );
}
