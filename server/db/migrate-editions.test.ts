// The editions migration (drizzle/0012) on a populated database of the release before it: every row
// stays, every team keeps its members and projects, the one event row becomes the current edition and
// every row that belongs to it says so; the per-edition rules then hold. On PGlite, and on PostgreSQL
// when TEST_DATABASE_URL is set. bench/migration-editions.ts runs the same check on the demo data with the
// showcase and 10,000 teams, seeded by the previous release's own code.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type DbHandle } from './client';
import { migrationsFolder, runMigrations } from './migrate';
import { createDatabase, onPostgres } from '../test/helpers';
import { orphans, queryOf, snapshot, type Snapshot } from '../test/migration-snapshot';

const EDITIONS_MIGRATION = 12;

/** A copy of the migrations folder that stops before the editions migration. */
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

/** A small event of the previous release, every table with rows, written in that release's schema. */
const POPULATE = `
insert into event (id, name, tagline, registration_opens_at, registration_closes_at, starts_at, ends_at,
  submission_deadline, winners_announced_at, total_prize, grand_prize, category_prize, contact_email, city)
values (1, 'HackVerse 2027', 'Build', now() - interval '7 day', now() + interval '59 day', now() + interval '60 day',
  now() + interval '62 day', now() + interval '62 day', now() + interval '76 day', '$50,000', '$10,000', '$3,000',
  'hello@example.org', 'Bengaluru');
insert into problems (slug, title, category, description, long_description, difficulty, prize)
select 'challenge-' || g, 'Challenge ' || g, 'ai', 'd', 'ld', 3, '$3,000' from generate_series(1, 5) g;
insert into users (name, email, username, role, status)
select 'Person ' || g, 'person' || g || '@example.org', 'person' || g, case when g <= 2 then 'judge' else 'team' end, 'active'
from generate_series(1, 60) g;
insert into teams (name, status, join_code, problem_id)
select 'Team ' || g, (array['pending','approved','rejected'])[1 + g % 3], 'CODE' || g, (select min(id) from problems) + g % 5
from generate_series(1, 18) g;
insert into team_members (team_id, user_id, role)
select t.id, u.id, case when (u.id - 3) % 3 = 0 then 'leader' else 'member' end
from users u join teams t on t.name = 'Team ' || (1 + (u.id - 3) / 3) where u.id >= 3 and u.id < 57;
insert into invitations (team_id, email, token_hash, expires_at)
select id, 'invitee' || id || '@example.org', 'inv' || id, now() + interval '7 day' from teams;
insert into submissions (team_id, github_url, description, status)
select id, 'https://github.com/t/' || id, 'A project', 'submitted' from teams where status = 'approved';
insert into judges (user_id) select id from users where role = 'judge';
insert into evaluations (submission_id, judge_id, innovation, technical_execution, user_experience, presentation, impact)
select s.id, j.user_id, 7, 7, 7, 7, 7 from submissions s cross join judges j;
insert into judge_invitations (user_id, email, token_hash, expires_at)
select user_id, 'j' || user_id || '@example.org', 'jinv' || user_id, now() + interval '7 day' from judges;
insert into judge_conflicts (judge_id, team_id, source) select (select min(user_id) from judges), min(id), 'declared' from teams;
insert into judge_assignments (judge_id, submission_id, phase, expires_at)
select (select max(user_id) from judges), id, 'coverage', now() + interval '20 minute' from submissions;
insert into find_team_profiles (user_id, utc_offset) values (57, 330), (58, 60);
insert into team_listings (team_id) select min(id) from teams;
insert into team_requests (kind, team_id, user_id, token_hash) select 'join', min(id), 57, 'req1' from teams;
insert into find_team_blocks (user_id, blocked_user_id) values (58, 57);
insert into announcements (title, message) values ('Welcome', 'Hello everyone'), ('Deadline', 'Soon');
insert into winners (team_id, submission_id, place, scope, score)
select team_id, id, row_number() over (order by id), 'overall', '7.0' from submissions limit 3;
insert into messages (kind, name, email, body) values ('contact', 'A', 'a@example.org', 'Hi'), ('support', 'B', 'b@example.org', 'Help');
insert into audit_log (action, target) values ('team.approve', 'team:1'), ('user.reset_password', 'user:3'), ('outbox.retry', 'outbox:1');
insert into outbox_emails ("to", subject, text) values ('x@example.org', 's', 't');
insert into sessions (user_id, token_hash, expires_at) values (3, 'session1', now() + interval '1 day');
insert into password_resets (user_id, token_hash, expires_at) values (4, 'reset1', now() + interval '1 hour');
insert into login_devices (token_hash, user_id, expires_at) values ('device1', 3, now() + interval '30 day');
`;

describe('the editions migration on a populated database', () => {
  let handle: DbHandle;
  let drop: (() => Promise<void>) | undefined;
  let before: Snapshot;
  let after: Snapshot;
  let query: ReturnType<typeof queryOf>;

  beforeAll(async () => {
    if (onPostgres) {
      const created = await createDatabase();
      drop = created.drop;
      handle = await openDb({ databaseUrl: created.url, dataDir: '' });
    } else {
      handle = await openDb({ dataDir: ':memory:' });
    }
    query = queryOf(handle.driverPool!);
    await runMigrations(handle, migrationsBefore(EDITIONS_MIGRATION));
    await handle.driverPool!.query(POPULATE);
    before = await snapshot(query);
    await runMigrations(handle);
    after = await snapshot(query);
  });
  afterAll(async () => {
    await handle?.close();
    await drop?.();
  });

  it('had something in every table to lose', () => {
    for (const [table, n] of Object.entries(before.counts)) expect(n, table).toBeGreaterThan(0);
  });

  it('keeps every row of every table, and every team with its members and projects', () => {
    expect(after.counts).toEqual(before.counts);
    expect(after.editions).toBe(1);
    expect(after.teams).toEqual(before.teams);
  });

  it('makes the event the current edition, addressed by its name, and every row of it says so', async () => {
    const { rows } = await handle.driverPool!.query('select id, slug, state, time_zone from events');
    expect(rows).toEqual([{ id: 1, slug: 'hackverse-2027', state: 'current', time_zone: 'UTC' }]);
    expect(Object.values(await orphans(query)).every((n) => n === 0)).toBe(true);
    const { rows: edition } = await handle.driverPool!.query(
      `select (select count(*)::int from teams where event_id = 1) as teams,
              (select count(*)::int from team_members where event_id = 1) as members,
              (select count(*)::int from judging_settings where event_id = 1) as settings`,
    );
    expect(edition[0]).toEqual({ teams: 18, members: before.counts.team_members, settings: 1 });
    // Deployment-wide actions keep no edition.
    const { rows: audit } = await handle.driverPool!.query('select action, event_id from audit_log order by id');
    expect(audit).toEqual([
      { action: 'team.approve', event_id: 1 },
      { action: 'user.reset_password', event_id: null },
      { action: 'outbox.retry', event_id: null },
    ]);
  });

  it("keeps the grand prize typed apart from the prize list as the list's first overall prize", async () => {
    const { rows } = await handle.driverPool!.query('select prizes from events where id = 1');
    expect(rows[0].prizes).toEqual([
      expect.objectContaining({
        id: 'grand-prize',
        title: 'Grand prize',
        amount: '$10,000',
        scope: 'overall',
        places: 1,
      }),
    ]);
  });

  it('then holds the per-edition rules: a new edition may reuse a team name and a person', async () => {
    const q = (text: string) => handle.driverPool!.query(text);
    await q(`insert into events (slug, name, tagline, registration_opens_at, registration_closes_at, starts_at, ends_at,
      submission_deadline, winners_announced_at, contact_email, city)
      select 'hackverse-2028', 'HackVerse 2028', tagline, registration_opens_at, registration_closes_at, starts_at, ends_at,
      submission_deadline, winners_announced_at, contact_email, city from events where id = 1`);
    const { rows } = await q(`insert into teams (event_id, name, join_code) values
      ((select id from events where slug = 'hackverse-2028'), 'Team 1', 'NEWCODE1') returning id, event_id`);
    await q(
      `insert into team_members (team_id, event_id, user_id, role) values (${rows[0].id}, ${rows[0].event_id}, 3, 'leader')`,
    );
    // Within one edition the rules stand.
    await expect(q(`insert into teams (event_id, name, join_code) values (1, 'team 1', 'DUP1')`)).rejects.toThrow();
    await expect(
      q(
        `insert into team_members (team_id, event_id, user_id, role) values (${rows[0].id}, ${rows[0].event_id}, 3, 'member')`,
      ),
    ).rejects.toThrow();
    // A member row can never name another edition than its team's.
    await expect(
      q(`insert into team_members (team_id, event_id, user_id, role) values (${rows[0].id}, 1, 4, 'member')`),
    ).rejects.toThrow();
    // Only one edition is current at a time.
    await expect(q(`update events set state = 'current' where slug = 'hackverse-2028'`)).rejects.toThrow();
  });
});
