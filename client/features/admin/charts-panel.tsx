// The overview's chart panel (issue 5): registrations per day, teams per challenge, submissions by
// status. Plain SVG and CSS; each chart also has its numbers as text for screen readers.
import { formatStatus } from '@shared/constants';
import type { Charts } from '@shared/schemas/admin';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { QueryView } from '@/components/query-view';
import { Skeleton } from '@/components/ui/skeleton';
import { useQuery } from '@tanstack/react-query';
import { adminQueries } from './queries';
import { formatCount, formatDay, plural } from '@/lib/format';

const STATUS_COLOURS: Record<string, string> = {
  draft: 'bg-slate-400',
  submitted: 'bg-cyan-400',
  under_review: 'bg-amber-400',
  accepted: 'bg-green-400',
  rejected: 'bg-red-400',
};

function RegistrationsChart({ days }: { days: Charts['registrationsPerDay'] }) {
  const peak = Math.max(0, ...days.map((d) => d.count));
  // The bars' scale: at least 1, so an empty month draws flat bars rather than dividing by zero.
  const max = Math.max(1, peak);
  const total = days.reduce((n, d) => n + d.count, 0);
  const width = 300;
  const height = 120;
  const gap = 2;
  const barWidth = width / days.length - gap;
  return (
    <figure className="space-y-2">
      <figcaption className="flex items-baseline justify-between text-sm">
        <span className="font-medium">Registrations per day</span>
        <span className="text-muted-foreground">
          {formatCount(total)} in {plural(days.length, 'day')}
        </span>
      </figcaption>
      <svg viewBox={`0 0 ${width} ${height}`} className="h-32 w-full" preserveAspectRatio="none" aria-hidden="true">
        <defs>
          <linearGradient id="reg-bar" x1="0" x2="0" y1="0" y2="1">
            <stop offset="0%" stopColor="#22d3ee" />
            <stop offset="100%" stopColor="#7c3aed" />
          </linearGradient>
        </defs>
        <line x1="0" x2={width} y1={height - 0.5} y2={height - 0.5} stroke="currentColor" className="text-border" />
        {days.map((d, i) => {
          const h = (d.count / max) * (height - 4);
          return (
            <rect
              key={d.date}
              x={i * (barWidth + gap)}
              y={height - h}
              width={barWidth}
              height={h}
              rx="1.5"
              fill="url(#reg-bar)"
            >
              <title>{`${formatDay(d.date)}: ${d.count}`}</title>
            </rect>
          );
        })}
      </svg>
      <div className="flex justify-between text-xs text-muted-foreground" aria-hidden="true">
        <span>{days[0] ? formatDay(days[0].date) : ''}</span>
        {/* 'peak 1' between two dates read like a date: say what the number counts. */}
        <span>most in a day: {formatCount(peak)}</span>
        <span>{days.at(-1) ? formatDay(days.at(-1)!.date) : ''}</span>
      </div>
      <ul className="sr-only">
        {days
          .filter((d) => d.count > 0)
          .map((d) => (
            <li key={d.date}>{`${formatDay(d.date)}: ${plural(d.count, 'team')}`}</li>
          ))}
      </ul>
    </figure>
  );
}

function BarList({
  title,
  rows,
  colour,
}: {
  title: string;
  rows: { key: string; label: string; count: number; colour?: string }[];
  colour: string;
}) {
  const max = Math.max(1, ...rows.map((r) => r.count));
  return (
    <figure className="space-y-2">
      <figcaption className="text-sm font-medium">{title}</figcaption>
      {rows.length === 0 ? <p className="text-sm text-muted-foreground">Nothing yet.</p> : null}
      <ul className="space-y-2">
        {rows.map((r) => (
          <li key={r.key} className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1 text-sm">
            <span className="truncate" title={r.label}>
              {r.label}
            </span>
            <span className="text-right tabular-nums text-muted-foreground">{formatCount(r.count)}</span>
            <span className="col-span-2 h-2 overflow-hidden rounded-full bg-muted" aria-hidden="true">
              <span
                className={`block h-full rounded-full ${r.colour ?? colour}`}
                style={{ width: `${(r.count / max) * 100}%` }}
              />
            </span>
          </li>
        ))}
      </ul>
    </figure>
  );
}

export function ChartsPanel() {
  const charts = useQuery(adminQueries.charts());
  return (
    <Card>
      <CardHeader>
        <CardTitle>Activity</CardTitle>
      </CardHeader>
      <CardContent>
        <QueryView
          query={charts}
          loading={<Skeleton className="h-40 w-full" />}
          error={{ title: 'Could not load the charts.' }}
        >
          {(data) => (
            <div className="grid gap-8 lg:grid-cols-3">
              <RegistrationsChart days={data.registrationsPerDay} />
              <BarList
                title="Teams per challenge"
                colour="bg-brand-gradient"
                rows={data.teamsPerChallenge
                  .slice(0, 8)
                  .map((c) => ({ key: String(c.problemId), label: c.title, count: c.count }))}
              />
              <BarList
                title="Submissions by status"
                colour="bg-cyan-400"
                rows={data.submissionsByStatus.map((s) => ({
                  key: s.status,
                  label: formatStatus(s.status),
                  count: s.count,
                  colour: STATUS_COLOURS[s.status],
                }))}
              />
            </div>
          )}
        </QueryView>
      </CardContent>
    </Card>
  );
}
