// The one loading / error / content switch of a page or panel that shows a query: the page's own loading
// look, then either the error alert with Try again (QueryErrorAlert) or the content drawn from the data.
import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { QueryErrorAlert, type QueryErrorAlertProps } from './query-error-alert';
import { queryViewState } from './query-view-state';

export interface QueryViewProps<T> {
  query: Pick<UseQueryResult<T>, 'data' | 'error' | 'isError' | 'isFetching' | 'refetch'>;
  /** What shows while the first answer is on its way (the page's skeleton). */
  loading: ReactNode;
  /**
   * The error alert's texts (it gets Try again), or a function that draws a page's own error state
   * (e.g. an invitation link that is no longer valid).
   */
  error: Pick<QueryErrorAlertProps, 'title' | 'description' | 'className'> | ((error: unknown) => ReactNode);
  children: (data: T) => ReactNode;
}

export function QueryView<T>({ query, loading, error, children }: QueryViewProps<T>) {
  const state = queryViewState(query);
  if (state === 'loading') return <>{loading}</>;
  if (state === 'content') return <>{children(query.data as T)}</>;
  if (typeof error === 'function') return <>{error(query.error)}</>;
  return <QueryErrorAlert {...error} onRetry={query.refetch} retrying={query.isFetching} />;
}
