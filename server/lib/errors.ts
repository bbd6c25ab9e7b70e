import { FIELD_MESSAGES } from '@shared/schemas/fields';

/** An error whose message is safe to show the caller (DESIGN §5). */
export class AppError extends Error {
  constructor(
    public statusCode: 400 | 401 | 403 | 404 | 409 | 410 | 413 | 422 | 429 | 503,
    message: string,
    public fieldErrors?: Record<string, string>,
    /** Sent as the Retry-After header (a 429 or 503 says when to come back). */
    public retryAfterSeconds?: number,
    /** Sent as `details` (a stale version's 409 says who saved it, when, and its version). */
    public details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const badRequest = (msg: string, fieldErrors?: Record<string, string>) => new AppError(400, msg, fieldErrors);
export const unauthorized = (msg = 'Please sign in to continue') => new AppError(401, msg);
export const forbidden = (msg = 'You do not have permission to do that') => new AppError(403, msg);
export const notFound = (msg = 'Not found') => new AppError(404, msg);
export const conflict = (msg: string, fieldErrors?: Record<string, string>) => new AppError(409, msg, fieldErrors);

/** True when a database error is a unique-constraint violation (Postgres code 23505). */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  const e = findPgError(err);
  return !!e && e.code === '23505' && (!constraint || e.constraint === constraint);
}

export function findPgError(err: unknown): { code?: string; constraint?: string } | undefined {
  // drizzle wraps driver errors; the driver error sits on `cause`.
  let cur: unknown = err;
  for (let i = 0; i < 4 && cur && typeof cur === 'object'; i++) {
    const c = cur as { code?: string; constraint?: string; cause?: unknown };
    if (typeof c.code === 'string' && /^[0-9A-Z]{5}$/.test(c.code)) return c;
    cur = c.cause;
  }
  return undefined;
}

/**
 * SQLSTATEs that mean the caller's value cannot be stored or compared (a NUL byte, an unpaired surrogate,
 * a number past its column's range, text that is not a number, a string past its column's length):
 * bad input that slipped past validation, answered 400 rather than 500.
 */
const BAD_INPUT_SQLSTATES: Record<string, string> = {
  '22021': FIELD_MESSAGES.textNul,
  '22P05': 'Text contains a character that cannot be stored',
  '22003': 'A number is out of range',
  '22P02': 'A value has the wrong format',
  '22001': 'A value is too long',
  '22007': 'A date or time has the wrong format',
  '22008': 'A date or time is out of range',
};

/** The message for a database error caused by the caller's input, or null. */
export function badInputMessage(err: unknown): string | null {
  const code = findPgError(err)?.code;
  return (code && BAD_INPUT_SQLSTATES[code]) ?? null;
}
