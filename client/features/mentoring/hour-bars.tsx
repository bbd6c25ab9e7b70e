// Per-hour figures as a table whose last column draws a bar (no chart library): screen readers read the
// numbers, everyone sees the gaps (an hour with no mentor on shift is marked, not just a missing bar).
// On a phone the bars give way to the figures (a gap row stays tinted); a long table scrolls in its box.
import { cn } from '@/lib/utils';

export interface HourBarRow {
  key: string;
  /** The hour as people read it ("Sat 02:00"). */
  label: string;
  /** The figure the bar draws (null: no figure that hour). */
  value: number | null;
  /** The figure's cells, in the order of `columns`. */
  cells: string[];
  /** Marked as a gap (e.g. nobody on shift). */
  gap?: boolean;
}

export function HourBars({
  caption,
  columns,
  rows,
  gapLabel,
}: {
  caption: string;
  columns: string[];
  rows: HourBarRow[];
  /** Said in the bar column of a gap row. */
  gapLabel: string;
}) {
  const max = Math.max(1, ...rows.map((r) => r.value ?? 0));
  return (
    // A scrolling box takes the keyboard's focus (arrow keys scroll it) and names itself for that stop.
    <div
      className="max-h-[28rem] overflow-auto rounded-lg border border-border focus-visible:outline-2 focus-visible:outline-ring"
      tabIndex={0}
      role="region"
      aria-label={caption}
    >
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 bg-card text-left text-xs text-muted-foreground">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              Hour
            </th>
            {columns.map((c) => (
              <th key={c} scope="col" className="px-3 py-2 text-right font-medium">
                {c}
              </th>
            ))}
            <th scope="col" className="hidden w-2/5 px-3 py-2 font-medium sm:table-cell">
              <span className="sr-only">Bar</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key} className={cn('border-t border-border', r.gap && 'bg-amber-500/10')}>
              <th scope="row" className="px-3 py-1.5 text-left font-normal whitespace-nowrap">
                {r.label}
                {r.gap && gapLabel ? (
                  <span className="block text-xs font-medium text-warning-text sm:hidden">{gapLabel}</span>
                ) : null}
              </th>
              {r.cells.map((c, i) => (
                <td key={columns[i]} className="px-3 py-1.5 text-right whitespace-nowrap tabular-nums">
                  {c}
                </td>
              ))}
              {/* The bar column is left out on a phone: the figures say it, the tinted row marks a gap. */}
              <td className="hidden px-3 py-1.5 sm:table-cell">
                {r.gap ? (
                  <span className="text-xs font-medium text-warning-text">{gapLabel}</span>
                ) : (
                  <div className="h-2.5 rounded-full bg-muted" aria-hidden="true">
                    <div
                      className="h-full rounded-full bg-brand-gradient"
                      style={{ width: `${Math.round(((r.value ?? 0) / max) * 100)}%` }}
                    />
                  </div>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
