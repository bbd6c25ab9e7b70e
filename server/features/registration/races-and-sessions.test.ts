// Registrations at the same moment make one team; a signed-in participant registers as the leader.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { teamMembers, teams, users } from '../../db/schema';
import { bearer, createTestApp, loginAs, type TestApp } from '../../test/helpers';
import { teamPayload, uid } from '../../test/fixtures';
import { SIGN_IN_FIRST } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seedDemo: true });
});
afterAll(() => t.close());

const post = (payload: object, headers?: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/register-team', payload, headers });
const teamsNamed = (name: string) =>
  t.app.db
    .select()
    .from(teams)
    .where(sql`lower(${teams.name}) = ${name.toLowerCase()}`);
describe('POST /api/register-team', () => {
  it('two registrations with the same email at once make exactly one team', async () => {
    const a = teamPayload();
    const b = teamPayload();
    b.leader.email = a.leader.email;
    const results = await Promise.all([post(a), post(b)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const loser = results.find((r) => r.statusCode === 409)!;
    expect(loser.json().fieldErrors).toEqual({ 'leader.email': SIGN_IN_FIRST });
    const owners = await t.app.db
      .select({ team: teamMembers.teamId })
      .from(users)
      .innerJoin(teamMembers, eq(teamMembers.userId, users.id))
      .where(sql`lower(${users.email}) = ${a.leader.email.toLowerCase()}`);
    expect(owners).toHaveLength(1);
    expect((await teamsNamed(a.team.name)).length + (await teamsNamed(b.team.name)).length).toBe(1);
  });

  it('the same team submitted twice at once is created once', async () => {
    const p = teamPayload({ members: 2 });
    const results = await Promise.all([post(p), post(p), post(p)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    expect(await teamsNamed(p.team.name)).toHaveLength(1);
  });

  it('a signed-in participant without a team becomes the leader (DESIGN D7)', async () => {
    const tag = uid();
    const acc = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: `Solo ${tag}`, email: `solo.${tag}@example.org`, password: 'solo-pass-123' },
    });
    expect(acc.statusCode).toBe(201);
    const { token, user } = acc.json();
    const p = teamPayload();
    p.leader = { ...p.leader, name: `Solo Renamed ${tag}`, email: 'ignored@example.org', gender: 'female' };
    const res = await post(p, bearer(token) as Record<string, string>);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.leader).toEqual({ username: user.username, email: `solo.${tag}@example.org` });
    const me = (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).json();
    expect(me.teamId).toBe(body.team.id);
    expect(me.name).toBe(`Solo Renamed ${tag}`);
    // Their own password still works; no other account was made for the payload's email.
    await loginAs(t.app, `solo.${tag}@example.org`, 'solo-pass-123');
    expect(await t.app.db.select().from(users).where(eq(users.email, 'ignored@example.org'))).toHaveLength(0);

    const again = await post(teamPayload(), bearer(token) as Record<string, string>);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('You are already in a team');
  });

  it('refuses a cross-site request riding on the session cookie', async () => {
    const token = await loginAs(t.app, 'meera@example.com', 'member12345');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/register-team',
      payload: teamPayload(),
      cookies: { hk_session: token },
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(res.statusCode).toBe(403);
  });
});
