// The live channel's messages (spec §3 'Live message', §7 'Live connection'; DESIGN §7), used by the
// server (/ws) and the client (the /ws-test console and the dashboards' live client).
import { z } from 'zod';

export const LIVE_PATH = '/ws';

export const LIVE_LIMITS = {
  /** A client frame above this gets an `error` message (the socket stays open). */
  maxPayloadBytes: 4096,
  /** A client frame above this closes the socket with 1009 (abuse). */
  hardMaxPayloadBytes: 64 * 1024,
  /** Characters of a chat message. */
  chatMessageMax: 2000,
  /** Characters of an anonymous chat sender. */
  senderMax: 50,
  /** Token bucket per socket: burst size and refill per second. */
  burst: 20,
  perSecond: 10,
  /** Messages refused by the rate limit in a row before the socket is closed with 1008. */
  abuseAfterRefused: 60,
  /**
   * A published message, serialised, must stay below this: PostgreSQL's NOTIFY payload limit is 8000
   * bytes and the envelope adds a few. Keep announcement texts to about 2,000 characters.
   */
  maxPublishBytes: 7800,
} as const;

/** The sender the console writes (spec §7: 'the text User'), and the server's own messages. */
export const DEFAULT_SENDER = 'User';
export const SERVER_SENDER = 'Server';

/** Types the console styles on their own (spec §2); every other type is shown as 'other'. */
export const LIVE_STYLED_TYPES = ['chat', 'welcome', 'pong'] as const;

/** Close codes the server uses. */
export const LIVE_CLOSE = {
  goingAway: 1001,
  policyViolation: 1008,
  tooBig: 1009,
  /** Too many sockets from one client address (the limit is the server's LIVE_MAX_SOCKETS_PER_IP). */
  tryAgainLater: 1013,
  /** The session behind a signed-in socket ended (logout, password reset...) or its user changed team. */
  sessionEnded: 4001,
} as const;

const timestamp = z.union([z.string().max(64), z.number()]).optional();

// ----- client → server -----

export const chatInSchema = z.object({
  type: z.literal('chat'),
  message: z
    .string({ error: 'Chat message must be text' })
    .trim()
    .min(1, { error: 'Message cannot be empty' })
    .max(LIVE_LIMITS.chatMessageMax, { error: `Message cannot exceed ${LIVE_LIMITS.chatMessageMax} characters` }),
  sender: z.string().optional(),
  timestamp,
});
export type ChatIn = z.infer<typeof chatInSchema>;

export const pingInSchema = z.object({ type: z.literal('ping'), timestamp });
export type PingIn = z.infer<typeof pingInSchema>;

export const clientMessageSchema = z.discriminatedUnion('type', [chatInSchema, pingInSchema]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;
export const CLIENT_MESSAGE_TYPES = ['chat', 'ping'] as const;

// ----- server → client -----

/**
 * Every message the server sends: `{type, message, sender, timestamp}` plus fields of its own type
 * (an announcement's id and title, a chat's `verified` flag). Timestamps are ISO 8601 strings.
 */
export const liveMessageSchema = z.looseObject({
  type: z.string().min(1).max(40),
  message: z.string().optional(),
  sender: z.string().optional(),
  timestamp: z.string(),
});
export type LiveMessage = z.infer<typeof liveMessageSchema>;

export const welcomeMessageSchema = liveMessageSchema.extend({
  type: z.literal('welcome'),
  message: z.string(),
  sender: z.string(),
  /** The signed-in user's name, when the server knows the client. */
  user: z.string().optional(),
});

export const chatMessageSchema = liveMessageSchema.extend({
  type: z.literal('chat'),
  message: z.string(),
  sender: z.string(),
  /** True when the sender is the signed-in user of that name, false for an anonymous client. */
  verified: z.boolean().optional(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const pongMessageSchema = liveMessageSchema.extend({ type: z.literal('pong') });

export const announcementMessageSchema = liveMessageSchema.extend({
  type: z.literal('announcement'),
  message: z.string(),
  sender: z.string(),
  id: z.number().int().optional(),
  title: z.string().optional(),
});
export type AnnouncementMessage = z.infer<typeof announcementMessageSchema>;

export const errorMessageSchema = liveMessageSchema.extend({
  type: z.literal('error'),
  message: z.string(),
  /** Machine-readable reason. */
  code: z.enum(['malformed', 'too_large', 'unknown_type', 'invalid', 'rate_limited', 'unavailable']),
});
export type ErrorMessage = z.infer<typeof errorMessageSchema>;
export type LiveErrorCode = ErrorMessage['code'];

/** Parses a frame the server sent; null when it is not a live message. */
export function parseLiveMessage(data: unknown): LiveMessage | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed = liveMessageSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
