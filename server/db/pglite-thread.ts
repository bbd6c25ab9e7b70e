// Embedded PGlite on a worker thread (pglite-worker.js), reached through a node-postgres pool whose
// "socket" is a message channel to that thread. The app therefore talks to PGlite exactly as it talks
// to PostgreSQL (same driver, same type parsing, same error objects with their SQLSTATE `code`), and a
// burst of queries no longer blocks the event loop (docs/decisions/0009-pglite-worker-thread.md).
import { execFile } from 'node:child_process';
import { Worker } from 'node:worker_threads';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import v8 from 'node:v8';
import type pg from 'pg';
import { createPglitePool } from './pglite-pool';
import { WorkerSocket, type SocketThread } from './pglite-socket';

type Outbound =
  | { t: 'ready' }
  | { t: 'failed'; message: string; stack?: string }
  | { t: 'data'; s: number; b: Uint8Array }
  | { t: 'fatal'; s: number; message: string }
  | { t: 'closed'; message?: string }
  | { t: 'dumped'; message?: string };

let wasmModules: Promise<{ pgliteWasmModule: WebAssembly.Module; initdbWasmModule: WebAssembly.Module }> | undefined;

/** Compiled once per process and shared with every worker (tests open many in-memory databases). */
function compiledWasm() {
  wasmModules ??= (async () => {
    // V8 recompiles PGlite's hot functions with its optimising compiler in the background, by default
    // on up to four threads at once; each thread's allocator kept its largest compilation's memory
    // (about 50 MB in all, for the process's life). One thread keeps one; the code is as fast.
    v8.setFlagsFromString('--wasm-num-compilation-tasks=1');
    const dist = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    const [pgliteWasmModule, initdbWasmModule] = await Promise.all(
      ['pglite.wasm', 'initdb.wasm'].map(async (f) =>
        WebAssembly.compile(await fs.promises.readFile(path.join(dist, f))),
      ),
    );
    return { pgliteWasmModule, initdbWasmModule };
  })();
  return wasmModules;
}

/** The thread and its message traffic, shared by the sockets of the pool's clients. */
class PgliteThread implements SocketThread {
  private readonly sockets = new Map<number, WorkerSocket>();
  private nextSession = 1;
  private pending = 0;
  private dead: Error | null = null;
  private closing: Promise<void> | null = null;
  private onClosed: ((err?: Error) => void) | null = null;
  private onDumped: ((err?: Error) => void) | null = null;

  constructor(private readonly worker: Worker) {
    worker.on('message', (msg: Outbound) => this.receive(msg));
    worker.on('error', (err) => this.fail(err));
    worker.on('exit', (code) => this.fail(new Error(`The PGlite thread stopped (exit code ${code})`)));
  }

  attach(socket: WorkerSocket): number {
    const session = this.nextSession++;
    this.sockets.set(session, socket);
    return session;
  }

  detach(session: number) {
    if (!this.sockets.delete(session) || this.dead || this.closing) return;
    this.worker.postMessage({ t: 'reset', s: session });
  }

  deadError() {
    return this.dead;
  }

  send(session: number, bytes: Buffer) {
    if (this.dead) throw this.dead;
    // While the thread owes an answer it must keep the process alive; idle, it must not.
    if (this.pending++ === 0) this.worker.ref();
    // Cloned, not transferred: node-postgres's buffers may share a pooled ArrayBuffer.
    this.worker.postMessage({ t: 'data', s: session, b: bytes });
  }

  private settle() {
    if (--this.pending === 0) this.worker.unref();
  }

  private receive(msg: Outbound) {
    if (msg.t === 'data') {
      this.settle();
      this.sockets.get(msg.s)?.deliver(Buffer.from(msg.b.buffer, msg.b.byteOffset, msg.b.byteLength));
    } else if (msg.t === 'fatal') {
      this.settle();
      this.fail(new Error(`PGlite failed: ${msg.message}`));
    } else if (msg.t === 'closed') {
      this.onClosed?.(msg.message ? new Error(msg.message) : undefined);
    } else if (msg.t === 'dumped') {
      this.settle();
      this.onDumped?.(msg.message ? new Error(msg.message) : undefined);
    }
  }

  private fail(err: Error) {
    if (this.dead) return;
    this.dead = err;
    for (const socket of this.sockets.values()) socket.destroy(err);
    this.sockets.clear();
    this.onClosed?.(err);
    this.onDumped?.(err);
  }

  /** Writes the whole database to `file` as a tar (the tests' database images). One at a time. */
  dump(file: string): Promise<void> {
    if (this.dead) return Promise.reject(this.dead);
    return new Promise<void>((resolve, reject) => {
      this.onDumped = (err) => {
        this.onDumped = null;
        if (err) reject(err);
        else resolve();
      };
      if (this.pending++ === 0) this.worker.ref();
      this.worker.postMessage({ t: 'dump', file });
    });
  }

  /** Closes PGlite cleanly (its files stay consistent), then ends the thread. */
  close(): Promise<void> {
    this.closing ??= (async () => {
      if (!this.dead) {
        this.worker.ref();
        await new Promise<void>((resolve) => {
          this.onClosed = () => resolve();
          this.worker.postMessage({ t: 'close' });
        });
      }
      this.dead ??= new Error('The database is closed');
      await this.worker.terminate();
    })();
    return this.closing;
  }
}

export interface PgliteThreadHandle {
  /** A node-postgres pool of one client: PGlite has one backend, so a transaction holds it (pglite-pool.ts). */
  pool: pg.Pool;
  /** Writes the database to `file` as a tar that `image` can start from (tests: server/test/database-images.ts). */
  dump(file: string): Promise<void>;
  close(): Promise<void>;
  /**
   * Ends this handle's pool (its session's transaction and statements go with it) and hands the thread
   * on with a new one: tests reuse a started database instead of starting another
   * (server/test/database-pool.ts). This handle is spent afterwards.
   */
  reopen(): Promise<PgliteThreadHandle>;
}

/**
 * A directory without a database is initialised by a short-lived process (pglite-init.js): initdb's
 * memory then leaves with that process instead of staying resident in this one.
 */
async function initDataDir(dataDir: string) {
  if (fs.existsSync(path.join(dataDir, 'PG_VERSION'))) return;
  const script = new URL('./pglite-init.js', import.meta.url);
  await new Promise<void>((resolve, reject) =>
    execFile(process.execPath, [script.pathname, dataDir], (err, _stdout, stderr) =>
      err ? reject(new Error(`Could not create the database in ${dataDir}: ${stderr || err.message}`)) : resolve(),
    ),
  );
}

/**
 * Starts PGlite on its own thread: `dataDir` is its directory, or undefined for an in-memory database,
 * which starts empty or, for tests, as a copy of the dumped database in the file `image`.
 */
export async function startPgliteThread(
  dataDir: string | undefined,
  opts: { image?: string } = {},
): Promise<PgliteThreadHandle> {
  if (dataDir) await initDataDir(dataDir);
  if (dataDir && opts.image) throw new Error('An image starts only an in-memory database');
  const worker = new Worker(new URL('./pglite-worker.js', import.meta.url), {
    workerData: { dataDir, image: opts.image, ...(await compiledWasm()) },
    // The worker is plain JavaScript: it needs none of the process's loaders (tsx) or preloads, but
    // profiles with the process (node --cpu-prof).
    execArgv: process.execArgv.filter((a) => a.startsWith('--cpu-prof')),
    // The thread's own objects are few and short-lived (protocol messages); V8's default young
    // generation of 16 MB per semi-space only held garbage resident between collections.
    resourceLimits: { maxYoungGenerationSizeMb: 4 },
  });
  await new Promise<void>((resolve, reject) => {
    const onMessage = (msg: Outbound) => {
      if (msg.t === 'ready') done();
      else if (msg.t === 'failed') done(Object.assign(new Error(msg.message), { stack: msg.stack }));
    };
    const onExit = (code: number) => done(new Error(`The PGlite thread stopped while starting (exit code ${code})`));
    const done = (err?: Error) => {
      worker.off('message', onMessage);
      worker.off('error', done);
      worker.off('exit', onExit);
      if (err) reject(err);
      else resolve();
    };
    worker.on('message', onMessage);
    worker.on('error', done);
    worker.on('exit', onExit);
  }).catch(async (err) => {
    await worker.terminate();
    throw err;
  });
  const thread = new PgliteThread(worker);
  worker.unref();
  return handleOn(thread);
}

/** A new pool (one session) on a started thread, and the handle that owns both. */
function handleOn(thread: PgliteThread): PgliteThreadHandle {
  const pool = createPglitePool({
    // Keep the one client: a new one would only repeat the startup exchange.
    idleTimeoutMillis: 0,
    user: 'postgres',
    database: 'postgres',
    stream: () => new WorkerSocket(thread),
  } as pg.PoolConfig);
  pool.on('error', () => {
    /* an idle client's error (the thread died) surfaces on the next query */
  });
  return {
    pool,
    dump: (file) => thread.dump(file),
    close: async () => {
      await pool.end().catch(() => undefined);
      await thread.close();
    },
    reopen: async () => {
      await pool.end().catch(() => undefined);
      const dead = thread.deadError();
      if (dead) throw dead;
      return handleOn(thread);
    },
  };
}
