// The pager under a paginated list: 'Showing 21–40 of 95', Previous, 'Page 2 of 5', Next. A list that
// stopped counting (a search of one or two characters, decision 0006) says so: 'of 1,000+', 'Page 2 of
// 50+', and Next stays open past the last page it knows of.
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { formatCount } from '@/lib/format';

export interface PagerProps {
  page: number;
  pageSize: number;
  total: number;
  /** The server stopped counting at `total`: at least that many match. */
  totalCapped?: boolean;
  onPage: (page: number) => void;
  /** What the list holds, e.g. 'Teams': names the navigation and the empty text ('No teams'). */
  label: string;
}

export function Pager({ page, pageSize, total, totalCapped = false, onPage, label }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const more = totalCapped ? '+' : '';
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <nav
      aria-label={`${label} pages`}
      className="flex flex-wrap items-center justify-between gap-3 pt-4 text-sm text-muted-foreground"
    >
      <p aria-live="polite">
        {total === 0
          ? `No ${label.toLowerCase()}`
          : `Showing ${formatCount(from)}–${formatCount(to)} of ${formatCount(total)}${more}`}
      </p>
      {/* One page: the count alone, not two buttons that can never be pressed. */}
      {pages > 1 || totalCapped ? (
        <div className="flex items-center gap-2">
          <Button
            variant="outline"
            size="sm"
            onClick={() => onPage(page - 1)}
            disabled={page <= 1}
            aria-label="Previous page"
          >
            <ChevronLeft aria-hidden="true" /> Previous
          </Button>
          <span className="whitespace-nowrap">
            Page {formatCount(page)} of {formatCount(pages)}
            {more}
          </span>
          <Button
            variant="outline"
            size="sm"
            onClick={() => onPage(page + 1)}
            disabled={page >= pages && !totalCapped}
            aria-label="Next page"
          >
            Next <ChevronRight aria-hidden="true" />
          </Button>
        </div>
      ) : null}
    </nav>
  );
}
