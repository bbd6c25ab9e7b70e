// What a migration must not lose, read by plain SQL (so it works before and after any schema change):
// the row count of every table, and every team with its members' emails and its projects' repositories.
// The editions migration's test and its bench (bench/migration-editions.ts) compare two of these.
import type pg from 'pg';

export const COUNTED_TABLES = [
  'users',
  'sessions',
  'password_resets',
  'login_devices',
  'outbox_emails',
  'problems',
  'teams',
  'team_members',
  'invitations',
  'submissions',
  'evaluations',
  'judges',
  'judge_invitations',
  'judge_conflicts',
  'judge_assignments',
  'judging_settings',
  'find_team_profiles',
  'team_listings',
  'team_requests',
  'find_team_blocks',
  'announcements',
  'winners',
  'messages',
  'audit_log',
] as const;

/** Tables that carry event_id after the editions migration, and whether it may be null. */
export const EDITION_OWNED: Record<string, 'required' | 'nullable'> = {
  problems: 'required',
  teams: 'required',
  team_members: 'required',
  submissions: 'required',
  judges: 'required',
  judge_invitations: 'required',
  judging_settings: 'required',
  find_team_profiles: 'required',
  announcements: 'required',
  winners: 'required',
  messages: 'nullable',
  audit_log: 'nullable',
};

export interface Snapshot {
  counts: Record<string, number>;
  /** The event row(s): `event` before the migration, `events` after. */
  editions: number;
  /** team id → "name|status|members|repositories" */
  teams: Record<string, string>;
}

type Query = (text: string) => Promise<{ rows: Record<string, unknown>[] }>;

export const queryOf =
  (client: Pick<pg.Pool, 'query'>): Query =>
  (text) =>
    client.query(text);

export async function snapshot(query: Query): Promise<Snapshot> {
  const counts: Record<string, number> = {};
  for (const table of COUNTED_TABLES) {
    const { rows } = await query(`select count(*)::int as n from ${table}`);
    counts[table] = Number(rows[0]!.n);
  }
  const { rows: tables } = await query(
    `select table_name from information_schema.tables where table_schema = 'public' and table_name in ('event', 'events')`,
  );
  const eventTable = String(tables[0]!.table_name);
  const { rows: ev } = await query(`select count(*)::int as n from ${eventTable}`);
  const { rows } = await query(`
    select t.id, t.name, t.status,
      coalesce((select string_agg(u.email || ':' || m.role, ',' order by u.email) from team_members m
        join users u on u.id = m.user_id where m.team_id = t.id), '') as members,
      coalesce((select string_agg(s.github_url || ':' || s.status, ',' order by s.id) from submissions s
        where s.team_id = t.id), '') as projects
    from teams t`);
  const teams: Record<string, string> = {};
  for (const r of rows) teams[String(r.id)] = `${r.name}|${r.status}|${r.members}|${r.projects}`;
  return { counts, editions: Number(ev[0]!.n), teams };
}

/** Rows of edition-owned tables with no edition (where one is required) or an edition that does not exist. */
export async function orphans(query: Query): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const [table, rule] of Object.entries(EDITION_OWNED)) {
    const { rows } = await query(
      `select count(*)::int as n from ${table} x where ${
        rule === 'required' ? 'x.event_id is null or ' : ''
      }(x.event_id is not null and not exists (select 1 from events e where e.id = x.event_id))`,
    );
    out[table] = Number(rows[0]!.n);
  }
  return out;
}
