// @ts-check
// Creates a new PGlite data directory (initdb) in a process of its own, run once by pglite-thread.ts
// before the PGlite thread opens a directory that has no database yet. initdb runs a second PostgreSQL
// in its own WebAssembly heap and copies the new cluster through memory; done in the server process,
// about 300 MB of that stayed resident for the server's whole life, though none of it was in use
// (docs/decisions/0016-embedded-memory.md). A process that exits gives all of it back.
//   node server/db/pglite-init.js <dataDir>
import process from 'node:process';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_START_PARAMS } from './pglite-settings.js';

const dir = process.argv[2];
if (!dir) throw new Error('usage: node server/db/pglite-init.js <dataDir>');
const db = await PGlite.create(dir, { startParams: PGLITE_START_PARAMS });
await db.close();
