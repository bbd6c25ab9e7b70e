// Queries of the problems feature. Keys are the URLs (the default query function fetches them), so the
// home page's challenge tabs and this list share one cached GET /api/problems.
import { useQuery } from '@tanstack/react-query';
import type { NewsResponse } from '@shared/schemas/content';
import type { ProblemCard, ProblemDetail } from '@shared/schemas/problems';
import { isApiError } from '@/lib/api';

export function useProblemCards() {
  return useQuery<ProblemCard[]>({ queryKey: ['/api/problems'], retry: 1 });
}

export function useProblem(slug: string) {
  return useQuery<ProblemDetail>({
    queryKey: ['/api/problems', slug],
    // A 404 is an answer ('Problem not found'), not a failure worth retrying.
    retry: (count, err) => !(isApiError(err) && err.status === 404) && count < 1,
  });
}

export function useNews() {
  // The ticker is the one live-ish element of the list: refresh it every minute while the page is open.
  return useQuery<NewsResponse>({ queryKey: ['/api/news'], staleTime: 60_000, refetchInterval: 60_000 });
}
