// Every route of the app, walked from its OpenAPI document, so no route is missed: a protected route
// answers an anonymous caller 401 and a caller of the wrong role 403 BEFORE it validates its body,
// params or query (the requests below are all invalid), and does nothing for them. Public, team,
// judge and signed-in routes are listed by name (server/test/route-scopes.ts); any other route is taken to
// be for admins only, so a new route registered outside its guard scope fails here until someone decides
// who may call it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { judges, users } from '../db/schema';
import { hashPassword } from '../lib/crypto';
import { bearer, createTestApp, loginAs, type TestApp } from '../test/helpers';
import { currentEventId } from '../test/fixtures';
import { JUDGE_ONLY, MENTOR_ONLY, PUBLIC, SIGNED_IN, TEAM_ONLY } from '../test/route-scopes';

const NOT_MENTOR = { error: 'You are not a mentor of this edition' };
interface Route {
  key: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  tags: string[];
  /** The operation takes a body, path or query parameters, so an invalid request exists for it. */
  validates: boolean;
}

let t: TestApp;
let team: string;
let admin: string;
let judge: string;
let mentor: string;
let routes: Route[];
beforeAll(async () => {
  t = await createTestApp({ seedDemo: true });
  team = await loginAs(t.app, 'team@example.com', 'team12345');
  admin = await loginAs(t.app, 'admin@example.com', 'admin12345');
  const [j] = await t.app.db
    .insert(users)
    .values({
      name: 'Scope Judge',
      email: 'scope-judge@judges.test',
      username: 'scopejudge',
      role: 'judge',
      passwordHash: await hashPassword('judge-pass-1'),
    })
    .returning({ id: users.id });
  await t.app.db.insert(judges).values({ eventId: await currentEventId(t.app), userId: j!.id });
  judge = await loginAs(t.app, 'scope-judge@judges.test', 'judge-pass-1');
  // The demo mentor mentors the current edition.
  mentor = await loginAs(t.app, 'mentor@example.com', 'mentor12345');
  const doc = t.app.swagger() as {
    paths: Record<string, Record<string, { tags?: string[]; requestBody?: unknown; parameters?: unknown[] }>>;
  };
  routes = Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, op]) => ({
      key: `${method.toUpperCase()} ${path}`,
      method: method.toUpperCase() as Route['method'],
      // Every parameter invalid (ids are numbers, tokens long), and a query no list accepts.
      url: `${path.replace(/\{[^}]+\}/g, 'x')}?page=-1&pageSize=0&status=nonsense`,
      tags: op.tags ?? [],
      validates: !!op.requestBody || (op.parameters?.length ?? 0) > 0,
    })),
  );
});
afterAll(() => t.close());

async function auditCount() {
  const r = (await t.app.db.execute(sql`select count(*)::int as n from audit_log`)) as unknown as {
    rows: { n: number }[];
  };
  return r.rows[0]!.n;
}

/** An invalid request: the body (where there is one) lacks every field a call needs. */
function call(route: Route, token?: string) {
  const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
  return t.app.inject({
    method: route.method,
    url: route.url,
    headers: token ? bearer(token) : undefined,
    payload: hasBody ? { unexpected: true } : undefined,
  });
}

const scopeOf = (key: string) =>
  PUBLIC.has(key)
    ? 'public'
    : TEAM_ONLY.has(key)
      ? 'team'
      : JUDGE_ONLY.has(key)
        ? 'judge'
        : MENTOR_ONLY.has(key)
          ? 'mentor'
          : SIGNED_IN.has(key)
            ? 'user'
            : 'admin';

describe('guards by scope, for every route of the app', () => {
  it('the lists above name only routes that exist, and every admin-tagged route is admin-only', () => {
    const keys = new Set(routes.map((r) => r.key));
    for (const key of [...PUBLIC, ...TEAM_ONLY, ...JUDGE_ONLY, ...MENTOR_ONLY, ...SIGNED_IN])
      expect(keys, key).toContain(key);
    for (const route of routes.filter((r) => r.tags.some((tag) => tag.startsWith('admin')))) {
      expect(scopeOf(route.key), route.key).toBe('admin');
    }
    // The walk covers the whole admin area (the dashboard, teams, users, submissions, judging, inbox,
    // outbox, winners, announcements).
    expect(routes.filter((r) => scopeOf(r.key) === 'admin').length).toBeGreaterThanOrEqual(25);
  });

  it('anonymous callers get 401 on every protected route, before any validation', async () => {
    const before = await auditCount();
    for (const route of routes.filter((r) => scopeOf(r.key) !== 'public')) {
      const res = await call(route);
      expect(res.statusCode, route.key).toBe(401);
      expect(res.json(), route.key).toEqual({ error: 'Please sign in to continue' });
    }
    expect(await auditCount()).toBe(before);
  });

  it('team callers get 403 on every admin route, and admins 403 on every team-only route', async () => {
    const before = await auditCount();
    for (const route of routes.filter((r) => scopeOf(r.key) === 'admin')) {
      const res = await call(route, team);
      expect(res.statusCode, route.key).toBe(403);
      expect(res.json(), route.key).toEqual({ error: 'You do not have permission to do that' });
    }
    for (const route of routes.filter((r) => scopeOf(r.key) === 'team')) {
      const res = await call(route, admin);
      expect(res.statusCode, route.key).toBe(403);
    }
    expect(await auditCount()).toBe(before);
  });

  it('judges get 403 on every admin and team route; teams and admins who do not judge get 403 on judge routes', async () => {
    const before = await auditCount();
    for (const route of routes.filter((r) => scopeOf(r.key) === 'admin' || scopeOf(r.key) === 'team')) {
      const res = await call(route, judge);
      expect(res.statusCode, route.key).toBe(403);
    }
    for (const route of routes.filter((r) => scopeOf(r.key) === 'judge')) {
      for (const token of [team, admin]) {
        const res = await call(route, token);
        expect(res.statusCode, route.key).toBe(403);
        expect(res.json(), route.key).toEqual({ error: 'You do not have permission to do that' });
      }
    }
    expect(await auditCount()).toBe(before);
  });

  it('mentors get 403 on every admin, team and judge route; teams, judges and admins who do not mentor get 403 on mentor routes', async () => {
    const before = await auditCount();
    for (const route of routes.filter((r) => ['admin', 'team', 'judge'].includes(scopeOf(r.key)))) {
      const res = await call(route, mentor);
      expect(res.statusCode, route.key).toBe(403);
    }
    for (const route of routes.filter((r) => scopeOf(r.key) === 'mentor')) {
      for (const token of [team, admin, judge]) {
        const res = await call(route, token);
        expect(res.statusCode, route.key).toBe(403);
        expect(res.json(), route.key).toEqual(NOT_MENTOR);
      }
    }
    expect(await auditCount()).toBe(before);
  });

  it('past the guard, the same invalid requests are validated: 400 with the field errors', async () => {
    // Shows the requests above are really invalid, so the 401/403 answers came before validation.
    for (const route of routes.filter(
      // Calls without any input (e.g. "retry every failed email") have no invalid request to send.
      (r) => scopeOf(r.key) === 'admin' && r.validates && (r.method !== 'GET' || r.url.includes('/x')),
    )) {
      const res = await call(route, admin);
      expect(res.statusCode, route.key).toBe(400);
    }
    for (const route of routes.filter((r) => scopeOf(r.key) === 'judge' && r.validates)) {
      const res = await call(route, judge);
      expect(res.statusCode, route.key).toBe(400);
    }
    for (const route of routes.filter(
      (r) => scopeOf(r.key) === 'mentor' && r.validates && (r.method !== 'GET' || r.url.includes('/x')),
    )) {
      const res = await call(route, mentor);
      expect(res.statusCode, route.key).toBe(400);
    }
  });
});
