// Every admin call answers 401 to an anonymous caller and 403 to a team caller, and does nothing for them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { teams } from '../db/schema';
import { bearer, createTestApp, loginAs, type TestApp } from '../test/helpers';
import { currentEventId } from '../test/fixtures';

const email = { subject: 'Hello', body: 'A message' };
const scores = { innovation: 7, technicalExecution: 7, userExperience: 7, presentation: 7, impact: 7 };

/** Every admin-only call of the admin area and the announcements feature. */
const ADMIN_ROUTES: { method: 'GET' | 'POST'; url: string; payload?: object }[] = [
  { method: 'GET', url: '/api/teams' },
  { method: 'GET', url: '/api/teams/1' },
  { method: 'GET', url: '/api/teams/1/members' },
  { method: 'POST', url: '/api/teams/2/approve' },
  { method: 'POST', url: '/api/teams/2/reject' },
  { method: 'POST', url: '/api/teams/1/credentials' },
  { method: 'POST', url: '/api/teams/1/contact', payload: email },
  { method: 'GET', url: '/api/users' },
  { method: 'GET', url: '/api/users/1' },
  { method: 'POST', url: '/api/users/1/email', payload: email },
  { method: 'POST', url: '/api/users/1/reset-password', payload: { newPassword: 'a-new-password' } },
  { method: 'GET', url: '/api/submissions' },
  { method: 'GET', url: '/api/submissions/1/evaluations' },
  { method: 'POST', url: '/api/submissions/1/evaluate', payload: { status: 'accepted', scores, notes: '' } },
  { method: 'GET', url: '/api/admin/stats' },
  { method: 'GET', url: '/api/admin/charts' },
  { method: 'GET', url: '/api/admin/reports/teams' },
  { method: 'GET', url: '/api/admin/reports/participants' },
  { method: 'GET', url: '/api/admin/reports/submissions' },
  { method: 'GET', url: '/api/admin/outbox' },
  { method: 'POST', url: '/api/admin/outbox/1/retry' },
  { method: 'GET', url: '/api/admin/messages' },
  { method: 'POST', url: '/api/admin/messages/1/handled', payload: { handled: true } },
  { method: 'POST', url: '/api/admin/messages/1/reply', payload: email },
  { method: 'GET', url: '/api/admin/winners/ranking' },
  { method: 'POST', url: '/api/admin/winners/announce', payload: { expectedOverall: [] } },
  { method: 'POST', url: '/api/announcements', payload: { title: 'T', message: 'M', audience: 'everyone' } },
  { method: 'GET', url: '/api/announcements/1/job' },
];

let t: TestApp;
let team: string;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ seedDemo: true });
  team = await loginAs(t.app, 'team@example.com', 'team12345');
  admin = await loginAs(t.app, 'admin@example.com', 'admin12345');
});
afterAll(() => t.close());

async function auditCount() {
  const r = (await t.app.db.execute(sql`select count(*)::int as n from audit_log`)) as unknown as {
    rows: { n: number }[];
  };
  return r.rows[0]!.n;
}

describe('admin calls are for admins only', () => {
  it.each(ADMIN_ROUTES)('$method $url: 401 anonymous, 403 team', async (route) => {
    const before = await auditCount();
    const anonymous = await t.app.inject({ method: route.method, url: route.url, payload: route.payload });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toHaveProperty('error');
    const asTeam = await t.app.inject({
      method: route.method,
      url: route.url,
      payload: route.payload,
      headers: bearer(team),
    });
    expect(asTeam.statusCode).toBe(403);
    expect(asTeam.json()).toEqual({ error: 'You do not have permission to do that' });
    expect(await auditCount()).toBe(before);
  });

  it('the same table answers admins (the routes exist: not 401/403/404 for an existing id)', async () => {
    // Team 1 is last year's (the demo seeds the archived edition first): the admin's calls are about the
    // current edition's teams.
    const [team] = await t.app.db
      .select({ id: teams.id })
      .from(teams)
      .where(eq(teams.eventId, await currentEventId(t.app)))
      .limit(1);
    for (const route of ADMIN_ROUTES.filter((r) => r.method === 'GET' && !r.url.includes('/job'))) {
      const url = route.url.replace('/api/teams/1', `/api/teams/${team!.id}`);
      const res = await t.app.inject({ method: route.method, url, headers: bearer(admin) });
      expect(res.statusCode, url).toBe(200);
    }
  });

  it('the public winners list needs no sign-in', async () => {
    const res = await t.app.inject({ url: '/api/winners' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ publishedAt: null, overall: [], byChallenge: [] });
  });
});
