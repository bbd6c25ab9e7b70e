// Carries live messages between app instances. Every instance delivers a message to its own clients
// right away and sends it over the bus; a bus hands every instance the messages of the others (each
// frame is tagged with its instance id, so an instance skips its own).
//
// - PostgreSQL: LISTEN/NOTIFY on one channel through a dedicated connection that reconnects on error;
//   NOTIFY goes through the app's pool, so publishing works even while the listener reconnects.
// - PGlite: in-process; apps that share one PGlite handle (tests) share one emitter.
import { EventEmitter } from 'node:events';
import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import type { DbHandle } from '../db/client';
import { PG_CONNECT_TIMEOUT_MS } from '../db/pg-health';

export const LIVE_CHANNEL = 'hackathon_live';
/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more. */
export const NOTIFY_MAX_BYTES = 7999;

export interface LiveBus {
  readonly kind: 'local' | 'postgres';
  /** Sends an already serialised message to the other instances. */
  publish(text: string): Promise<void>;
  /** True while messages of other instances can arrive (the listener is connected). */
  connected(): boolean;
  close(): Promise<void>;
}

export interface BusOptions {
  instanceId: string;
  /** Called with a serialised message that another instance published. */
  receive: (text: string) => void;
  log: FastifyBaseLogger;
  /** PostgreSQL URL of the listener connection (defaults to the pool's). */
  databaseUrl?: string;
  /** Reconnect delays of the listener (tests shorten them). */
  reconnect?: { baseMs: number; maxMs: number };
  /** The channel (default LIVE_CHANNEL) and the listener's application_name (default hackathon-live). */
  channel?: string;
  applicationName?: string;
  /**
   * False: payloads are not framed with an instance id and every one is received, this instance's own
   * included (notifications that database triggers send, server/cache/changes.ts).
   */
  framed?: boolean;
  /** Called each time the listener is (re)connected: messages sent while it was away are lost. */
  onListening?: () => void;
}

const frame = (instanceId: string, text: string) => `${instanceId} ${text}`;

function unframe(payload: string, self: string, receive: (text: string) => void) {
  const sep = payload.indexOf(' ');
  if (sep <= 0 || payload.slice(0, sep) === self) return;
  receive(payload.slice(sep + 1));
}

export async function createBus(handle: DbHandle, opts: BusOptions): Promise<LiveBus> {
  if (handle.kind === 'postgres' && handle.pool) {
    const bus = new PgBus(handle.pool, opts);
    await bus.start();
    return bus;
  }
  return new LocalBus(handle, opts);
}

const emitters = new WeakMap<object, EventEmitter>();

class LocalBus implements LiveBus {
  readonly kind = 'local';
  private readonly emitter: EventEmitter;
  private readonly listener: (payload: string) => void;

  constructor(
    handle: DbHandle,
    private readonly opts: BusOptions,
  ) {
    const key = handle.pglite ?? handle;
    let emitter = emitters.get(key);
    if (!emitter) {
      emitter = new EventEmitter();
      emitter.setMaxListeners(0);
      emitters.set(key, emitter);
    }
    this.emitter = emitter;
    this.listener = (payload) => unframe(payload, opts.instanceId, opts.receive);
    emitter.on('message', this.listener);
  }

  async publish(text: string) {
    this.emitter.emit('message', frame(this.opts.instanceId, text));
  }

  connected() {
    return true;
  }

  async close() {
    this.emitter.off('message', this.listener);
  }
}

class PgBus implements LiveBus {
  readonly kind = 'postgres';
  private client: pg.Client | null = null;
  private closed = false;
  private attempt = 0;
  private timer: NodeJS.Timeout | undefined;
  private readonly url: string | undefined;
  private readonly channel: string;

  constructor(
    private readonly pool: pg.Pool,
    private readonly opts: BusOptions,
  ) {
    this.url = opts.databaseUrl ?? (pool.options as { connectionString?: string }).connectionString;
    this.channel = opts.channel ?? LIVE_CHANNEL;
  }

  /** Connects the listener; when that fails the app still starts and the listener keeps retrying. */
  async start() {
    await this.connect();
  }

  connected() {
    return this.client !== null;
  }

  private async connect() {
    if (this.closed) return;
    const client = new pg.Client({
      connectionString: this.url,
      application_name: this.opts.applicationName ?? 'hackathon-live',
      // A server that accepts nothing (failover in progress) must not leave the listener waiting forever.
      connectionTimeoutMillis: PG_CONNECT_TIMEOUT_MS,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    let lost = false;
    const onLost = (err?: Error) => {
      if (lost) return;
      lost = true;
      if (this.client === client) this.client = null;
      client.end().catch(() => {});
      if (this.closed) return;
      this.opts.log.warn({ err }, 'live: LISTEN connection lost; reconnecting');
      this.schedule();
    };
    client.on('error', onLost);
    client.on('end', () => onLost());
    client.on('notification', (n) => {
      if (n.channel !== this.channel || !n.payload) return;
      if (this.opts.framed === false) this.opts.receive(n.payload);
      else unframe(n.payload, this.opts.instanceId, this.opts.receive);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${this.channel}`);
    } catch (err) {
      onLost(err as Error);
      return;
    }
    if (this.closed || lost) {
      await client.end().catch(() => {});
      return;
    }
    this.client = client;
    if (this.attempt > 0) this.opts.log.info({ channel: this.channel }, 'live: LISTEN connection restored');
    this.attempt = 0;
    this.opts.onListening?.();
  }

  private schedule() {
    // At most a few seconds between attempts, so the listener is back soon after the database.
    const { baseMs, maxMs } = this.opts.reconnect ?? { baseMs: 500, maxMs: 4_000 };
    const delay = Math.min(maxMs, baseMs * 2 ** this.attempt) * (0.5 + Math.random() / 2);
    this.attempt++;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.connect(), delay);
    this.timer.unref();
  }

  async publish(text: string) {
    const payload = frame(this.opts.instanceId, text);
    if (Buffer.byteLength(payload) > NOTIFY_MAX_BYTES) throw new Error('Live message too large for NOTIFY');
    await this.pool.query('select pg_notify($1, $2)', [this.channel, payload]);
  }

  async close() {
    this.closed = true;
    clearTimeout(this.timer);
    const client = this.client;
    this.client = null;
    if (client) await client.end().catch(() => {});
  }
}
