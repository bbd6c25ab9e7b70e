// The pager under a paginated list: 'Showing 21–40 of 95', Previous, 'Page 2 of 5', Next. A list that
// stopped counting (a search of one or two characters, decision 0006) says so: 'of 1,000+', 'Page 2 of
// 50+', and Next stays open past the last page it knows of.
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { pagerState, type PagerInput } from './pager-state';

export interface PagerProps extends PagerInput {
  onPage: (page: number) => void;
}

/**
 * A list's pager from the page the server answered (its total, and whether it stopped counting there);
 * none while the first page loads.
 */
export function pagerOf(
  answer: { total: number; totalCapped?: boolean } | undefined,
  page: number,
  pageSize: number,
  onPage: (page: number) => void,
): Omit<PagerProps, 'label'> | undefined {
  return answer ? { page, pageSize, total: answer.total, totalCapped: answer.totalCapped, onPage } : undefined;
}

export function Pager({ onPage, ...input }: PagerProps) {
  const { summary, position, canGoBack, canGoOn } = pagerState(input);
  const { page, label } = input;
  return (
    <nav
      aria-label={`${label} pages`}
      className="flex flex-wrap items-center justify-between gap-3 pt-4 text-sm text-muted-foreground"
    >
      <p aria-live="polite">{summary}</p>
      {position !== null ? (
        <div className="flex items-center gap-2">
          <Button
            variant="outline"
            size="sm"
            onClick={() => onPage(page - 1)}
            disabled={!canGoBack}
            aria-label="Previous page"
          >
            <ChevronLeft aria-hidden="true" /> Previous
          </Button>
          <span className="whitespace-nowrap">{position}</span>
          <Button
            variant="outline"
            size="sm"
            onClick={() => onPage(page + 1)}
            disabled={!canGoOn}
            aria-label="Next page"
          >
            Next <ChevronRight aria-hidden="true" />
          </Button>
        </div>
      ) : null}
    </nav>
  );
}
