// The socket node-postgres writes to when the database is PGlite on its worker thread (pglite-thread.ts):
// protocol bytes go to the thread as messages, and the thread's answers come back as the socket's data.
import { Duplex } from 'node:stream';

/** The startup packet has no type byte: its first byte is the high byte of a small length, 0. */
const isStartup = (chunk: Buffer) => chunk[0] === 0;
/** Terminate ('X'): ending the protocol session must not end PGlite's only backend. */
const isTerminate = (chunk: Buffer) => chunk[0] === 0x58 && chunk.length === 5;

/** What a socket needs of the thread: a session of its own, and the thread's traffic. */
export interface SocketThread {
  /** Why the thread can take no more sessions, if it cannot. */
  deadError(): Error | null;
  attach(socket: WorkerSocket): number;
  detach(session: number): void;
  send(session: number, bytes: Buffer): void;
}

/**
 * What node-postgres sees as its TCP socket. Writes are gathered until the end of the current tick
 * (a parameterised query is five protocol messages) and sent to the thread as one batch.
 */
export class WorkerSocket extends Duplex {
  private session = 0;
  private batch: Buffer[] = [];
  private scheduled = false;

  constructor(private readonly thread: SocketThread) {
    super();
  }

  connect() {
    const dead = this.thread.deadError();
    if (dead) {
      process.nextTick(() => this.destroy(dead));
      return this;
    }
    this.session = this.thread.attach(this);
    process.nextTick(() => this.emit('connect'));
    return this;
  }

  setNoDelay() {
    return this;
  }
  setKeepAlive() {
    return this;
  }
  ref() {
    return this;
  }
  unref() {
    return this;
  }

  deliver(bytes: Buffer) {
    if (bytes.length) this.push(bytes);
  }

  override _read() {}

  override _write(chunk: Buffer, _enc: BufferEncoding, done: (err?: Error | null) => void) {
    if (isTerminate(chunk)) return done();
    if (isStartup(chunk)) {
      // PGlite recognises the startup packet only at the head of a batch.
      this.flush();
      this.batch.push(chunk);
      this.flush();
      return done();
    }
    this.batch.push(chunk);
    if (!this.scheduled) {
      this.scheduled = true;
      process.nextTick(() => this.flush());
    }
    done();
  }

  private flush() {
    this.scheduled = false;
    if (!this.batch.length) return;
    const bytes = this.batch.length === 1 ? this.batch[0] : Buffer.concat(this.batch);
    this.batch = [];
    try {
      this.thread.send(this.session, bytes);
    } catch (err) {
      this.destroy(err as Error);
    }
  }

  override _final(done: (err?: Error | null) => void) {
    this.flush();
    this.push(null);
    done();
  }

  override _destroy(err: Error | null, done: (err?: Error | null) => void) {
    if (this.session) this.thread.detach(this.session);
    done(err);
  }
}
