// The editions migration (drizzle/0012) on a database the previous release populated itself: its demo
// data with the showcase and 10,000 teams of two with 5,000 projects (the admin-list bench's load),
// seeded by that release's own code from a git worktree of it. Then this release's migrations run, and
// every table's row count and every team's members and projects are compared before and after, on PGlite
// and on PostgreSQL. Any difference fails the bench. Reported: the migration's time against the time the
// previous release took to load the same data (same run, same machine).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { BenchRow } from './run';
import { openDb } from '../server/db/client';
import { runMigrations } from '../server/db/migrate';
import { orphans, queryOf, snapshot, type Snapshot } from '../server/test/migration-snapshot';

const TEAMS = Number(process.env.MIGRATION_TEAMS ?? 10_000);
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const root = path.resolve(import.meta.dirname, '..');
const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();

/** A worktree of the release before the editions migration, with this checkout's node_modules. */
function previousRelease(): { dir: string; remove: () => void } {
  const added = git('log', '--diff-filter=A', '--format=%H', '--', 'drizzle/0012_editions.sql').split('\n').pop();
  if (!added) throw new Error('drizzle/0012_editions.sql has no history here (a shallow clone?): clone with history');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pre-editions-'));
  git('worktree', 'add', '--detach', dir, `${added}^`);
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
  return { dir, remove: () => git('worktree', 'remove', '--force', dir) };
}

/** Runs the previous release's migrations, demo seed with the showcase and bulk load, in its own code. */
function populateWithPreviousRelease(release: string, target: { dataDir?: string; databaseUrl?: string }): number {
  const script = path.join(release, 'populate-for-bench.ts');
  fs.writeFileSync(
    script,
    `
import { sql } from 'drizzle-orm';
import { openDb } from './server/db/client';
import { runMigrations } from './server/db/migrate';
import { seed } from './server/db/seed';
import { insertManyTeams } from './server/test/query-counter';
const handle = await openDb(${JSON.stringify({ dataDir: target.dataDir ?? '', databaseUrl: target.databaseUrl })});
await runMigrations(handle);
await seed(handle.db, { demo: true, showcase: true });
await insertManyTeams(handle.db, ${TEAMS});
await handle.db.execute(sql.raw(\`insert into submissions (team_id, problem_id, github_url, description, status, submitted_at)
  select t.id, null, 'https://github.com/scale/' || t.id, 'Scale submission', 'submitted', now()
  from teams t where t.name like 'Scale Team %' and t.id % 2 = 0\`));
await handle.close();
`,
  );
  const start = process.hrtime.bigint();
  execFileSync(process.execPath, ['--import', 'tsx', script], { cwd: release, stdio: 'inherit' });
  return Number(process.hrtime.bigint() - start) / 1e9;
}

function compare(label: string, before: Snapshot, after: Snapshot, orphaned: Record<string, number>) {
  const lines = Object.keys(before.counts).map(
    (t) => `  ${t.padEnd(20)} ${String(before.counts[t]).padStart(7)} → ${String(after.counts[t]).padStart(7)}`,
  );
  console.log(
    `  ${label}: row counts before → after\n${lines.join('\n')}\n  event(s) ${before.editions} → ${after.editions}`,
  );
  const problems: string[] = [];
  for (const t of Object.keys(before.counts))
    if (before.counts[t] !== after.counts[t]) problems.push(`${t}: ${before.counts[t]} → ${after.counts[t]}`);
  const changedTeams = Object.keys(before.teams).filter((id) => before.teams[id] !== after.teams[id]);
  if (changedTeams.length) problems.push(`${changedTeams.length} teams changed (e.g. ${changedTeams[0]})`);
  if (Object.keys(after.teams).length !== Object.keys(before.teams).length) problems.push('team count changed');
  for (const [t, n] of Object.entries(orphaned)) if (n) problems.push(`${t}: ${n} rows without a valid edition`);
  if (problems.length) throw new Error(`${label}: the migration lost or broke data:\n${problems.join('\n')}`);
  return `${Object.keys(after.teams).length} teams and ${Object.values(after.counts).reduce((a, b) => a + b, 0)} rows identical`;
}

async function measure(label: string, target: { dataDir?: string; databaseUrl?: string }, release: string) {
  const loadSeconds = populateWithPreviousRelease(release, target);
  const handle = await openDb({ dataDir: target.dataDir ?? '', databaseUrl: target.databaseUrl });
  try {
    const query = queryOf(handle.driverPool!);
    const before = await snapshot(query);
    const start = process.hrtime.bigint();
    await runMigrations(handle);
    const seconds = Number(process.hrtime.bigint() - start) / 1e9;
    const after = await snapshot(query);
    const note = compare(label, before, after, await orphans(query));
    return {
      name: `editions migration, demo + showcase + ${TEAMS.toLocaleString('en')} teams, on ${label}`,
      baseline: 'the previous release loading that data',
      value: seconds,
      baselineValue: loadSeconds,
      unit: 's',
      ratio: seconds / loadSeconds,
      note,
    } satisfies BenchRow;
  } finally {
    await handle.close();
  }
}

export async function run(): Promise<BenchRow[]> {
  const release = previousRelease();
  const rows: BenchRow[] = [];
  try {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pre-editions-data-'));
    rows.push(await measure('PGlite', { dataDir }, release.dir));
    fs.rmSync(dataDir, { recursive: true, force: true });
    const name = `migration_bench_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(PG_URL);
    url.pathname = `/${name}`;
    try {
      rows.push(await measure('PostgreSQL', { databaseUrl: url.toString() }, release.dir));
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  } finally {
    release.remove();
  }
  return rows;
}
