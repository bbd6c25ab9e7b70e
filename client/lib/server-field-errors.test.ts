// Server field errors land on the form's fields: all of them, a chosen few, or renamed ones.
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api';
import { applyServerFieldErrors } from './server-field-errors';

interface Form {
  name: string;
  password: string;
  problem: string;
}

const withFields = (fieldErrors: Record<string, string>) =>
  new ApiError(400, '400: Invalid input', { error: 'Invalid input', fieldErrors });

describe('applyServerFieldErrors', () => {
  it('sets every field error on the field of the same name, typed server', () => {
    const setError = vi.fn();
    const applied = applyServerFieldErrors<Form>(setError, withFields({ name: 'Taken', password: 'Too short' }));
    expect(applied).toBe(true);
    expect(setError.mock.calls).toEqual([
      ['name', { type: 'server', message: 'Taken' }],
      ['password', { type: 'server', message: 'Too short' }],
    ]);
  });

  it('keeps only the listed fields', () => {
    const setError = vi.fn();
    applyServerFieldErrors<Form>(setError, withFields({ name: 'Taken', token: 'Expired' }), ['name', 'password']);
    expect(setError.mock.calls).toEqual([['name', { type: 'server', message: 'Taken' }]]);
  });

  it('renames paths through a function and skips what it leaves out', () => {
    const setError = vi.fn();
    applyServerFieldErrors<Form>(setError, withFields({ problemId: 'Unknown challenge', other: 'x' }), (p) =>
      p === 'problemId' ? 'problem' : undefined,
    );
    expect(setError.mock.calls).toEqual([['problem', { type: 'server', message: 'Unknown challenge' }]]);
  });

  it('answers false and sets nothing for errors without field errors', () => {
    const setError = vi.fn();
    expect(applyServerFieldErrors<Form>(setError, new ApiError(500, '500: x', { error: 'x' }))).toBe(false);
    expect(applyServerFieldErrors<Form>(setError, new TypeError('Failed to fetch'))).toBe(false);
    expect(setError).not.toHaveBeenCalled();
  });

  it('answers true for an empty field list (the server did say which fields, none of them)', () => {
    expect(applyServerFieldErrors<Form>(vi.fn(), withFields({}))).toBe(true);
  });
});
