// The one-project migration (drizzle/0014) on a database holding duplicates: each team keeps one project
// (the reviewed one, else the latest), the others' reviews, hand-outs and winner entries move to it, a
// review superseded by the same judge's review of the kept project is kept whole in the audit log, and
// the unique index then refuses a second project. On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type DbHandle } from './client';
import { migrationsFolder, runMigrations } from './migrate';
import { createDatabase, onPostgres } from '../test/helpers';

const ONE_PROJECT_MIGRATION = 14;

/** A copy of the migrations folder that stops before migration `idx`. */
function migrationsBefore(idx: number): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-'));
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'));
  journal.entries = journal.entries.filter((e: { idx: number }) => e.idx < idx);
  fs.mkdirSync(path.join(dir, 'meta'));
  fs.writeFileSync(path.join(dir, 'meta/_journal.json'), JSON.stringify(journal));
  for (const e of journal.entries as { tag: string }[])
    fs.copyFileSync(path.join(migrationsFolder, `${e.tag}.sql`), path.join(dir, `${e.tag}.sql`));
  return dir;
}

// Team A made three projects: a1 (reviewed by judges 1 and 2, a winner), a2 (not reviewed, judge 3 holds
// it), a3 (the latest reviewed: judge 1 again). Team B made two, neither reviewed. Team C made one.
const POPULATE = `
insert into events (id, slug, name, state, tagline, registration_opens_at, registration_closes_at, starts_at, ends_at,
  submission_deadline, winners_announced_at, total_prize, grand_prize, category_prize, contact_email, city)
values (1, 'e1', 'Edition One', 'current', 't', now() - interval '7 day', now() + interval '1 day', now() + interval '2 day',
  now() + interval '3 day', now() + interval '3 day', now() + interval '10 day', '$1', '$1', '$1', 'a@example.org', 'X');
insert into users (id, name, email, username, role, status) values
  (1, 'J1', 'j1@example.org', 'j1', 'judge', 'active'), (2, 'J2', 'j2@example.org', 'j2', 'judge', 'active'),
  (3, 'J3', 'j3@example.org', 'j3', 'judge', 'active');
insert into judges (event_id, user_id) values (1, 1), (1, 2), (1, 3);
insert into teams (id, event_id, name, status, join_code) values
  (1, 1, 'A', 'approved', 'CA'), (2, 1, 'B', 'approved', 'CB'), (3, 1, 'C', 'approved', 'CC');
insert into submissions (id, team_id, event_id, github_url, description, status, updated_at, feedback_sent_at) values
  (11, 1, 1, 'https://github.com/a/1', 'a1', 'under_review', now() - interval '3 hour', now() - interval '2 hour'),
  (12, 1, 1, 'https://github.com/a/2', 'a2', 'submitted', now() - interval '1 hour', null),
  (13, 1, 1, 'https://github.com/a/3', 'a3', 'under_review', now() - interval '2 hour', null),
  (21, 2, 1, 'https://github.com/b/1', 'b1', 'submitted', now() - interval '2 hour', null),
  (22, 2, 1, 'https://github.com/b/2', 'b2', 'submitted', now() - interval '1 hour', null),
  (31, 3, 1, 'https://github.com/c/1', 'c1', 'submitted', now(), null);
insert into evaluations (id, submission_id, judge_id, innovation, technical_execution, user_experience, presentation, impact, notes) values
  (101, 11, 1, 5, 5, 5, 5, 5, 'J1 on a1'), (102, 11, 2, 6, 6, 6, 6, 6, 'J2 on a1'), (103, 13, 1, 8, 8, 8, 8, 8, 'J1 on a3');
insert into judge_assignments (judge_id, submission_id, phase, expires_at, done_at) values
  (1, 11, 'coverage', now(), now()), (2, 11, 'coverage', now(), now()), (3, 12, 'coverage', now() + interval '20 minute', null),
  (1, 13, 'coverage', now(), now());
insert into winners (event_id, team_id, submission_id, place, scope, score) values (1, 1, 11, 1, 'overall', '6.0');
`;

describe('the one-project migration on a database with duplicates', () => {
  let handle: DbHandle;
  let drop: (() => Promise<void>) | undefined;
  const q = async (text: string) => (await handle.driverPool!.query(text)).rows as Record<string, unknown>[];

  beforeAll(async () => {
    if (onPostgres) {
      const created = await createDatabase();
      drop = created.drop;
      handle = await openDb({ databaseUrl: created.url, dataDir: '' });
    } else {
      handle = await openDb({ dataDir: ':memory:' });
    }
    await runMigrations(handle, migrationsBefore(ONE_PROJECT_MIGRATION));
    await handle.driverPool!.query(POPULATE);
    await runMigrations(handle);
  });
  afterAll(async () => {
    await handle?.close();
    await drop?.();
  });

  it('keeps one project per team: the reviewed one, else the latest', async () => {
    expect(await q('select team_id, id from submissions order by team_id')).toEqual([
      { team_id: 1, id: 13 },
      { team_id: 2, id: 22 },
      { team_id: 3, id: 31 },
    ]);
  });

  it('moves reviews, hand-outs, winner entries and the feedback mark to the kept project', async () => {
    expect(await q('select id, submission_id, judge_id from evaluations order by id')).toEqual([
      { id: 102, submission_id: 13, judge_id: 2 },
      { id: 103, submission_id: 13, judge_id: 1 },
    ]);
    expect(
      await q('select judge_id, submission_id, done_at is not null as done from judge_assignments order by judge_id'),
    ).toEqual([
      { judge_id: 1, submission_id: 13, done: true },
      { judge_id: 2, submission_id: 13, done: true },
      { judge_id: 3, submission_id: 13, done: false },
    ]);
    expect(await q('select submission_id from winners')).toEqual([{ submission_id: 13 }]);
    expect(await q('select feedback_sent_at is not null as sent from submissions where id = 13')).toEqual([
      { sent: true },
    ]);
  });

  it('loses no review: a superseded one is in the audit log whole, with the merged project', async () => {
    const merges = await q(
      "select target, data from audit_log where action = 'submission.merge' order by (data->'merged'->>'id')::int",
    );
    expect(merges.map((m) => [m.target, (m.data as { merged: { id: number } }).merged.id])).toEqual([
      ['submission:13', 11],
      ['submission:13', 12],
      ['submission:22', 21],
    ]);
    const a1 = merges[0]!.data as { merged: { github_url: string }; evaluations: { id: number; notes: string }[] };
    expect(a1.merged.github_url).toBe('https://github.com/a/1');
    expect(a1.evaluations.map((e) => [e.id, e.notes])).toEqual([
      [101, 'J1 on a1'],
      [102, 'J2 on a1'],
    ]);
  });

  it('then refuses a second project for a team', async () => {
    await expect(
      q(
        "insert into submissions (team_id, event_id, github_url, description) values (3, 1, 'https://github.com/c/2', 'c2')",
      ),
    ).rejects.toThrow(/submissions_event_team_idx|duplicate key/);
  });
});
