// The bad inputs of issue 10 that answered 500: each now answers 400 (or 404) with a message that says
// what is wrong. The property-based walk over every operation is fuzz.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { FIELD_MESSAGES } from '@shared/schemas/fields';
import { bearer, createTestApp, loginAs, type TestApp } from '../test/helpers';

let t: TestApp;
let team: string;
let admin: string;
let mentor: string;
beforeAll(async () => {
  t = await createTestApp({ seedDemo: true }, (app) => {
    // A value no validation looked at reaches PostgreSQL: the error handler's safety net.
    app.get('/api/_test/nul-in-sql', async () => {
      await app.db.execute(sql`select ${'a\u0000b'}::text as t`);
      return { ok: true };
    });
  });
  team = await loginAs(t.app, 'team@example.com', 'team12345');
  admin = await loginAs(t.app, 'admin@example.com', 'admin12345');
  mentor = await loginAs(t.app, 'mentor@example.com', 'mentor12345');
  // The admin judges too, so the judge routes' own validation is reached rather than their 403.
  const me = (await t.app.inject({ url: '/api/auth/me', headers: bearer(admin) })).json() as { id: number };
  expect(
    (await t.app.inject({ method: 'PUT', url: `/api/admin/judges/${me.id}`, headers: bearer(admin) })).statusCode,
  ).toBe(200);
});
afterAll(() => t.close());

const NUL_EMAIL = 'x\u0000@y.co';
const leader = { name: 'Lea Leader', email: 'lea@example.com', phone: '+1 555 0100 200', gender: 'female' };
const member = { name: 'Max Member', email: 'max@example.com', gender: 'male' };
const teamBody = (name: string, email = leader.email) => ({
  team: { name, problemId: null },
  leader: { ...leader, email },
  members: [member],
});

describe('NUL bytes and lone surrogates in JSON strings', () => {
  const cases: Array<[string, string, Record<string, unknown>]> = [
    ['login', '/api/auth/login', { email: NUL_EMAIL, password: 'whatever1' }],
    ['register', '/api/auth/register', { name: 'Nul Person', email: NUL_EMAIL, password: 'password123' }],
    ['contact', '/api/contact', { name: 'Nul Person', email: NUL_EMAIL, message: 'hello' }],
    ['support', '/api/support', { name: 'Nul Person', email: NUL_EMAIL, subject: 'general', message: 'hi' }],
    ['register-team', '/api/register-team', teamBody('Nul Team', NUL_EMAIL)],
  ];
  for (const [name, url, payload] of cases) {
    it(`${name}: 400 naming the field`, async () => {
      const res = await t.app.inject({ method: 'POST', url, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(FIELD_MESSAGES.textNul);
      expect(Object.values(res.json().fieldErrors)).toContain(FIELD_MESSAGES.textNul);
    });
  }

  it('a lone surrogate in a team name: 400, at registration and when the leader renames the team', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/register-team', payload: teamBody('Team \ud800 X') });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({ 'team.name': FIELD_MESSAGES.textSurrogate });
    const rename = await t.app.inject({
      method: 'PATCH',
      url: '/api/teams/current',
      headers: bearer(team),
      payload: { name: 'Renamed \udc00' },
    });
    expect(rename.statusCode).toBe(400);
    expect(rename.json().error).toBe(FIELD_MESSAGES.textSurrogate);
  });

  it('a NUL in a path parameter: GET /api/problems/ai%00 is refused, not a 500', async () => {
    const res = await t.app.inject({ url: '/api/problems/ai%00' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(FIELD_MESSAGES.textNul);
  });

  it('a NUL in a query value is refused', async () => {
    const res = await t.app.inject({ url: '/api/admin/users?q=a%00b', headers: bearer(admin) });
    expect(res.statusCode).toBe(400);
  });

  it('a correctly paired emoji is still welcome', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Emoji Person', email: 'emoji@example.com', message: 'Great event 🎉' },
    });
    expect(res.statusCode).toBe(201);
  });
});

describe('ids past int4', () => {
  it('GET /api/teams/2147483648: 400 with a clear message', async () => {
    const res = await t.app.inject({ url: '/api/teams/2147483648', headers: bearer(admin) });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(FIELD_MESSAGES.id);
  });

  it('every operation with an id parameter answers 2^31 with 400, never 500', async () => {
    const doc = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const withId = Object.entries(doc.paths)
      .filter(([path]) => /\{(id|userId)\}/.test(path))
      .flatMap(([path, ops]) => Object.keys(ops).map((method) => ({ method: method.toUpperCase(), path })));
    expect(withId.length).toBeGreaterThanOrEqual(15);
    for (const { method, path } of withId) {
      // Participant routes: a team's own, and finding a team (organizers are not participants).
      const teamOnly =
        path.startsWith('/api/teams/current') ||
        path.startsWith('/api/find-team/') ||
        (method === 'PUT' && path === '/api/submissions/{id}') ||
        path.startsWith('/api/submissions/{id}/project-page');
      // Help requests (issue 34): the team cancels and rates its own; mentors move them.
      const mentorMove = /^\/api\/help-requests\/\{id\}\/(claim|resolve|release|handoff)$/.test(path);
      const helpOwn = path.startsWith('/api/help-requests/{id}') && !mentorMove;
      const caller = teamOnly || helpOwn ? team : mentorMove ? mentor : admin;
      const res = await t.app.inject({
        method: method as 'GET',
        // Every id of the path past int4 (a member route has the team's and the person's).
        // An edition's routes name a real edition, so only the id is wrong.
        url: path.replace(/\{(id|userId)\}/g, '2147483648').replace('{slug}', 'hackverse-2027'),
        headers: bearer(caller),
        ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
      });
      expect(res.statusCode, `${method} ${path}`).toBe(400);
      expect(res.json().fieldErrors, `${method} ${path}`).toMatchObject({
        [/\{(id|userId)\}/.exec(path)![1]!]: FIELD_MESSAGES.id,
      });
    }
  });

  it('a team registration whose challenge id is past int4 is refused', async () => {
    const body = teamBody('Big Number Team');
    body.team.problemId = (2 ** 31) as unknown as null;
    const res = await t.app.inject({ method: 'POST', url: '/api/register-team', payload: body });
    expect(res.statusCode).toBe(400);
  });
});

describe('the error handler', () => {
  it('answers a value PostgreSQL cannot store with 400, not 500', async () => {
    const res = await t.app.inject({ url: '/api/_test/nul-in-sql' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/NUL/);
  });
});
