// Turns a client's frame into a message or an error, and builds the server's own messages.
import {
  CLIENT_MESSAGE_TYPES,
  LIVE_LIMITS,
  SERVER_SENDER,
  clientMessageSchema,
  type ClientMessage,
  type ErrorMessage,
  type LiveErrorCode,
  type LiveMessage,
} from '@shared/schemas/live';

export type Parsed = { ok: true; message: ClientMessage } | { ok: false; code: LiveErrorCode; error: string };

const fail = (code: LiveErrorCode, error: string): Parsed => ({ ok: false, code, error });

export function parseClientFrame(data: Buffer | ArrayBuffer | Buffer[], isBinary: boolean): Parsed {
  if (isBinary) return fail('malformed', 'Binary messages are not supported; send JSON text');
  const buf = Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as ArrayBuffer);
  if (buf.byteLength > LIVE_LIMITS.maxPayloadBytes) {
    return fail(
      'too_large',
      `Message too large (${buf.byteLength} bytes; the limit is ${LIVE_LIMITS.maxPayloadBytes})`,
    );
  }
  let json: unknown;
  try {
    json = JSON.parse(buf.toString('utf8'));
  } catch {
    return fail('malformed', 'Malformed message: expected JSON such as {"type":"chat","message":"hello"}');
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    return fail('malformed', 'Malformed message: expected a JSON object with a type');
  }
  const type = (json as { type?: unknown }).type;
  if (typeof type !== 'string') return fail('malformed', 'Malformed message: missing "type"');
  if (!(CLIENT_MESSAGE_TYPES as readonly string[]).includes(type)) {
    return fail(
      'unknown_type',
      `Unknown message type "${type.slice(0, 40)}"; expected one of: ${CLIENT_MESSAGE_TYPES.join(', ')}`,
    );
  }
  const parsed = clientMessageSchema.safeParse(json);
  if (!parsed.success) return fail('invalid', parsed.error.issues[0]?.message ?? 'Invalid message');
  return { ok: true, message: parsed.data };
}

/** The sender shown for an anonymous client's chat: its own text, trimmed and bounded, or 'User'. */
export function anonymousSender(raw: string | undefined, fallback: string): string {
  const clean = (raw ?? '')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, LIVE_LIMITS.senderMax);
  return clean || fallback;
}

export const now = () => new Date().toISOString();

export function errorMessage(code: LiveErrorCode, message: string): ErrorMessage {
  return { type: 'error', code, message, sender: SERVER_SENDER, timestamp: now() };
}

export function serialize(message: LiveMessage): string {
  return JSON.stringify(message);
}
