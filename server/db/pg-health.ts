// Tells a lost or unreachable database apart from every other error. While PostgreSQL restarts, fails
// over or has its connections terminated, queries fail with connection errors: those are the server's
// circumstances, not the request's fault nor a bug, so the API answers 503 with a clear message and a
// Retry-After (server/plugins/errors.ts) and /healthz names the cause.
import { DrizzleQueryError } from 'drizzle-orm';

export const DATABASE_UNAVAILABLE_MESSAGE = 'The database is unavailable; please try again in a moment.';
/** How long a new PostgreSQL connection may take before the query that needs it fails. */
export const PG_CONNECT_TIMEOUT_MS = 5_000;
/** Seconds a client should wait before retrying: a terminated connection is replaced at the next query. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * SQLSTATEs of a connection that the server ended or cannot give: admin_shutdown, crash_shutdown,
 * cannot_connect_now (starting up or in recovery), the connection_exception class and
 * too_many_connections.
 */
const SQLSTATES = new Set(['57P01', '57P02', '57P03', '08000', '08001', '08003', '08004', '08006', '53300']);

/** Socket and name-resolution failures on the way to the server (a failover also moves DNS names). */
const ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** node-postgres and pg-pool say these in words only (no code). */
const MESSAGES: Array<[RegExp, string]> = [
  [/^Connection terminated unexpectedly$/, 'connection-terminated'],
  [/^Connection terminated due to connection timeout$/, 'connect-timeout'],
  [/^timeout exceeded when trying to connect$/, 'connect-timeout'],
  [/^Client has encountered a connection error and is not queryable$/, 'connection-lost'],
  [/^Query read timeout$/, 'query-timeout'],
];

/**
 * The reason an error means "the database is away" (a SQLSTATE, an errno or a short name), or null for
 * any other error. It looks inside drizzle's query wrapper (the driver error is its `cause`) and inside
 * an AggregateError (connecting to a name with several addresses), but not into other wrappers: a
 * `fetch failed` whose cause is ENOTFOUND is some other service's outage, not the database's.
 */
export function databaseUnavailableReason(err: unknown, depth = 0): string | null {
  if (!err || typeof err !== 'object' || depth > 3) return null;
  const e = err as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof e.code === 'string' && (SQLSTATES.has(e.code) || ERRNOS.has(e.code))) return e.code;
  if (typeof e.message === 'string') {
    for (const [pattern, reason] of MESSAGES) if (pattern.test(e.message)) return reason;
  }
  const inner = err instanceof DrizzleQueryError ? [e.cause] : err instanceof AggregateError ? err.errors : [];
  for (const cause of inner) {
    const reason = databaseUnavailableReason(cause, depth + 1);
    if (reason) return reason;
  }
  return null;
}

/** What /healthz says of a failed database check: `unreachable: <reason>`, else `error: <SQLSTATE>`. */
export function describeDatabaseFailure(err: unknown): string {
  const reason = databaseUnavailableReason(err);
  if (reason) return `unreachable: ${reason}`;
  const driverError = err instanceof DrizzleQueryError ? err.cause : err;
  const code = (driverError as { code?: unknown } | null)?.code;
  return `error: ${typeof code === 'string' ? code : 'unknown'}`;
}
