// What the logs may not hold: passwords, password hashes, session and invitation tokens, OAuth codes,
// email addresses. Three layers, because one forgotten field is enough to leak:
// 1. pino `redact` paths for the fields we know by name (headers, bodies logged by mistake);
// 2. serializers: requests log their URL with secret segments and query values masked, and errors drop
//    the parameters of failed SQL (drizzle puts every bound value, argon2 hashes and emails included, into
//    the message and the stack) and PostgreSQL's `detail` (`Key (email)=(…) already exists`);
// 3. a last pass over every written line that masks anything shaped like a hash, a bearer token or an
//    email address (PostgreSQL quotes the offending value in messages such as 22P02's).
import pino, { type LoggerOptions } from 'pino';

const SECRET_KEYS = ['password', 'currentPassword', 'newPassword', 'passwordHash', 'password_hash', 'token', 'email'];

export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  ...SECRET_KEYS,
  ...SECRET_KEYS.map((k) => `*.${k}`),
];

const MASK = '[redacted]';
/** Query parameters whose values are secrets or personal data. */
const SECRET_QUERY = new Set(['token', 'code', 'state', 'email', 'password']);
/** Path segments that are credentials: /api/invitations/<token>. */
const SECRET_SEGMENT = /(\/api\/invitations\/)[^/?#]+/g;

export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  const path = (q < 0 ? url : url.slice(0, q)).replace(SECRET_SEGMENT, `$1${MASK}`);
  if (q < 0) return path;
  const params = new URLSearchParams(url.slice(q + 1));
  for (const key of [...params.keys()]) if (SECRET_QUERY.has(key.toLowerCase())) params.set(key, MASK);
  return `${path}?${params.toString()}`;
}

const ARGON2 = /\$argon2[a-z]*\$[A-Za-z0-9+/=$,.-]+/g;
const BEARER = /(Bearer\s+)[A-Za-z0-9._~+/=-]+/gi;
// An email-shaped run (JSON may escape the characters around it; the address itself has none to escape).
const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;

/** Masks hashes, bearer tokens and email addresses in any text. */
export function scrubText(text: string): string {
  return text.replace(ARGON2, '[hash]').replace(BEARER, `$1${MASK}`).replace(EMAIL, '[email]');
}

/** drizzle's "Failed query: <sql>\nparams: <values>": keep the SQL (no data in it), drop the values. */
function dropSqlParams(text: string): string {
  return text.replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/g, '\nparams: [redacted]');
}

type Serialized = Record<string, unknown>;

function cleanError(value: Serialized, depth: number): Serialized {
  const out: Serialized = {};
  for (const [key, v] of Object.entries(value)) {
    if (key === 'params' || key === 'parameters') out[key] = MASK;
    // PostgreSQL's detail and where repeat the offending row's values.
    else if (key === 'detail' || key === 'where' || key === 'internalQuery') out[key] = MASK;
    else if (typeof v === 'string') out[key] = scrubText(dropSqlParams(v));
    else if (v && typeof v === 'object' && depth < 5 && !Array.isArray(v))
      out[key] = cleanError(v as Serialized, depth + 1);
    else out[key] = v;
  }
  return out;
}

/** The error serializer: pino's (with the cause chain), then the SQL parameters and row values removed. */
export function serializeError(err: unknown): unknown {
  if (!(err instanceof Error)) return typeof err === 'string' ? scrubText(err) : err;
  return cleanError(pino.stdSerializers.errWithCause(err) as unknown as Serialized, 0);
}

interface RawRequest {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** Fastify's request serializer with the URL's secrets masked. */
function serializeRequest(req: RawRequest) {
  return {
    method: req.method,
    url: req.url ? redactUrl(req.url) : req.url,
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

/** The logger options every app uses (its level and, in tests, a destination come from the caller). */
export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: MASK },
    serializers: { err: serializeError, error: serializeError, req: serializeRequest as never },
    hooks: { streamWrite: scrubText },
  };
}
