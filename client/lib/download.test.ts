// The saved file's name comes from the server's Content-Disposition, with a fallback.
import { describe, expect, it } from 'vitest';
import { fileNameFrom } from './download';

describe('fileNameFrom', () => {
  it("reads the server's file name", () => {
    expect(fileNameFrom('attachment; filename="teams-2027-01-01.csv"', 'teams.csv')).toBe('teams-2027-01-01.csv');
  });

  it('falls back without a header or a quoted name', () => {
    expect(fileNameFrom(null, 'teams.csv')).toBe('teams.csv');
    expect(fileNameFrom('attachment', 'x.csv')).toBe('x.csv');
  });
});
