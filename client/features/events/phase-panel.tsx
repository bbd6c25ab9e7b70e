// The edition's phase for organizers (issue "The calendar drives the product"): the phase in force, whether
// the dates or an override decide it, the dates that do (in the edition's zone), what submissions allow
// now; and the override, set or cleared through a confirmation dialog that says what it changes. Shown
// on the admin Overview; the Event settings tab can host it too (it takes the edition's slug).
import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CalendarClock } from 'lucide-react';
import { isPhase, PHASE_LABELS, PHASES, type Phase } from '@shared/phases';
import type { PhaseStatus } from '@shared/schemas/phase';
import { formatEditionInstant } from '@shared/submission-window';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { phaseQueries, useSetPhase } from './phase-queries';

const FOLLOW_DATES = 'dates';

/** What an override to `target` does, in the organizers' terms (null: back to the dates). */
export function overrideEffect(status: Pick<PhaseStatus, 'datesPhase' | 'name'>, target: Phase | null): string {
  if (target === null)
    return `The dates decide again: ${status.name} returns to ${PHASE_LABELS[status.datesPhase]}, and submissions follow their window.`;
  // The effects as shared/edition-gates.ts decides them (decision 0015).
  switch (target) {
    case 'before_registration':
      return 'Registration, team changes and submissions close at once.';
    case 'registration':
      return "Registration and team changes open now, whatever the dates; submissions follow their window's dates.";
    case 'hacking':
      return 'Submissions and team changes open now, whatever the dates, until you change the phase again; judges are handed no project meanwhile (unless judging was opened early).';
    case 'judging':
      return 'Submissions, registration and team changes close at once: judges are handed projects once judging is open.';
    case 'results':
    case 'archived':
      return 'Registration, team changes, submissions and hand-outs close at once, and the site shows the event as over.';
  }
}

function DateRows({ status }: { status: PhaseStatus }) {
  const at = (iso: string) => formatEditionInstant(iso, status.timeZone);
  const d = status.dates;
  const rows: [string, string][] = [
    ['Registration opens', at(d.registrationOpensAt)],
    ['Hacking starts', at(d.startsAt)],
    ['Submissions open', at(d.submissionOpensAt)],
    [
      'Submission deadline',
      `${at(d.submissionDeadline)}${d.graceMinutes > 0 ? ` (+${d.graceMinutes} min grace, closes ${at(d.submissionClosesAt)})` : ''}`,
    ],
    ...(d.judgingOpensAt || d.judgingClosesAt
      ? [
          [
            'Judging window',
            `${d.judgingOpensAt ? at(d.judgingOpensAt) : 'when submissions close'} to ${d.judgingClosesAt ? at(d.judgingClosesAt) : 'no set end'}`,
          ] as [string, string],
        ]
      : []),
    [
      'Winners',
      d.winnersPublishedAt ? `published ${at(d.winnersPublishedAt)}` : `announced ${at(d.winnersAnnouncedAt)}`,
    ],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="font-medium break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** What is open now, gate by gate, in the words the API answers (shared/edition-gates.ts). */
function GateRows({ status }: { status: PhaseStatus }) {
  return (
    <ul className="grid gap-1 text-sm" aria-label="Open now">
      {status.gates.map((g) => (
        <li key={g.gate} className="flex flex-wrap items-baseline gap-2">
          <Badge variant={g.open ? 'success' : 'secondary'}>{g.open ? 'Open' : 'Closed'}</Badge>
          <span className="font-medium">{g.label}</span>
          {g.message ? <span className="text-muted-foreground">{g.message}</span> : null}
        </li>
      ))}
    </ul>
  );
}

function ChangePhase({ status, slug }: { status: PhaseStatus; slug: string }) {
  const id = useId();
  const [choice, setChoice] = useState<string>(status.override ?? FOLLOW_DATES);
  const [open, setOpen] = useState(false);
  const setPhase = useSetPhase(slug);
  const target: Phase | null = isPhase(choice) ? choice : null;
  const unchanged = target === status.override;
  return (
    <div className="grid gap-2 sm:grid-cols-[minmax(0,18rem)_auto] sm:items-end">
      <div className="grid gap-1.5">
        <Label htmlFor={id}>Phase override</Label>
        <NativeSelect
          id={id}
          value={choice}
          onChange={(e) => setChoice(e.target.value)}
          options={[
            { value: FOLLOW_DATES, label: `Follow the dates (${PHASE_LABELS[status.datesPhase]})` },
            ...PHASES.map((p) => ({ value: p, label: PHASE_LABELS[p] })),
          ]}
        />
      </div>
      <Button variant="outline" disabled={unchanged} onClick={() => setOpen(true)}>
        Change phase…
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={
          target ? `Set ${status.name} to ${PHASE_LABELS[target]}?` : `Let the dates decide ${status.name}'s phase?`
        }
        description={`${overrideEffect(status, target)} The change is recorded in the audit log.`}
        confirmLabel={target ? `Set to ${PHASE_LABELS[target]}` : 'Follow the dates'}
        pending={setPhase.isPending}
        onConfirm={() =>
          setPhase.mutate(
            { phase: target, confirm: true, version: status.version },
            { onSuccess: () => setOpen(false) },
          )
        }
      />
    </div>
  );
}

export function PhasePanel({ slug, readOnly = false }: { slug: string; readOnly?: boolean }) {
  const status = useQuery(phaseQueries.status(slug));
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId} className="flex items-center gap-2 text-base">
          <CalendarClock className="size-4 text-brand-cyan" aria-hidden="true" /> Event phase
        </CardTitle>
        <CardDescription>What the dates (or your override) allow now, by the server’s clock.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {status.isPending ? (
          <div className="grid gap-2" role="status" aria-busy="true" aria-label="Loading the phase">
            <Skeleton className="h-6 w-48" />
            <Skeleton className="h-24 w-full" />
          </div>
        ) : status.isError ? (
          <QueryErrorAlert
            title="The phase could not be loaded"
            onRetry={status.refetch}
            retrying={status.isFetching}
          />
        ) : (
          <>
            <p className="flex flex-wrap items-center gap-2">
              <Badge variant={status.data.override ? 'warning' : 'accent'}>{PHASE_LABELS[status.data.phase]}</Badge>
              <span className="text-sm text-muted-foreground">
                {status.data.override
                  ? `set by the organizers (the dates say ${PHASE_LABELS[status.data.datesPhase]})`
                  : 'from the dates'}
              </span>
            </p>
            <p className="text-sm">{status.data.submissions.line}</p>
            <GateRows status={status.data} />
            <DateRows status={status.data} />
            {readOnly ? null : <ChangePhase key={`${status.data.version}`} status={status.data} slug={slug} />}
          </>
        )}
      </CardContent>
    </Card>
  );
}
