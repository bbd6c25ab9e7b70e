// @ts-check
// The PGlite thread: owns the embedded database so that its queries (WebAssembly that never yields)
// run beside the server's event loop instead of on it. It speaks the PostgreSQL wire protocol: the main
// thread's node-postgres client writes protocol bytes (pglite-thread.ts), this thread runs them through
// PGlite and answers with the backend's bytes, so PGlite and PostgreSQL share one driver path.
// Plain JavaScript: a worker does not inherit the loader (tsx, vitest) that runs the TypeScript.
import { Blob } from 'node:buffer';
import fs from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLITE_START_PARAMS } from './pglite-settings.js';

/** @typedef {{ t: 'data', s: number, b: Uint8Array } | { t: 'reset', s: number } | { t: 'close' } | { t: 'dump', file: string }} Inbound */

const port = parentPort;
if (!port) throw new Error('pglite-worker.js runs as a worker thread');

/** @type {{ dataDir?: string, image?: string, pgliteWasmModule?: WebAssembly.Module, initdbWasmModule?: WebAssembly.Module }} */
const options = workerData ?? {};

/** @param {unknown} err */
const describe = (err) =>
  err instanceof Error ? { message: err.message, stack: err.stack } : { message: String(err), stack: undefined };

/** @type {PGlite} */
let db;
try {
  db = await PGlite.create(options.dataDir, {
    pgliteWasmModule: options.pgliteWasmModule,
    initdbWasmModule: options.initdbWasmModule,
    // Trigram indexes of the admin searches (migration 0005 creates the extension).
    extensions: { pg_trgm },
    startParams: PGLITE_START_PARAMS,
    // Tests only: an in-memory database that starts as a copy of a dumped one (server/test/database-images.ts)
    // instead of a new cluster: initdb was most of an API test's setup.
    ...(options.image ? { loadDataDir: new Blob([fs.readFileSync(options.image)]) } : {}),
  });
} catch (err) {
  port.postMessage({ t: 'failed', ...describe(err) });
  port.close();
  throw err;
}

/**
 * One message at a time, in arrival order: PGlite is a single backend, and the protocol bytes of one
 * batch must not interleave with another's.
 * @param {Inbound} msg
 */
async function handle(msg) {
  if (msg.t === 'data') {
    try {
      const out = await db.execProtocolRaw(msg.b);
      port.postMessage({ t: 'data', s: msg.s, b: out }, [out.buffer]);
    } catch (err) {
      // Not an SQL error (those travel as ErrorResponse bytes): the backend itself failed.
      port.postMessage({ t: 'fatal', s: msg.s, ...describe(err) });
    }
  } else if (msg.t === 'reset') {
    // A client went away: whatever it left open (a transaction, prepared statements) must not leak
    // into the next session of this single backend.
    try {
      if (db.isInTransaction()) await db.exec('rollback');
      await db.exec('deallocate all');
    } catch {
      /* the next session reports a broken backend itself */
    }
  } else if (msg.t === 'dump') {
    // The whole data directory as a tar file (tests' database images); no session may be mid-transaction.
    try {
      const tar = await db.dumpDataDir('none');
      fs.writeFileSync(msg.file, new Uint8Array(await tar.arrayBuffer()));
      port.postMessage({ t: 'dumped' });
    } catch (err) {
      port.postMessage({ t: 'dumped', ...describe(err) });
    }
  } else if (msg.t === 'close') {
    try {
      await db.close();
      port.postMessage({ t: 'closed' });
    } catch (err) {
      port.postMessage({ t: 'closed', ...describe(err) });
    }
    port.close();
  }
}

let queue = Promise.resolve();
port.on('message', (/** @type {Inbound} */ msg) => {
  queue = queue.then(() => handle(msg));
});
port.postMessage({ t: 'ready' });
