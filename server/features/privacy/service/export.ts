// "Download my data" (issue 35, GDPR art. 15): one document with everything the platform holds about a
// person across all editions, and nothing about other people beyond their teammates' names. The tables
// come from tables.ts, which tables.test.ts checks against the database's foreign keys.
import { sql } from 'drizzle-orm';
import { canonicalEmail } from '@shared/schemas/voting';
import type { DataExport } from '@shared/schemas/privacy';
import type { Db } from '../../../db/client';
import { clockNow } from '../../../lib/clock';
import { notFound } from '../../../lib/errors';
import { iso, rows } from '../../../lib/sql';
import { consentRecords } from './consents';
import { deletionStatus } from './deletion';
import { BY_EMAIL, EXPORTED_TABLES } from './tables';

type Row = Record<string, unknown>;

/** Rows as JSON objects, secrets left out (`to_jsonb(t) - 'col'`), in a stable order. */
async function tableRows(db: Db, table: string, where: ReturnType<typeof sql>, omit: readonly string[] = []) {
  const minus = omit.map((c) => sql` - ${c}::text`);
  const found = await rows<{ row: Row }>(
    db,
    sql`select to_jsonb(t)${sql.join(minus, sql``)} as row from ${sql.identifier(table)} t where ${where}`,
  );
  return found.map((r) => r.row);
}

export async function exportPerson(db: Db, userId: number): Promise<DataExport> {
  const [u] = await rows<{
    id: number;
    name: string;
    email: string;
    username: string;
    role: string;
    status: string;
    gender: string | null;
    phone: string | null;
    github_id: string | null;
    password_hash: string | null;
    created_at: Date;
  }>(db, sql`select * from users where id = ${userId}`);
  if (!u) throw notFound();

  const memberships = await rows<{
    slug: string;
    edition: string;
    team_id: number;
    team: string;
    status: string;
    role: 'leader' | 'member';
    joined: boolean;
    joined_at: Date;
    teammates: string[] | null;
  }>(
    db,
    sql`select e.slug, e.name as edition, t.id as team_id, t.name as team, t.status, m.role, m.joined, m.joined_at,
          (select array_agg(u2.name order by o.joined_at) from team_members o join users u2 on u2.id = o.user_id
            where o.team_id = m.team_id and o.user_id <> m.user_id) as teammates
        from team_members m join teams t on t.id = m.team_id join events e on e.id = m.event_id
        where m.user_id = ${userId} order by e.starts_at, t.id`,
  );

  const submissions = await rows<{ row: Row }>(
    db,
    sql`select to_jsonb(s) as row from submissions s
        where s.team_id in (select team_id from team_members where user_id = ${userId}) order by s.id`,
  );

  const records: Record<string, Row[]> = {};
  for (const t of EXPORTED_TABLES) {
    const any = sql.join(
      t.columns.map((c) => sql`${sql.identifier(c)} = ${userId}`),
      sql` or `,
    );
    records[t.table] = await tableRows(db, t.table, sql`(${any})`, t.omit);
  }
  // Rows that name the person by address only (invitations to them, contact messages, voting links).
  const addresses = [u.email.toLowerCase(), canonicalEmail(u.email)];
  for (const t of BY_EMAIL) {
    const byEmail = await tableRows(
      db,
      t.table,
      sql`lower(${sql.identifier(t.column)}) in (${addresses[0]}, ${addresses[1]})`,
      t.omit,
    );
    const key = t.table in records ? `${t.table}_to_you` : t.table;
    records[key] = byEmail;
  }
  // Emails sent to them (subjects and dates; the bodies are what they received).
  records.outbox_emails = await tableRows(db, 'outbox_emails', sql`lower("to") = ${addresses[0]}`, [
    'html',
    'last_error',
  ]);

  const consents = await consentRecords(db, userId, 'oldest');
  const signIns = await rows<{ created_at: Date; last_seen_at: Date; expires_at: Date }>(
    db,
    sql`select created_at, last_seen_at, expires_at from sessions where user_id = ${userId} order by created_at`,
  );

  return {
    exportedAt: clockNow().toISOString(),
    format: 'hackathon-personal-data/1',
    account: {
      id: u.id,
      name: u.name,
      email: u.email,
      username: u.username,
      role: u.role,
      status: u.status,
      gender: u.gender,
      phone: u.phone,
      githubLinked: u.github_id !== null,
      hasPassword: u.password_hash !== null,
      createdAt: iso(u.created_at),
    },
    memberships: memberships.map((m) => ({
      edition: { slug: m.slug, name: m.edition },
      team: { id: m.team_id, name: m.team, status: m.status },
      role: m.role,
      joined: m.joined,
      joinedAt: iso(m.joined_at),
      teammates: m.teammates ?? [],
    })),
    submissions: submissions.map((s) => s.row),
    records,
    consents,
    signIns: signIns.map((s) => ({
      startedAt: iso(s.created_at),
      lastSeenAt: iso(s.last_seen_at),
      expiresAt: iso(s.expires_at),
    })),
    deletion: await deletionStatus(db, userId),
  };
}
