// The sockets of this instance: fan-out, heartbeat and closing them all at shutdown.
import WebSocket from 'ws';
import type { FastifyBaseLogger } from 'fastify';
import { TokenBucket } from './rate';

export interface Connection {
  socket: WebSocket;
  /** The signed-in user's name, or null for an anonymous client. */
  userName: string | null;
  userId: number | null;
  bucket: TokenBucket;
  /** Messages refused by the rate limit in a row. */
  refused: number;
  lastRateErrorAt: number;
  /** Heartbeat pings sent since the last pong. */
  missed: number;
}

/** A client that has this much unsent data is too slow to keep up; it is dropped. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

export class LiveHub {
  readonly connections = new Set<Connection>();
  private heartbeat: NodeJS.Timeout | undefined;

  constructor(private readonly log: FastifyBaseLogger) {}

  add(conn: Connection) {
    this.connections.add(conn);
    conn.socket.on('pong', () => {
      conn.missed = 0;
    });
    conn.socket.once('close', () => this.connections.delete(conn));
  }

  get size() {
    return this.connections.size;
  }

  /** Sends a serialised message to every open socket of this instance. */
  deliver(text: string) {
    for (const conn of this.connections) this.send(conn, text);
  }

  send(conn: Connection, text: string) {
    const { socket } = conn;
    if (socket.readyState !== WebSocket.OPEN) return;
    if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.log.warn('live: dropping a client that does not keep up');
      socket.terminate();
      return;
    }
    socket.send(text);
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
        this.connections.delete(conn);
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
  }
}
