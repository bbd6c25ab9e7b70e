// Test harness: every API test builds the real app through buildApp() on an in-memory PGlite, or on a
// fresh PostgreSQL database of its own when TEST_DATABASE_URL is set (CI sets it). Either starts as a copy
// of the run's image of its seed when there is one (database-images.ts).
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp, type BuildOptions } from '../app';
import { testConfig, type Config } from '../config';
import { imageFor } from './database-images';
import { giveBackDatabase, takeDatabase } from './database-pool';

export const onPostgres = !!process.env.TEST_DATABASE_URL;

/**
 * A fresh PostgreSQL database of its own on TEST_DATABASE_URL's server (a copy of `template` if given),
 * and how to drop it.
 */
export async function createDatabase(template?: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = new URL(process.env.TEST_DATABASE_URL!);
  const name = `t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base.toString() });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: base.toString() });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  close: () => Promise<void>;
  /** The configuration the app was built with (e.g. to start a second instance on the same database). */
  config: Config;
}

export async function createTestApp(
  overrides: Partial<Config> = {},
  /** Adds routes before the app is ready (tests of plugins and guards). */
  extend?: (app: FastifyInstance) => void,
  build: BuildOptions = {},
): Promise<TestApp> {
  let drop: (() => Promise<void>) | undefined;
  let config = testConfig(overrides);
  const ownDatabase = !overrides.databaseUrl && config.dataDir === ':memory:' && !build.dbHandle;
  const image = ownDatabase ? await imageFor(config, onPostgres) : undefined;
  if (onPostgres && !overrides.databaseUrl) {
    const created = await createDatabase(image?.kind === 'postgres' ? image.template : undefined);
    drop = created.drop;
    config = { ...config, databaseUrl: created.url };
  }
  // The image's builder runs on the database it dumped; every other app on a started copy of it, which
  // goes back to the fork's pool when the app closes (database-pool.ts).
  const imageHandle = image?.kind === 'pglite' ? image.handle : undefined;
  const pooled = image?.kind === 'pglite' && !imageHandle ? image.file : undefined;
  const dbHandle = imageHandle ?? (pooled ? await takeDatabase(pooled) : undefined);
  if (dbHandle) build = { ...build, dbHandle };
  let app: FastifyInstance | undefined;
  try {
    app = await buildApp(config, build);
    extend?.(app);
    await app.ready();
  } catch (err) {
    await app?.close().catch(() => undefined);
    await dbHandle?.close();
    throw err;
  }
  const started = app;
  return {
    app: started,
    config,
    close: async () => {
      await started.close();
      if (pooled) await giveBackDatabase(pooled, dbHandle!);
      else await imageHandle?.close();
      await drop?.();
    },
  };
}

/** Signs in through the real login call and returns the bearer token. */
export async function loginAs(app: FastifyInstance, email: string, password: string): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`login ${email} failed: ${res.statusCode} ${res.body}`);
  return res.json().token as string;
}

export function bearer(token: string): InjectOptions['headers'] {
  return { authorization: `Bearer ${token}` };
}
