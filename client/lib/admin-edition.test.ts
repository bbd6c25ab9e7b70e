import { describe, expect, it } from 'vitest';
import { editionFromSearch, editionKey, withEdition } from './admin-edition';

describe('admin edition helpers', () => {
  it('reads the edition from a query string', () => {
    expect(editionFromSearch('?event=hackverse-2026')).toBe('hackverse-2026');
    expect(editionFromSearch('event=a-b&x=1')).toBe('a-b');
    expect(editionFromSearch('')).toBeUndefined();
    expect(editionFromSearch('?event=')).toBeUndefined();
  });

  it('adds the edition to a URL, keeping its other parameters', () => {
    expect(withEdition('/api/admin/stats', 'hackverse-2026')).toBe('/api/admin/stats?event=hackverse-2026');
    expect(withEdition('/api/teams?page=2&q=a', 'x-1')).toBe('/api/teams?page=2&q=a&event=x-1');
    expect(withEdition('/api/teams?event=old', 'new')).toBe('/api/teams?event=new');
    expect(withEdition('/api/admin/stats', undefined)).toBe('/api/admin/stats');
  });

  it('names the edition in query keys', () => {
    expect(editionKey('hackverse-2026')).toBe('edition:hackverse-2026');
    expect(editionKey(undefined)).toBe('edition:current');
  });
});
