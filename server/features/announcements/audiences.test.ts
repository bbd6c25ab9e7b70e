// Who an announcement reaches (issue 31): 'Everyone' leaves out the people of rejected teams unless
// they are chosen ('Rejected teams'), and an audience of nobody is refused, not 'sent to 0'.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPTY_AUDIENCE } from '@shared/schemas/announcements';
import { bearer, createTestApp, loginAs, type TestApp } from '../../test/helpers';
import { registerTeam, teamPayload } from '../../test/fixtures';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ admin: { email: 'owner@example.org', password: 'owner-pass-123' } });
  admin = await loginAs(t.app, 'owner@example.org', 'owner-pass-123');
});
afterAll(() => t.close());

const count = async (audience: string) =>
  (await t.app.inject({ url: `/api/announcements/audience-count?audience=${audience}`, headers: bearer(admin) })).json()
    .count as number;
const announce = (audience: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/announcements',
    headers: bearer(admin),
    payload: { title: 'News', message: 'Kick-off is on Friday.', audience },
  });

describe('announcement audiences', () => {
  it('refuses an audience of nobody', async () => {
    expect(await count('rejected')).toBe(0);
    const res = await announce('rejected');
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(EMPTY_AUDIENCE);
  });

  it("'Everyone' leaves out rejected teams; 'Rejected teams' reaches them", async () => {
    const kept = await registerTeam(t.app, teamPayload());
    const refused = await registerTeam(t.app, teamPayload({ members: 2 }));
    const decide = await t.app.inject({
      method: 'POST',
      url: `/api/teams/${refused.team.id}/reject`,
      headers: bearer(admin),
    });
    expect(decide.statusCode, decide.body).toBe(200);
    // Each team's leader is a person; their members are pending accounts who count as well.
    expect(await count('everyone')).toBe(2);
    expect(await count('rejected')).toBe(3);
    const res = await announce('everyone');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().job.recipientTotal).toBe(2);
    expect(kept.team.status).toBe('pending');
  });
});
