import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api';

/**
 * Spec §9: no automatic refetch interval, no refetch on focus, data never stale, no retries by default
 * (a query may override, e.g. the problem list: 2 retries, 60 s cache).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: {
        retry: false,
      },
    },
  });
}

export const queryClient = createQueryClient();
