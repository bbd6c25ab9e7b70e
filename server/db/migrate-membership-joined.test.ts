// The membership-joined migration (drizzle/*_membership_joined, issue 30): "joined" moves from the
// account's status to each membership, carried over as what happened: the leader joined; a member who
// accepted this team's invitation joined; an active member with no invitation to the team came another
// way (join code, find-a-team); an active member whose invitation here is open joined only if nothing
// else made the account active (a reset). A person left pending last year who joined this year stays
// pending in last year's team. On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type DbHandle } from './client';
import { runMigrations } from './migrate';
import { events, invitations, teams, users } from './schema';
import { eventSeed } from './seed-event';
import { createDatabase, onPostgres } from '../test/helpers';
import { insertAsOf, migrationIndex, migrationsBefore } from '../test/migrations-before';

describe('the membership-joined migration', () => {
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
    await runMigrations(handle, migrationsBefore(migrationIndex('membership_joined')));
    const [lastYear] = await insertAsOf(handle, events, [{ ...eventSeed(), slug: 'last-year', state: 'archived' }]);
    const [thisYear] = await insertAsOf(handle, events, [{ ...eventSeed(), slug: 'this-year', state: 'current' }]);
    const person = (name: string, status: 'active' | 'pending') => ({
      name,
      email: `${name.toLowerCase()}@example.org`,
      username: name.toLowerCase(),
      status,
    });
    const listed = [
      person('Lea', 'active'), // leader last year
      person('Pat', 'active'), // pending last year, accepted this year
      person('Quinn', 'pending'), // never accepted
      person('Ravi', 'active'), // came with the join code this year
      person('Sam', 'active'), // set a password with a reset instead of accepting
      person('Lou', 'active'), // leader this year
    ];
    const ids = await insertAsOf(handle, users, listed);
    const people = listed.map((p, i) => ({ id: ids[i]!.id, name: p.name, email: p.email }));
    const id = (name: string) => people.find((p) => p.name === name)!;
    const [a] = await insertAsOf(handle, teams, [
      { eventId: lastYear!.id, name: 'Alpha', status: 'approved', joinCode: 'AAAA' },
    ]);
    const [b] = await insertAsOf(handle, teams, [
      { eventId: thisYear!.id, name: 'Beta', status: 'pending', joinCode: 'BBBB' },
    ]);
    const member = (team: number, ev: number, who: string, role = 'member') =>
      `(${team}, ${ev}, ${id(who).id}, '${role}')`;
    await q(`insert into team_members (team_id, event_id, user_id, role) values
      ${member(a!.id, lastYear!.id, 'Lea', 'leader')}, ${member(a!.id, lastYear!.id, 'Pat')},
      ${member(a!.id, lastYear!.id, 'Quinn')},
      ${member(b!.id, thisYear!.id, 'Lou', 'leader')}, ${member(b!.id, thisYear!.id, 'Pat')},
      ${member(b!.id, thisYear!.id, 'Ravi')}, ${member(b!.id, thisYear!.id, 'Sam')}`);
    const invite = (team: number, who: string, accepted: boolean, n: number) => ({
      teamId: team,
      email: id(who).email.toUpperCase(),
      tokenHash: `hash-${n}`,
      expiresAt: new Date(Date.now() + 86_400_000),
      acceptedAt: accepted ? new Date() : null,
    });
    await insertAsOf(handle, invitations, [
      invite(a!.id, 'Pat', false, 1),
      invite(a!.id, 'Quinn', false, 2),
      invite(b!.id, 'Pat', true, 3),
      invite(b!.id, 'Sam', false, 4),
    ]);
    await runMigrations(handle);
  });
  afterAll(async () => {
    await handle?.close();
    await drop?.();
  });

  it('marks each membership as what happened in that team', async () => {
    const rows = await q(`select t.name as team, u.name as person, m.joined from team_members m
      join teams t on t.id = m.team_id join users u on u.id = m.user_id order by t.name, u.name`);
    expect(rows).toEqual([
      { team: 'Alpha', person: 'Lea', joined: true },
      { team: 'Alpha', person: 'Pat', joined: false },
      { team: 'Alpha', person: 'Quinn', joined: false },
      { team: 'Beta', person: 'Lou', joined: true },
      { team: 'Beta', person: 'Pat', joined: true },
      { team: 'Beta', person: 'Ravi', joined: true },
      { team: 'Beta', person: 'Sam', joined: true },
    ]);
  });
});
