// Database images: an API test's database starts as a copy of one migrated and seeded once per test run,
// instead of a new one built from nothing. On PGlite an empty in-memory database runs initdb (seconds
// on a loaded 2-core machine), then every migration and the seed; on PostgreSQL the migrations and the
// seed's argon2 hashes. That was most of the suite's time (docs/decisions/0018-test-database-images.md).
//
// The seeds that most tests ask for (IMAGED_SEEDS) get an image at their first use; any other seed (an
// admin account, no edition, the showcase) at its second, so a seed asked for once costs no dump. Every
// test that opens its own database builds it from nothing as before. The test app that builds an image
// (migrations and seed from scratch, as a start does) keeps that database for itself; a test app that
// finds another worker still building it builds its own database the old way rather than wait.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { seedOptions } from '../app';
import { openDb, type DbHandle } from '../db/client';
import { runMigrations } from '../db/migrate';
import { seed } from '../db/seed';
import { testConfig, type Config } from '../config';

declare module 'vitest' {
  interface ProvidedContext {
    /** The run's folder of images (global-setup.ts). */
    databaseImagesDir: string;
  }
}

/** The default test configuration's seed (the demo edition alone) and the demo's (with its people). */
const IMAGED_SEEDS = [testConfig(), testConfig({ seedDemo: true })].map((c) => JSON.stringify(seedOptions(c)));

/** The run's images folder, or undefined outside vitest (benchmarks import the test helpers too). */
async function imagesDir(): Promise<string | undefined> {
  if (!process.env.VITEST) return undefined;
  const { inject } = await import('vitest');
  return inject('databaseImagesDir') || undefined;
}

/**
 * What a test app starts from: a PGlite dump file, or a PostgreSQL template database's name. The PGlite
 * image's builder gets the database it dumped (`handle`) to use and close itself: no second start.
 */
export type Image = { kind: 'pglite'; file: string; handle?: DbHandle } | { kind: 'postgres'; template: string };

/**
 * The image for `config`'s seed, built now if this is its first use in the run (its second, for a seed
 * outside IMAGED_SEEDS); undefined when the seed has no image yet (or another worker is still building
 * it): the caller then builds from nothing.
 */
export async function imageFor(config: Config, onPostgres: boolean): Promise<Image | undefined> {
  const seedKey = JSON.stringify(seedOptions(config));
  const dir = await imagesDir();
  if (!dir) return undefined;
  const id = createHash('sha256').update(seedKey).digest('hex').slice(0, 12);
  const kind = onPostgres ? 'postgres' : 'pglite';
  // `<id>.<kind>.ready` holds the image's location once it is complete; `.building` is the builder's claim;
  // `.asked` marks a seed outside IMAGED_SEEDS asked for once.
  const ready = path.join(dir, `${id}.${kind}.ready`);
  const read = (): Image => {
    const where = fs.readFileSync(ready, 'utf8');
    return kind === 'pglite' ? { kind, file: where } : { kind, template: where };
  };
  if (fs.existsSync(ready)) return read();
  if (!IMAGED_SEEDS.includes(seedKey) && claim(path.join(dir, `${id}.${kind}.asked`))) return undefined;
  if (!claim(path.join(dir, `${id}.${kind}.building`))) return undefined; // another worker builds it
  const publish = (where: string) => {
    fs.writeFileSync(`${ready}.tmp`, where);
    fs.renameSync(`${ready}.tmp`, ready);
  };
  if (kind === 'postgres') {
    publish(await buildPostgresTemplate(config, `${path.basename(dir).replace(/\W/g, '_')}_${id}`));
    return read();
  }
  const file = path.join(dir, `${id}.tar`);
  const handle = await buildPgliteImage(config, file);
  publish(file);
  return { kind, file, handle };
}

/** Creates `file` if no one has: true for the one caller that did. */
function claim(file: string): boolean {
  try {
    fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
    return true;
  } catch {
    return false;
  }
}

/**
 * Migrates and seeds a new in-memory database exactly as a start does, dumps it to `file` and returns it
 * open (the builder's test app runs on it).
 */
async function buildPgliteImage(config: Config, file: string): Promise<DbHandle> {
  const handle = await openDb({ dataDir: ':memory:' });
  try {
    await runMigrations(handle);
    await seed(handle.db, seedOptions(config));
    await handle.dump!(file);
    return handle;
  } catch (err) {
    await handle.close();
    throw err;
  }
}

/** A database migrated and seeded once, then copied by `create database … template` for each test app. */
async function buildPostgresTemplate(config: Config, name: string): Promise<string> {
  const template = `img_${name}`.toLowerCase();
  const base = new URL(process.env.TEST_DATABASE_URL!);
  await adminQuery(`create database ${template}`);
  const url = new URL(base);
  url.pathname = `/${template}`;
  const handle = await openDb({ databaseUrl: url.toString(), dataDir: '' });
  try {
    await runMigrations(handle);
    await seed(handle.db, seedOptions(config));
  } finally {
    // A template must have no connections while it is copied.
    await handle.close();
  }
  return template;
}

/** Runs one statement on TEST_DATABASE_URL's database (creating and dropping databases). */
export async function adminQuery(statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** The run's PostgreSQL templates, to drop when it ends (global-setup.ts). */
export function templatesIn(dir: string): string[] {
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.postgres.ready'))
    .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'));
}
