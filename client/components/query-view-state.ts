// Which of its three faces a query shows: its error (a failed fetch wins, even over data shown before),
// its content once there is data, and its loading look until then. Kept apart from <QueryView> so the
// rule is tested without a DOM.

export type QueryViewState = 'loading' | 'error' | 'content';

export interface QueryLike<T> {
  data: T | undefined;
  isError: boolean;
}

export function queryViewState<T>(query: QueryLike<T>): QueryViewState {
  if (query.isError) return 'error';
  return query.data === undefined ? 'loading' : 'content';
}
