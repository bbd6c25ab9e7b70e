// The server's field errors (`{ error, fieldErrors }` of a 400 or 409) shown on the form's own fields.
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '@/lib/api';

/** Puts each known field's server message under that field; true when at least one was shown. */
export function applyServerFieldErrors<T extends FieldValues>(
  err: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean {
  const fieldErrors = isApiError(err) ? err.fieldErrors : undefined;
  let shown = false;
  for (const field of fields) {
    const message = fieldErrors?.[field];
    if (message) {
      setError(field, { type: 'server', message });
      shown = true;
    }
  }
  return shown;
}
