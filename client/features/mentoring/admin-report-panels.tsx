// The organizers' Mentoring report, panel by panel: requests waiting now with their wait, the wait for a
// claim (median and p90) by hour, mentors on shift now and per hour of the event (gaps in the night are
// marked before the event starts), and each mentor's counts and ratings with the teams' comments.
import type { ReactNode } from 'react';
import { TriangleAlert } from 'lucide-react';
import { HELP_STATUS_LABELS, type MentoringReport } from '@shared/schemas/mentoring';
import { DataTable, type DataColumn } from '@/components/data-table';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { formatDateTime } from '@/lib/format';
import { HourBars } from './hour-bars';
import { shortWait } from './texts';

type OpenRow = MentoringReport['open'][number];
type MentorRow = MentoringReport['mentors'][number];

/** One formatter per zone: building an Intl.DateTimeFormat costs far more than formatting with one. */
const hourFormats = new Map<string, Intl.DateTimeFormat>();

/** "Sat 28, 02:00" on the edition's clock: an hour of the event as its organizers plan it. */
function hourLabel(iso: string, timeZone: string): string {
  let format = hourFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'short',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    hourFormats.set(timeZone, format);
  }
  return format.format(new Date(iso));
}

function Panel({ id, title, hint, children }: { id: string; title: string; hint?: string; children: ReactNode }) {
  return (
    <Card className="grid min-w-0 content-start gap-3 p-4 sm:p-5" role="region" aria-labelledby={id}>
      <div>
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
        {hint ? <p className="mt-1 text-sm text-muted-foreground">{hint}</p> : null}
      </div>
      {children}
    </Card>
  );
}

export function OpenRequestsPanel({ report }: { report: MentoringReport }) {
  const columns: DataColumn<OpenRow>[] = [
    {
      header: 'Request',
      className: 'max-w-72',
      cell: (r) => <span className="font-medium break-words">{r.title}</span>,
    },
    { header: 'Team', cell: (r) => r.teamName ?? `${r.requesterName} (no team)` },
    {
      header: 'Status',
      cell: (r) => (
        <Badge variant={r.status === 'open' ? 'warning' : 'accent'}>
          {r.status === 'claimed' && r.mentorName ? `With ${r.mentorName}` : HELP_STATUS_LABELS[r.status]}
        </Badge>
      ),
    },
    {
      header: 'Waiting',
      className: 'tabular-nums',
      cell: (r) => (
        <span className="inline-flex items-center gap-1">
          {shortWait(r.waitMinutes)}
          {r.escalated ? (
            <TriangleAlert className="size-4 text-warning-text" aria-label="Past the escalation threshold" />
          ) : null}
        </span>
      ),
    },
    { header: 'Asked', cell: (r) => formatDateTime(r.createdAt) },
  ];
  return (
    <Panel
      id="mentoring-open-title"
      title="Requests open now"
      hint={`Oldest first. Past ${report.settings.helpEscalationMinutes} minutes, the matching mentors on shift are emailed once.`}
    >
      <DataTable
        label="Open help requests"
        columns={columns}
        rows={report.open}
        rowKey={(r) => r.id}
        empty="Nobody is waiting for a mentor."
      />
    </Panel>
  );
}

export function WaitByHourPanel({ report }: { report: MentoringReport }) {
  const tz = report.edition.timeZone;
  const rows = report.waitByHour.map((h) => ({
    key: h.hour,
    label: hourLabel(h.hour, tz),
    value: h.p90Minutes,
    cells: [
      String(h.requests),
      h.medianMinutes === null ? '—' : shortWait(Math.round(h.medianMinutes)),
      h.p90Minutes === null ? '—' : shortWait(Math.round(h.p90Minutes)),
    ],
  }));
  return (
    <Panel
      id="mentoring-wait-title"
      title="Wait for a mentor, by hour"
      hint={`When requests were sent (${tz}); the bar is the p90.`}
    >
      {rows.length ? (
        <HourBars
          caption="Median and p90 wait for a claim, per hour requests were sent"
          columns={['Requests', 'Median', 'p90']}
          rows={rows}
          gapLabel=""
        />
      ) : (
        <p className="text-sm text-muted-foreground">No request yet.</p>
      )}
    </Panel>
  );
}

export function ShiftsByHourPanel({ report }: { report: MentoringReport }) {
  const tz = report.edition.timeZone;
  const gaps = report.shiftsByHour.filter((h) => h.mentors === 0).length;
  const rows = report.shiftsByHour.map((h) => ({
    key: h.hour,
    label: hourLabel(h.hour, tz),
    value: h.mentors,
    cells: [String(h.mentors)],
    gap: h.mentors === 0,
  }));
  return (
    <Panel
      id="mentoring-shifts-title"
      title="Mentors on shift"
      hint={`${report.onShiftNow} on shift now. Each hour of the event (${tz})${gaps ? `: ${gaps} without anyone` : ''}.`}
    >
      {rows.length ? (
        <HourBars
          caption="Mentors on shift in each hour of the event"
          columns={['Mentors']}
          rows={rows}
          gapLabel="Nobody on shift"
        />
      ) : (
        <p className="text-sm text-muted-foreground">The event&rsquo;s hours are not set yet.</p>
      )}
    </Panel>
  );
}

export function PerMentorPanel({ report }: { report: MentoringReport }) {
  const columns: DataColumn<MentorRow>[] = [
    { header: 'Mentor', cell: (m) => <span className="font-medium">{m.name}</span> },
    { header: 'Claimed', className: 'tabular-nums', cell: (m) => m.claimed },
    { header: 'Resolved', className: 'tabular-nums', cell: (m) => m.resolved },
    { header: 'Released', className: 'tabular-nums', cell: (m) => m.released },
    { header: 'Handed off', className: 'tabular-nums', cell: (m) => m.handedOff },
    {
      header: 'Rating',
      className: 'tabular-nums',
      cell: (m) => (m.averageRating === null ? '—' : `${m.averageRating.toFixed(1)} / 5 (${m.ratings})`),
    },
    {
      header: 'Comments',
      className: 'max-w-80',
      cell: (m) =>
        m.comments.length ? (
          <ul className="grid gap-1 text-xs">
            {m.comments.slice(0, 3).map((c, i) => (
              <li key={`${c.at}-${i}`} className="break-words">
                {c.stars}★ &ldquo;{c.comment}&rdquo;
              </li>
            ))}
          </ul>
        ) : (
          '—'
        ),
    },
  ];
  return (
    <Panel id="mentoring-mentors-title" title="Per mentor" hint="Ratings and comments are seen only by the organizers.">
      <DataTable
        label="Mentor activity"
        columns={columns}
        rows={report.mentors}
        rowKey={(m) => m.userId}
        empty="No mentor has helped yet."
      />
    </Panel>
  );
}
