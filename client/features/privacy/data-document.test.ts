import { describe, expect, it } from 'vitest';
import { fitsTable, humanize, scalarText } from './data-document';

describe('the readable export', () => {
  it('names the parts in words', () => {
    expect(humanize('signIns')).toBe('Sign ins');
    expect(humanize('find_team_profiles')).toBe('Find team profiles');
    expect(humanize('githubLinked')).toBe('Github linked');
  });

  it('writes values as a person reads them', () => {
    expect(scalarText(null)).toBe('—');
    expect(scalarText('')).toBe('—');
    expect(scalarText(true)).toBe('Yes');
    expect(scalarText(['React', 'Node.js'])).toBe('React, Node.js');
    expect(scalarText([])).toBe('—');
    expect(scalarText(42)).toBe('42');
    // An instant on the edition's clock, not the raw ISO string.
    expect(scalarText('2026-01-08T15:00:00.000Z')).not.toContain('T15:00');
  });

  it('draws short records as a table and long ones as fields', () => {
    expect(fitsTable([{ startedAt: '2026-01-08T15:00:00Z', lastSeenAt: null }])).toBe(true);
    expect(fitsTable([{ story: 'x'.repeat(200) }])).toBe(false);
    expect(fitsTable([{ a: 1, b: 2, c: 3, d: 4, e: 5, f: 6, g: 7, h: 8 }])).toBe(false);
    expect(fitsTable([{ nested: { deep: 1 } }])).toBe(false);
  });
});
