// <QueryView>'s rule: the error first, then the data, else the loading look.
import { describe, expect, it } from 'vitest';
import { queryViewState } from './query-view-state';

describe('queryViewState', () => {
  it('shows the loading look until there is data', () => {
    expect(queryViewState({ data: undefined, isError: false })).toBe('loading');
  });

  it('shows the content once there is data, even a falsy one', () => {
    expect(queryViewState({ data: { teams: [] }, isError: false })).toBe('content');
    expect(queryViewState({ data: 0, isError: false })).toBe('content');
    expect(queryViewState({ data: null, isError: false })).toBe('content');
  });

  it('shows the error when the fetch failed, before or after data came', () => {
    expect(queryViewState({ data: undefined, isError: true })).toBe('error');
    expect(queryViewState({ data: { teams: [] }, isError: true })).toBe('error');
  });
});
