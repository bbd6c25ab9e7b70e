// The sockets of this instance: fan-out, heartbeat, sockets per client address, closing them all at shutdown.
import WebSocket from 'ws';
import type { FastifyBaseLogger } from 'fastify';
import { TokenBucket } from './rate';

export interface Connection {
  socket: WebSocket;
  /** The signed-in user's name, or null for an anonymous client. */
  userName: string | null;
  userId: number | null;
  /** The signed-in user's role ('admin', 'team', 'judge'), or null for an anonymous client. */
  role?: string | null;
  /** The session the socket signed in with, and the user's team then: identity.ts checks both still hold. */
  sessionId?: number | null;
  teamId?: number | null;
  /** The editions the user mentors (issue 34), sorted: `{ role: 'mentor', edition }` audiences read it. */
  mentorOf?: number[];
  /** The client address (behind a trusted proxy, the forwarded one): the per-address cap counts it. */
  ip?: string;
  bucket: TokenBucket;
  /** Messages refused by the rate limit in a row. */
  refused: number;
  lastRateErrorAt: number;
  /** Heartbeat pings sent since the last pong. */
  missed: number;
}

export interface HubOptions {
  /** A client with this much unsent data is too slow to keep up; it is dropped. */
  maxBufferedBytes?: number;
  /** Sockets written per turn of the event loop during a broadcast. */
  sliceSize?: number;
}

interface Delivery {
  data: Buffer;
  targets: Connection[];
  next: number;
}

/**
 * Who may receive a message, decided here on the server for every socket of every instance:
 * - `users: [ids]` (top level): those users only;
 * - `audience: 'admin'`: admins only;
 * - `audience: { team?, teams?, users?, role?, edition? }` (issue 34): a socket receives the message when
 *   ANY clause names it: its user's team in the current edition (`team`, `teams`), its user (`users`),
 *   or its role (`role`: 'admin' = admins; 'mentor' with `edition` = the mentors of that edition and
 *   the admins, who organize it; any other role = accounts of that role).
 * A message with none of these goes to everyone (an announcement's `audience: 'approved'` is a label
 * of its own, see below). An audience object that names nobody this function understands reaches nobody:
 * a typo must not turn a private notice public.
 */
export function audienceOf(text: string): ((conn: Connection) => boolean) | null {
  // Only messages that name an audience pay for parsing; chat and announcements do not.
  if (!text.includes('"users"') && !text.includes('"audience"')) return null;
  const message = JSON.parse(text) as { users?: unknown; audience?: unknown };
  if (Array.isArray(message.users)) {
    const ids = new Set(message.users);
    return (conn) => conn.userId !== null && ids.has(conn.userId);
  }
  const a = message.audience;
  if (a === 'admin') return (conn) => conn.role === 'admin';
  // Other strings are labels, not hub audiences: an announcement says whom it is for ('everyone',
  // 'approved'…) and travels to every socket without its text (each dashboard then fetches what it may read).
  if (typeof a !== 'object' || a === null || Array.isArray(a)) return null;
  return audienceMatcher(a as AudienceSpec);
}

/** An audience object of a live message (see audienceOf). */
export interface AudienceSpec {
  team?: number;
  teams?: number[];
  users?: number[];
  role?: string;
  edition?: number;
}

function audienceMatcher(a: AudienceSpec): (conn: Connection) => boolean {
  const teams = new Set<unknown>([...(Array.isArray(a.teams) ? a.teams : []), ...(a.team != null ? [a.team] : [])]);
  const users = new Set<unknown>(Array.isArray(a.users) ? a.users : []);
  const edition = typeof a.edition === 'number' ? a.edition : null;
  const role = typeof a.role === 'string' ? a.role : null;
  const byRole = (conn: Connection) => {
    if (role === null || !conn.role) return false;
    if (role === 'admin') return conn.role === 'admin';
    if (role === 'mentor')
      return edition !== null && (conn.role === 'admin' || (conn.mentorOf?.includes(edition) ?? false));
    return conn.role === role;
  };
  return (conn) =>
    (conn.teamId != null && teams.has(conn.teamId)) || (conn.userId !== null && users.has(conn.userId)) || byRole(conn);
}

export class LiveHub {
  readonly connections = new Set<Connection>();
  private readonly perIp = new Map<string, number>();
  private heartbeat: NodeJS.Timeout | undefined;
  private readonly maxBufferedBytes: number;
  private readonly sliceSize: number;
  /** Broadcasts not yet written to every target, oldest first: every socket gets them in order. */
  private readonly queue: Delivery[] = [];
  private pumping = false;

  constructor(
    private readonly log: FastifyBaseLogger,
    opts: HubOptions = {},
  ) {
    this.maxBufferedBytes = opts.maxBufferedBytes ?? 1024 * 1024;
    this.sliceSize = opts.sliceSize ?? 100;
  }

  add(conn: Connection) {
    this.connections.add(conn);
    if (conn.ip !== undefined) this.perIp.set(conn.ip, (this.perIp.get(conn.ip) ?? 0) + 1);
    conn.socket.on('pong', () => {
      conn.missed = 0;
    });
    conn.socket.once('close', () => this.remove(conn));
  }

  private remove(conn: Connection) {
    if (!this.connections.delete(conn) || conn.ip === undefined) return;
    const left = (this.perIp.get(conn.ip) ?? 1) - 1;
    if (left > 0) this.perIp.set(conn.ip, left);
    else this.perIp.delete(conn.ip);
  }

  get size() {
    return this.connections.size;
  }

  /** Open sockets from one client address. */
  socketsFrom(ip: string): number {
    return this.perIp.get(ip) ?? 0;
  }

  /**
   * Sends a serialised message to every open socket of this instance: `sliceSize` sockets now, the rest
   * in later turns of the event loop (setImmediate), so HTTP requests and other sockets' frames are
   * served between slices instead of waiting for thousands of writes.
   */
  deliver(text: string) {
    if (this.connections.size === 0) return;
    const reaches = audienceOf(text);
    const targets = reaches ? [...this.connections].filter(reaches) : [...this.connections];
    if (targets.length === 0) return;
    this.queue.push({ data: Buffer.from(text), targets, next: 0 });
    if (!this.pumping) {
      this.pumping = true;
      this.pump();
    }
  }

  /** Deliveries still being written (tests and shutdown). */
  get pending() {
    return this.queue.length;
  }

  private readonly pump = () => {
    let budget = this.sliceSize;
    while (budget > 0 && this.queue.length) {
      const job = this.queue[0]!;
      const end = Math.min(job.targets.length, job.next + budget);
      for (let i = job.next; i < end; i++) this.write(job.targets[i]!, job.data);
      budget -= end - job.next;
      job.next = end;
      if (job.next >= job.targets.length) this.queue.shift();
    }
    if (this.queue.length) setImmediate(this.pump);
    else this.pumping = false;
  };

  send(conn: Connection, text: string) {
    this.write(conn, text);
  }

  private write(conn: Connection, data: string | Buffer) {
    const { socket } = conn;
    if (socket.readyState !== WebSocket.OPEN) return;
    if (socket.bufferedAmount > this.maxBufferedBytes) {
      this.log.warn({ bufferedBytes: socket.bufferedAmount }, 'live: dropping a client that does not keep up');
      socket.terminate();
      this.remove(conn);
      return;
    }
    socket.send(data, { binary: false });
  }

  /**
   * Pings every socket each interval; a socket that left two pings in a row unanswered is dropped. The
   * check runs after the poll phase (setImmediate), so pongs that arrived while the event loop was busy
   * are read before anyone is judged.
   */
  startHeartbeat(intervalMs: number) {
    this.heartbeat = setInterval(() => setImmediate(() => this.beat()), intervalMs);
    this.heartbeat.unref();
  }

  /** One heartbeat: drop the sockets that missed two pings, ping the others. */
  beat() {
    for (const conn of this.connections) {
      if (conn.missed >= 2) {
        conn.socket.terminate();
        this.remove(conn);
        continue;
      }
      conn.missed++;
      try {
        conn.socket.ping();
      } catch {
        /* closing already */
      }
    }
  }

  /** Closes every socket with `code`, waits up to `graceMs` for the closing handshakes, then cuts the rest. */
  async closeAll(code: number, reason: string, graceMs: number) {
    clearInterval(this.heartbeat);
    this.queue.length = 0;
    const sockets = [...this.connections].map((c) => c.socket);
    await Promise.all(
      sockets.map(
        (socket) =>
          new Promise<void>((resolve) => {
            if (socket.readyState === WebSocket.CLOSED) return resolve();
            const timer = setTimeout(() => {
              socket.terminate();
              resolve();
            }, graceMs);
            socket.once('close', () => {
              clearTimeout(timer);
              resolve();
            });
            socket.close(code, reason);
          }),
      ),
    );
    this.connections.clear();
    this.perIp.clear();
  }
}
