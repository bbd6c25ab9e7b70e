// The server's field errors (`{ error, fieldErrors: { email: 'Email already registered' } }`) shown under
// the form's own fields, the same way on every form: each message lands on its field with type 'server'.
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { isApiError } from './api';

/**
 * Which form field a server path lands on: a list of the fields that may receive one (the path is the
 * field's name), or a function that renames a path or answers undefined to leave it out. Without it every
 * path lands on the field of the same name.
 */
export type ServerFieldMap<T extends FieldValues> =
  readonly FieldName<T>[] | ((serverPath: string) => FieldName<T> | undefined);

/** A name setError takes: a field's path, or 'root...' for the form as a whole. */
type FieldName<T extends FieldValues> = Parameters<UseFormSetError<T>>[0];

function target<T extends FieldValues>(path: string, fields: ServerFieldMap<T> | undefined): FieldName<T> | undefined {
  if (!fields) return path as FieldName<T>;
  if (typeof fields === 'function') return fields(path);
  return (fields as readonly string[]).includes(path) ? (path as FieldName<T>) : undefined;
}

/**
 * Copies an API error's field errors into react-hook-form. Answers whether the error carried field errors
 * at all (a form shows a general message only when it did not); any other error is left to the caller.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  error: unknown,
  fields?: ServerFieldMap<T>,
): boolean {
  const fieldErrors = isApiError(error) ? error.fieldErrors : undefined;
  if (!fieldErrors) return false;
  for (const [path, message] of Object.entries(fieldErrors)) {
    const name = target(path, fields);
    if (name) setError(name, { type: 'server', message });
  }
  return true;
}
