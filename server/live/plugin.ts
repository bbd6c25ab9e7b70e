// The live channel (spec §2 'Live message test console', §7 'Live connection'; DESIGN §7): the /ws
// WebSocket and `app.live.publish` for other features (the admin area's announcements).
//
//   on connect        → {type:'welcome', message, sender:'Server', timestamp, user?}
//   {type:'chat', message, sender?, timestamp?} → {type:'chat', message, sender, verified, timestamp}
//                       to every client of every instance (sender: the signed-in user's name, else the
//                       client's own sender or 'User')
//   {type:'ping', timestamp?} → {type:'pong', message:'pong', sender:'Server', timestamp}
//   anything else     → {type:'error', code, message, sender:'Server', timestamp}; the socket stays open
//
// Limits: frames above LIVE_LIMITS.maxPayloadBytes get an error, above hardMaxPayloadBytes the socket is
// closed with 1009; a token bucket per socket refuses floods (error), and a socket that keeps flooding is
// closed with 1008. Browser connections from origins that are not ours are refused (403). One client
// address may hold LIVE_MAX_SOCKETS_PER_IP sockets (429 before the upgrade, 1013 if a race got past it).
// Signed-in clients are resolved from the session cookie, a bearer header or a `?token=` query parameter;
// a socket whose session ends (or whose user changes team) is closed with 4001 (identity.ts). Broadcasts
// are written in slices between which HTTP work runs; a client that cannot keep up is dropped (hub.ts).
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import websocket from '@fastify/websocket';
import type WebSocket from 'ws';
import {
  DEFAULT_SENDER,
  LIVE_CLOSE,
  LIVE_LIMITS,
  LIVE_PATH,
  SERVER_SENDER,
  liveMessageSchema,
  type ChatMessage,
  type LiveMessage,
} from '@shared/schemas/live';
import { getUser, isAllowedOrigin } from '../plugins/auth';
import { createBus, type LiveBus } from './bus';
import { LiveHub, type Connection } from './hub';
import { mentorEditionsOf, watchIdentities } from './identity';
import { anonymousSender, errorMessage, now, parseClientFrame, serialize } from './protocol';
import { TokenBucket } from './rate';

/** What `app.live.publish` takes: a live message; the timestamp defaults to now. */
export type LivePublishInput = Omit<LiveMessage, 'timestamp'> & { timestamp?: string };

export interface LiveApi {
  /**
   * Delivers a message to every client of every instance (at once to this instance's clients, through
   * the bus to the others). Rejects with an error when the message is invalid or its JSON exceeds
   * LIVE_LIMITS.maxPublishBytes; rejects when the bus (NOTIFY) fails, after local delivery.
   */
  publish(message: LivePublishInput): Promise<void>;
  /** Sockets open on this instance. */
  clientCount(): number;
  /** Identifies this instance on the bus. */
  readonly instanceId: string;
  /** False while a PostgreSQL listener is reconnecting (messages of other instances are missed). */
  busConnected(): boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    live: LiveApi;
  }
}

export interface LiveOptions {
  /** Heartbeat ping interval; a socket that leaves two pings in a row unanswered is dropped. */
  heartbeatMs?: number;
  /** How long shutdown waits for clients to answer the close frame. */
  closeGraceMs?: number;
  burst?: number;
  perSecond?: number;
  /** Listener reconnect delays on PostgreSQL. */
  reconnect?: { baseMs: number; maxMs: number };
}

const TOKEN_PARAM = 'token';

/**
 * Browsers cannot set headers on a WebSocket, so a client that holds its token only in storage passes it
 * as `/ws?token=…`. Move it into the Authorization header before Fastify logs the URL, so that it is
 * redacted like every other credential and the ordinary bearer lookup applies.
 */
function moveQueryToken(req: IncomingMessage) {
  const url = req.url ?? '';
  const q = url.indexOf('?');
  if (q < 0 || url.slice(0, q) !== LIVE_PATH) return;
  const params = new URLSearchParams(url.slice(q + 1));
  const token = params.get(TOKEN_PARAM);
  if (token === null) return;
  params.delete(TOKEN_PARAM);
  const rest = params.toString();
  req.url = rest ? `${LIVE_PATH}?${rest}` : LIVE_PATH;
  if (!req.headers.authorization && token.trim()) req.headers.authorization = `Bearer ${token.trim()}`;
}

const livePlugin: FastifyPluginAsync<LiveOptions> = async (app: FastifyInstance, opts: LiveOptions) => {
  const heartbeatMs = opts.heartbeatMs ?? 25_000;
  const closeGraceMs = opts.closeGraceMs ?? 1000;
  const burst = opts.burst ?? LIVE_LIMITS.burst;
  const perSecond = opts.perSecond ?? LIVE_LIMITS.perSecond;
  const instanceId = randomUUID();
  const log = app.log.child({ module: 'live' });
  const settings = app.config.live;
  const hub = new LiveHub(log, { maxBufferedBytes: settings.maxBufferedBytes, sliceSize: settings.sliceSize });

  const bus: LiveBus = await createBus(app.dbHandle, {
    instanceId,
    receive: (text) => hub.deliver(text),
    log,
    databaseUrl: app.config.databaseUrl,
    reconnect: opts.reconnect,
  });

  const api: LiveApi = {
    instanceId,
    clientCount: () => hub.size,
    busConnected: () => bus.connected(),
    async publish(input) {
      const message = liveMessageSchema.parse({ ...input, timestamp: input.timestamp ?? now() });
      const text = serialize(message);
      if (Buffer.byteLength(text) > LIVE_LIMITS.maxPublishBytes) {
        throw new Error(
          `Live message too large (${Buffer.byteLength(text)} bytes; the limit is ${LIVE_LIMITS.maxPublishBytes})`,
        );
      }
      hub.deliver(text);
      await bus.publish(text);
    },
  };
  app.decorate('live', api);

  await app.register(websocket, {
    options: { maxPayload: LIVE_LIMITS.hardMaxPayloadBytes },
    // Shutdown: every client gets 1001 'going away' (and reconnects elsewhere or later).
    preClose: async () => {
      stopIdentityChecks();
      await hub.closeAll(LIVE_CLOSE.goingAway, 'Server shutting down', closeGraceMs);
      await new Promise<void>((resolve) => app.websocketServer.close(() => resolve()));
    },
    errorHandler(error, socket) {
      // Unclean disconnects and protocol violations (ws already sent 1009 or 1002 and is closing).
      log.debug({ err: error }, 'live: socket error');
      if (socket.readyState === socket.CLOSING) setTimeout(() => socket.terminate(), closeGraceMs).unref();
      else socket.terminate();
    },
  });

  app.server.prependListener('upgrade', moveQueryToken);
  app.addHook('onClose', async () => {
    app.server.off('upgrade', moveQueryToken);
    await bus.close();
  });
  hub.startHeartbeat(heartbeatMs);
  const stopIdentityChecks = watchIdentities(app.db, hub, log, settings.identityCheckMs);
  app.addHook('onClose', async () => stopIdentityChecks());

  const tooManyMessage = `Too many live connections from your network address (at most ${settings.maxSocketsPerIp})`;

  async function checkUpgrade(request: FastifyRequest, reply: FastifyReply) {
    // No Origin header: not a browser (browsers always send one on a WebSocket handshake).
    const origin = request.headers.origin;
    if (origin && !isAllowedOrigin(request, origin)) {
      request.log.warn({ origin }, 'live: origin refused');
      return reply.code(403).send({ error: 'Origin not allowed' });
    }
    if (hub.socketsFrom(request.ip) >= settings.maxSocketsPerIp) {
      request.log.warn({ sockets: hub.socketsFrom(request.ip) }, 'live: per-address socket cap reached');
      return reply.code(429).header('retry-after', '30').send({ error: tooManyMessage });
    }
    const user = await getUser(request);
    // Who mentors which edition (issue 34): `{ role: 'mentor', edition }` audiences are decided on it.
    if (user && user.role !== 'team') mentorOfRequest.set(request, await mentorEditionsOf(app.db, user.id));
  }
  const mentorOfRequest = new WeakMap<FastifyRequest, number[]>();

  function onConnection(socket: WebSocket, request: FastifyRequest) {
    const user = request.sessionUser ?? null;
    // Upgrades that passed the check side by side: the cap holds all the same.
    if (hub.socketsFrom(request.ip) >= settings.maxSocketsPerIp) {
      socket.close(LIVE_CLOSE.tryAgainLater, tooManyMessage.slice(0, 120));
      return;
    }
    const conn: Connection = {
      socket,
      userName: user?.name ?? null,
      userId: user?.id ?? null,
      role: user?.role ?? null,
      sessionId: user?.sessionId ?? null,
      teamId: user?.teamId ?? null,
      mentorOf: mentorOfRequest.get(request) ?? [],
      ip: request.ip,
      bucket: new TokenBucket(burst, perSecond),
      refused: 0,
      lastRateErrorAt: 0,
      missed: 0,
    };
    hub.add(conn);
    const send = (message: LiveMessage) => hub.send(conn, serialize(message));

    send({
      type: 'welcome',
      message: user ? `Connected to the live channel as ${user.name}` : 'Connected to the live channel',
      sender: SERVER_SENDER,
      timestamp: now(),
      ...(user ? { user: user.name } : {}),
    });

    socket.on('message', (data, isBinary) => {
      if (!conn.bucket.take()) {
        conn.refused++;
        if (conn.refused >= LIVE_LIMITS.abuseAfterRefused) {
          socket.close(LIVE_CLOSE.policyViolation, 'Too many messages');
          return;
        }
        const t = Date.now();
        if (t - conn.lastRateErrorAt >= 1000) {
          conn.lastRateErrorAt = t;
          send(errorMessage('rate_limited', `Too many messages: at most ${perSecond} per second`));
        }
        return;
      }
      conn.refused = 0;
      const parsed = parseClientFrame(data, isBinary);
      if (!parsed.ok) {
        send(errorMessage(parsed.code, parsed.error));
        return;
      }
      const msg = parsed.message;
      if (msg.type === 'ping') {
        send({ type: 'pong', message: 'pong', sender: SERVER_SENDER, timestamp: now() });
        return;
      }
      const chat: ChatMessage = {
        type: 'chat',
        message: msg.message,
        sender: conn.userName ?? anonymousSender(msg.sender, DEFAULT_SENDER),
        verified: conn.userName !== null,
        timestamp: now(),
      };
      api.publish(chat).catch((err: unknown) => {
        log.error({ err }, 'live: publishing a chat message failed');
        send(errorMessage('unavailable', 'The message could not reach every client; try again'));
      });
    });
  }

  app.route({
    method: 'GET',
    url: LIVE_PATH,
    schema: { hide: true },
    preValidation: checkUpgrade,
    handler: (_request, reply) =>
      reply.code(426).header('upgrade', 'websocket').send({ error: 'Upgrade Required: connect with a WebSocket' }),
    wsHandler: onConnection,
  });
};

// Not encapsulated: `app.live` must be visible to every feature (what fastify-plugin does).
(livePlugin as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true;
(livePlugin as unknown as Record<symbol, string>)[Symbol.for('fastify.display-name')] = 'live';

export default livePlugin;
