// Unpublish winners (issue 24): an admin takes published winners off the public pages with a reason
// (required), audit-logged with the winners before and after; announcing again publishes anew.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { UNPUBLISH_MESSAGES } from '@shared/schemas/winners-unpublish';
import { createSubmission, createTeam, FIXTURE_PASSWORD } from '../../test/fixtures';
import { loginAs, type TestApp } from '../../test/helpers';
import { client, judgingApp, scores } from '../../test/judging';

let t: TestApp;
let admin: string;
let api: ReturnType<typeof client>;
beforeAll(async () => {
  ({ t, admin } = await judgingApp());
  api = client(t.app);
});
afterAll(() => t.close());

const anon = (url: string) => t.app.inject({ url });

async function announce() {
  const ranking = (await api.get('/api/admin/winners/ranking', admin)).json();
  const res = await api.send('POST', '/api/admin/winners/announce', admin, {
    expectedOverall: ranking.overall.slice(0, 3).map((e: { submissionId: number }) => e.submissionId),
    acknowledgeWarnings: true,
  });
  expect(res.statusCode).toBe(200);
  return res.json() as { publishedAt: string };
}

describe('POST /api/admin/winners/unpublish', () => {
  it('takes the winners off the public pages with a reason, audit-logged; announcing again republishes', async () => {
    const names: string[] = [];
    for (const n of [9, 7]) {
      const fx = await createTeam(t.app, { status: 'approved' });
      const id = await createSubmission(t.app, fx.teamId);
      const res = await api.send('POST', `/api/submissions/${id}/evaluate`, admin, {
        status: 'accepted',
        scores: scores(n),
        notes: '',
      });
      expect(res.statusCode).toBe(200);
      names.push(fx.name);
    }
    // Nothing to unpublish yet.
    const early = await api.send('POST', '/api/admin/winners/unpublish', admin, { reason: 'Too soon' });
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toBe(UNPUBLISH_MESSAGES.notPublished);

    const { publishedAt } = await announce();
    expect((await anon('/api/winners')).json().overall.map((w: { teamName: string }) => w.teamName)).toEqual(names);
    expect((await anon('/api/event')).json().winnersPublishedAt).toBe(publishedAt);

    // A reason is required (400 naming the field); only admins may unpublish.
    for (const body of [{}, { reason: '   ' }]) {
      const res = await api.send('POST', '/api/admin/winners/unpublish', admin, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors?.reason).toBeTruthy();
    }
    const fx = await createTeam(t.app, { status: 'approved' });
    const team = await loginAs(t.app, fx.leader.email, FIXTURE_PASSWORD);
    expect((await api.send('POST', '/api/admin/winners/unpublish', team, { reason: 'x' })).statusCode).toBe(403);
    expect((await api.send('POST', '/api/admin/winners/unpublish', '', { reason: 'x' })).statusCode).toBe(401);

    const off = await api.send('POST', '/api/admin/winners/unpublish', admin, {
      reason: 'A scoring error in the second place',
    });
    expect(off.statusCode).toBe(200);
    expect(off.json().publishedAt).toBe(publishedAt);
    // The public pages stop showing them: the Winners page and the facts the home page reads.
    expect((await anon('/api/winners')).json()).toEqual({ publishedAt: null, overall: [], byChallenge: [] });
    expect((await anon('/api/event')).json().winnersPublishedAt).toBeNull();
    const audit = (
      (await t.app.db.execute(
        sql`select actor_id, data from audit_log where action = 'winners.unpublish' order by id`,
      )) as unknown as { rows: { actor_id: number; data: Record<string, unknown> }[] }
    ).rows;
    expect(audit).toHaveLength(1);
    expect(audit[0]!.data).toMatchObject({
      reason: 'A scoring error in the second place',
      before: { publishedAt },
      after: { publishedAt: null },
    });
    const before = audit[0]!.data.before as { winners: { teamName: string; scope: string; place: number }[] };
    expect(before.winners.filter((w) => w.scope === 'overall').map((w) => w.teamName)).toEqual(names);

    // Unpublishing twice: 409, nothing changes.
    expect((await api.send('POST', '/api/admin/winners/unpublish', admin, { reason: 'again' })).statusCode).toBe(409);

    const again = await announce();
    expect((await anon('/api/winners')).json()).toMatchObject({ publishedAt: again.publishedAt });
    expect((await anon('/api/event')).json().winnersPublishedAt).toBe(again.publishedAt);
  });
});
