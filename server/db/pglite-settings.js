// @ts-check
// PostgreSQL settings for the embedded database, shared by the PGlite thread (pglite-worker.js), the
// first-start initialisation (pglite-init.js) and test code that drives a PGlite itself, so all of them
// run the configuration the server runs. Plain JavaScript: the worker and the init process run without
// the TypeScript loader. Why these values: docs/decisions/0016-embedded-memory.md.
import { PGlite } from '@electric-sql/pglite';

/**
 * PostgreSQL's defaults size shared memory for a server of 100 connections with 128 MB of buffers.
 * PGlite is one backend inside one WebAssembly heap, which that shared memory is carved from and
 * zero-filled at start (so all of it is resident), and which never shrinks. Its data files are already
 * cached by the operating system (a data directory) or held in memory (`:memory:`), so 16 MB of buffers
 * hold the hot pages without keeping a second copy of the whole database.
 */
export const LEAN_SETTINGS = {
  shared_buffers: '16MB',
  // One session: lock and process tables for 100 connections, 16 autovacuum workers (PGlite runs
  // none: pglite-maintenance.ts) and 10 WAL senders (no replication) are never used.
  max_connections: '4',
  autovacuum_worker_slots: '1',
  max_wal_senders: '0',
};

/** PGlite's own start parameters followed by LEAN_SETTINGS as `-c name=value`. */
export const PGLITE_START_PARAMS = [
  ...PGlite.defaultStartParams,
  ...Object.entries(LEAN_SETTINGS).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
];
