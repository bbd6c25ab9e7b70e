// CPU time spent by a server process and by its PostgreSQL backends (Linux /proc, PostgreSQL on this
// machine), for benchmarks whose wall-clock ratios move with whatever else the shared machine runs:
// CPU milliseconds per unit of work hardly do. The server's pool connections are found by their
// application_name (PGAPPNAME, which node-postgres reads); the notification listeners (their own
// application names) are counted too.
import fs from 'node:fs';
import pg from 'pg';

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

/** utime + stime of a process (all its threads), in ms; null when /proc does not have it. */
export function processCpuMs(pid: number): number | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/** CPU ms of a process's main thread (the event loop) alone: /proc/<pid>/task/<pid>. */
export function mainThreadCpuMs(pid: number): number | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/task/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

const LISTENERS = ['hackathon-data', 'hackathon-live'];

async function backendPids(databaseUrl: string, appName: string): Promise<number[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    // The listeners of every server on this database share their names: only those opened by ours
    // (same client address and a backend started after our pool's first) would be exact; the listeners
    // are idle but for notifications, so counting them all errs by little.
    const r = await client.query<{ pid: number }>(
      `select pid from pg_stat_activity where datname = current_database() and application_name = any($1)`,
      [[appName, ...LISTENERS]],
    );
    return r.rows.map((x) => x.pid);
  } finally {
    await client.end();
  }
}

export interface CpuSnapshot {
  server: number;
  /** Of which the main thread (JavaScript, the event loop); the rest is the thread pool (hashing) and GC helpers. */
  mainThread: number;
  backends: Map<number, number>;
}

/**
 * Takes CPU snapshots of the server process and (with a database URL) of the PostgreSQL backends named
 * `appName`. `null` where /proc cannot be read (another OS, PostgreSQL elsewhere).
 */
export class CpuAccount {
  constructor(
    private readonly pid: number,
    private readonly databaseUrl: string | undefined,
    private readonly appName: string,
  ) {}

  async snapshot(): Promise<CpuSnapshot | null> {
    const server = processCpuMs(this.pid);
    const mainThread = mainThreadCpuMs(this.pid);
    if (server === null || mainThread === null) return null;
    const backends = new Map<number, number>();
    if (this.databaseUrl) {
      for (const pid of await backendPids(this.databaseUrl, this.appName)) {
        const ms = processCpuMs(pid);
        if (ms === null) return null;
        backends.set(pid, ms);
      }
    }
    return { server, mainThread, backends };
  }

  /** CPU ms between two snapshots; a backend opened in between counts from 0. */
  static spent(before: CpuSnapshot, after: CpuSnapshot) {
    let database = 0;
    for (const [pid, ms] of after.backends) database += ms - (before.backends.get(pid) ?? 0);
    return { server: after.server - before.server, mainThread: after.mainThread - before.mainThread, database };
  }
}
