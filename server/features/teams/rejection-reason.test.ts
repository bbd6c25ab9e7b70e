// Issue 31: an organizer rejecting a team may say why. The reason is stored, the team reads it on its
// dashboard (GET /api/teams/current) and profile, and the rejection email carries it; the spec's call
// without a body still rejects, with no reason shown.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, loginAs, type TestApp } from '../../test/helpers';
import { FIXTURE_PASSWORD, createTeam, outboxTo } from '../../test/fixtures';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ seedDemo: true });
  admin = await loginAs(t.app, 'admin@example.com', 'admin12345');
});
afterAll(() => t.close());

const reject = (teamId: number, payload?: object) =>
  t.app.inject({ method: 'POST', url: `/api/teams/${teamId}/reject`, headers: bearer(admin), payload });
const asLeader = async (email: string, url: string) =>
  (await t.app.inject({ url, headers: bearer(await loginAs(t.app, email, FIXTURE_PASSWORD)) })).json();

const REASON = 'The project idea is outside the climate theme of this edition.';

describe('a rejection reason', () => {
  it('is stored, shown to the team on its dashboard and profile, and written in its email', async () => {
    const fx = await createTeam(t.app, { status: 'pending', memberCount: 1 });
    const res = await reject(fx.teamId, { reason: `  ${REASON}  ` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe('rejected');

    expect((await asLeader(fx.leader.email, '/api/teams/current')).rejectionReason).toBe(REASON);
    expect((await asLeader(fx.leader.email, '/api/profile')).team).toMatchObject({
      status: 'rejected',
      rejectionReason: REASON,
    });
    for (const person of [fx.leader, ...fx.members]) {
      const mail = (await outboxTo(t.app, person.email)).find(
        (m) => m.subject === `Your team ${fx.name} was not approved`,
      );
      expect(mail?.text).toContain(`The organizers' reason: ${REASON}`);
    }
  });

  it('is optional: the spec call without a body rejects and the team sees no reason', async () => {
    const fx = await createTeam(t.app, { status: 'pending' });
    expect((await reject(fx.teamId)).statusCode).toBe(200);
    expect((await asLeader(fx.leader.email, '/api/teams/current')).rejectionReason).toBeNull();
    const mail = (await outboxTo(t.app, fx.leader.email)).find((m) => m.subject.includes('was not approved'));
    expect(mail?.text).not.toContain("The organizers' reason");
  });

  it('refuses a reason over 1000 characters and leaves the team pending', async () => {
    const fx = await createTeam(t.app, { status: 'pending' });
    const res = await reject(fx.teamId, { reason: 'x'.repeat(1001) });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('Keep the reason to 1000 characters');
    expect((await asLeader(fx.leader.email, '/api/teams/current')).status).toBe('pending');
  });
});
