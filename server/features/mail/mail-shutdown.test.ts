// The real process, with SMTP_URL on a server that accepts and never answers: SIGTERM while a send
// hangs aborts the send, exits 0 (a shutdown past 10 s would exit 1, see server/index.ts) and leaves the
// email queued for the next start. On PGlite by default, on PostgreSQL when TEST_DATABASE_URL is set.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { onPostgres } from '../../test/helpers';
import { freePort, smtpUrl, startStalledSmtp, waitFor, type StalledSmtp } from '../../test/smtp-servers';

interface QueuedRow {
  status: string;
  attempts: number;
  leased: boolean;
}
const QUERY = `select status, attempts, claimed_until is not null as leased from outbox_emails`;

/** The database the process uses, and a way to read its outbox after the process is gone. */
async function database(dir: string) {
  if (!onPostgres) {
    return {
      url: '',
      outbox: async () => {
        const db = new PGlite(path.join(dir, 'pglite'), { extensions: { pg_trgm } });
        try {
          return (await db.query<QueuedRow>(QUERY)).rows;
        } finally {
          await db.close();
        }
      },
      drop: async () => undefined,
    };
  }
  const base = process.env.TEST_DATABASE_URL!;
  const name = `m_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const run = async <T>(url: string, q: string) => {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    try {
      return (await c.query(q)).rows as T[];
    } finally {
      await c.end();
    }
  };
  await run(base, `create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    outbox: () => run<QueuedRow>(url.toString(), QUERY),
    drop: () => run(base, `drop database if exists ${name} with (force)`).then(() => undefined),
  };
}

describe('SIGTERM while an email send hangs', () => {
  let stalled: StalledSmtp;
  let dir: string;
  let db: Awaited<ReturnType<typeof database>>;
  let child: ChildProcess | undefined;
  beforeAll(async () => {
    stalled = await startStalledSmtp();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mail-shutdown-'));
    db = await database(dir);
  });
  afterAll(async () => {
    child?.kill('SIGKILL');
    await stalled.close();
    await db.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('aborts the send, exits 0 and leaves the email queued', async () => {
    const port = await freePort();
    child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
      env: {
        ...process.env,
        DATA_DIR: dir,
        DATABASE_URL: db.url,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'error',
        SEED_DEMO: 'false',
        ADMIN_EMAIL: 'organizer@example.com',
        ADMIN_PASSWORD: 'organizer-123',
        SMTP_URL: smtpUrl(stalled.port),
        CLIENT_DIST: dir,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
    const exited = new Promise<number | null>((resolve) => child!.on('exit', (code) => resolve(code)));
    const base = `http://127.0.0.1:${port}`;
    await waitFor(async () => ((await fetch(`${base}/healthz`).catch(() => null))?.ok ? true : undefined), 120_000);

    const contact = await fetch(`${base}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Visitor', email: 'visitor@example.com', message: 'A question about the event.' }),
    });
    expect(contact.status).toBe(201);
    await waitFor(async () => (stalled.open.size > 0 ? true : undefined));
    // The API still answers while the send hangs (a production start has no edition yet: an empty list).
    expect((await fetch(`${base}/api/events`)).status).toBe(200);

    child.kill('SIGTERM');
    expect(await exited, output).toBe(0);
    expect(stalled.open.size).toBe(0);
    expect(await db.outbox()).toEqual([{ status: 'queued', attempts: 1, leased: false }]);
  }, 180_000);
});
