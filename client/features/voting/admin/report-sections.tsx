// The anomaly report's sections: ballots per hour per project, bursts from one address or device,
// ballots of accounts created the day they voted, addresses that are one person's, and every ballot with
// its Void action.
import type { ReactNode } from 'react';
import type { BallotsReport } from '@shared/schemas/voting';
import { Badge } from '@/components/ui/badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDateTime } from '@/lib/format';
import { VoidBallotDialog } from './void-ballot-dialog';

function Block({ title, empty, children }: { title: string; empty: string | null; children: ReactNode }) {
  return (
    <section className="grid gap-2" aria-label={title}>
      <h3 className="text-base font-semibold">{title}</h3>
      {empty ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : (
        <div className="overflow-x-auto">{children}</div>
      )}
    </section>
  );
}

export function ReportSections({
  slug,
  report,
  readOnly,
  names,
}: {
  slug: string;
  report: BallotsReport;
  readOnly: boolean;
  /** Team names by project id (the tally's), for the projects a ballot names. */
  names: Map<number, string>;
}) {
  const teamOf = new Map([...report.perHour.map((r) => [r.projectId, r.teamName] as const), ...names]);
  return (
    <div className="grid gap-6">
      <Block title="Ballots per hour per project" empty={report.perHour.length ? null : 'No ballots yet.'}>
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Hour</TableHead>
              <TableHead>Project</TableHead>
              <TableHead className="text-right">Ballots</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {report.perHour.map((r) => (
              <TableRow key={`${r.hour}-${r.projectId}`}>
                <TableCell>{formatDateTime(r.hour)}</TableCell>
                <TableCell>{r.teamName}</TableCell>
                <TableCell className="text-right">{r.ballots}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Block>
      <Block
        title="Bursts from one address or device"
        empty={report.addresses.length || report.devices.length ? null : 'No address or device cast 3 ballots or more.'}
      >
        <ul className="grid gap-1 text-sm">
          {report.addresses.map((a) => (
            <li key={`ip-${a.ip}`}>
              Address <code>{a.ip}</code>: {a.ballots} ballots, the last {formatDateTime(a.lastAt)}
            </li>
          ))}
          {report.devices.map((d) => (
            <li key={`dev-${d.device}`}>
              Device <code>{d.device}</code>: {d.ballots} ballots, the last {formatDateTime(d.lastAt)}
            </li>
          ))}
        </ul>
      </Block>
      <Block title="Accounts created the day they voted" empty={report.newAccounts.length ? null : 'None.'}>
        <ul className="grid gap-1 text-sm">
          {report.newAccounts.map((b) => (
            <li key={b.id}>
              {b.voterName ?? b.canonicalEmail} ({b.email}), account created {formatDateTime(b.accountCreatedAt!)}
            </li>
          ))}
        </ul>
      </Block>
      <Block title="Addresses that are one person's" empty={report.collisions.length ? null : 'None.'}>
        <ul className="grid gap-1 text-sm">
          {report.collisions.map((c) => (
            <li key={c.canonicalEmail}>
              <code>{c.canonicalEmail}</code>: {c.emails.join(', ')} (one ballot between them)
            </li>
          ))}
        </ul>
      </Block>
      <Block title="Every ballot" empty={report.ballots.length ? null : 'No ballots yet.'}>
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Voter</TableHead>
              <TableHead>Votes for</TableHead>
              <TableHead>Address · device</TableHead>
              <TableHead>Last change</TableHead>
              <TableHead>
                <span className="sr-only">Actions</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {report.ballots.map((b) => (
              <TableRow key={b.id}>
                <TableCell>
                  <div className="font-medium">{b.voterName ?? 'Visitor'}</div>
                  <div className="text-xs text-muted-foreground">{b.email ?? b.canonicalEmail}</div>
                </TableCell>
                <TableCell>{b.projectIds.map((id) => teamOf.get(id) ?? `#${id}`).join(', ') || '—'}</TableCell>
                <TableCell className="text-xs">
                  {b.ip ?? '—'} · {b.device ?? '—'}
                </TableCell>
                <TableCell className="text-xs">{formatDateTime(b.updatedAt)}</TableCell>
                <TableCell className="text-right">
                  {b.voidedAt ? (
                    <Badge variant="destructive" title={b.voidReason ?? undefined}>
                      Voided
                    </Badge>
                  ) : readOnly ? null : (
                    <VoidBallotDialog slug={slug} ballot={b} />
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Block>
    </div>
  );
}
