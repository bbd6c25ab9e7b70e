// Test helpers of the privacy feature (issue 35): a participant with traces in every table that can
// name them, and a search of every text column of the database for what erasure must remove.
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { canonicalEmail } from '@shared/schemas/voting';
import { rows } from '../lib/sql';
import { currentEventId, teamPayload, uid } from './fixtures';
import { loginAs } from './helpers';

export interface Traced {
  id: number;
  name: string;
  email: string;
  phone: string;
  password: string;
  token: string;
  teamId: number;
  memberEmails: string[];
}

/**
 * Registers a team through the real call (its leader is the person: name, email, phone, gender, consents,
 * emails), signs the leader in (session, device), and adds the traces registration does not make: a
 * find-a-team profile and request, a contact message, a ballot and a voting link.
 */
export async function tracedLeader(app: FastifyInstance, members = 1, name = 'Quinta Erasable'): Promise<Traced> {
  const tag = uid();
  const payload = teamPayload({ tag, members });
  const phone = `+44 20 7946 ${String(Math.floor(1000 + Math.random() * 8999))}`;
  payload.leader.phone = phone;
  payload.leader.name = `${name} ${tag}`;
  const res = await app.inject({ method: 'POST', url: '/api/register-team', payload });
  if (res.statusCode !== 201) throw new Error(`register: ${res.statusCode} ${res.body}`);
  const { team, leader } = res.json() as { team: { id: number }; leader: { email: string; password: string } };
  const token = await loginAs(app, leader.email, leader.password);
  const [{ id }] = (await rows<{ id: number }>(app.db, sql`select id from users where email = ${leader.email}`)) as [
    { id: number },
  ];
  const eventId = await currentEventId(app);
  await app.db.execute(sql`insert into find_team_profiles (event_id, user_id, utc_offset, pitch)
    values (${eventId}, ${id}, 60, ${`I am ${payload.leader.name}, call ${phone}`})`);
  const [other] = await rows<{ id: number }>(
    app.db,
    sql`select id from teams where event_id = ${eventId} and id <> ${team.id} limit 1`,
  );
  if (other)
    await app.db.execute(sql`insert into team_requests (kind, team_id, user_id, created_by, message, token_hash)
      values ('join', ${other.id}, ${id}, ${id}, ${`Hi, ${payload.leader.name} here`}, ${`tok-${tag}`})`);
  // A contact message as the form stores it (the form's route is rate-limited per connection).
  await app.db.execute(sql`insert into messages (event_id, kind, name, email, body)
    values (${eventId}, 'contact', ${payload.leader.name}, ${leader.email}, ${`Please call me on ${phone}, thanks.`})`);
  await app.db.execute(sql`insert into ballots (event_id, user_id, canonical_email, ip)
    values (${eventId}, ${id}, ${canonicalEmail(leader.email)}, '203.0.113.9')`);
  await app.db.execute(sql`insert into voter_verifications (event_id, email, token_hash, expires_at)
    values (${eventId}, ${leader.email}, ${`vv-${tag}`}, now() + interval '1 day')`);
  return {
    id,
    name: payload.leader.name,
    email: leader.email,
    phone,
    password: leader.password,
    token,
    teamId: team.id,
    memberEmails: payload.members.map((m) => m.email),
  };
}

/** Every `table.column` (text, varchar, jsonb, arrays) holding `needle`, case-insensitively. */
export async function whereFound(app: FastifyInstance, needle: string): Promise<string[]> {
  const cols = await rows<{ table_name: string; column_name: string }>(
    app.db,
    sql`select c.table_name, c.column_name from information_schema.columns c
        join information_schema.tables t on t.table_name = c.table_name and t.table_schema = c.table_schema
        where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
          and (c.data_type in ('text', 'character varying', 'jsonb', 'json') or c.udt_name in ('_text', '_varchar'))`,
  );
  const found: string[] = [];
  const pattern = `%${needle.toLowerCase()}%`;
  for (const c of cols) {
    const [hit] = await rows<{ n: number }>(
      app.db,
      sql`select count(*)::int as n from ${sql.identifier(c.table_name)}
          where lower(${sql.identifier(c.column_name)}::text) like ${pattern}`,
    );
    if (hit!.n > 0) found.push(`${c.table_name}.${c.column_name}`);
  }
  return found;
}
