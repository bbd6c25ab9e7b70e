// `help.*` live messages reach only the people they concern (issue 34), decided on the server: the
// requester's team sees its own request move, the edition's mentors and the admins see the queue move,
// and nobody else gets anything. Real sockets; every help.* frame each socket receives is counted
// against whom it was meant for, and the strays must be 0.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { isHelpLiveType } from '@shared/schemas/mentoring';
import type { LiveMessage } from '@shared/schemas/live';
import { events, mentors } from '../../db/schema';
import { loginAs, type TestApp } from '../../test/helpers';
import { ADMIN, client } from '../../test/judging';
import { connect, listen, type TestClient } from '../../test/live-sockets';
import { createMentor, helpBody, mentoringApp, participant } from '../../test/mentoring';

let t: TestApp;
let url: string;
const sockets: TestClient[] = [];
const open = async (token?: string) => {
  const c = await connect(token ? `${url}?token=${token}` : url);
  await c.next((m) => m.type === 'welcome');
  sockets.push(c);
  return c;
};
const help = (c: TestClient) => c.messages.filter((m: LiveMessage) => isHelpLiveType(m.type));

beforeAll(async () => {
  ({ t } = await mentoringApp());
  url = await listen(t.app);
});
afterAll(async () => {
  for (const c of sockets) c.ws.terminate();
  await t.close();
});

describe('help.* audiences', () => {
  it('a request and its claim reach its team, the edition mentors and admins, and no one else', async () => {
    const api = client(t.app);
    const [teamA, teamB] = [await participant(t.app), await participant(t.app)];
    const mentor = await createMentor(t.app);
    // A mentor of another edition (a draft) must hear nothing of this one.
    const current = (await t.app.db.select().from(events))[0]!;
    const [draft] = await t.app.db
      .insert(events)
      .values({ ...current, id: undefined, slug: 'hackverse-2099', name: 'HackVerse 2099', state: 'draft' })
      .returning({ id: events.id });
    const stranger = await createMentor(t.app, { eventId: draft!.id });
    const admin = await loginAs(t.app, ADMIN.email, ADMIN.password);
    const meant = {
      a1: await open(teamA.token),
      a2: await open(teamA.token),
      mentor: await open(mentor.token),
      admin: await open(admin),
    };
    const notMeant = {
      b: await open(teamB.token),
      stranger: await open(stranger.token),
      anonymous: await open(),
    };
    const req = (await api.send('POST', '/api/help-requests', teamA.token, helpBody())).json();
    for (const c of Object.values(meant)) await c.next((m) => m.type === 'help.created' && m.requestId === req.id);
    expect((await api.send('POST', `/api/help-requests/${req.id}/claim`, mentor.token)).statusCode).toBe(200);
    for (const c of Object.values(meant)) {
      const claimed = await c.next((m) => m.type === 'help.claimed' && m.requestId === req.id);
      expect(claimed).toMatchObject({ status: 'claimed', mentorId: mentor.id, teamId: teamA.teamId });
      // Ids and states only: never the request's text.
      expect(JSON.stringify(claimed)).not.toContain('Stuck on CORS');
    }
    // Give stray frames time to arrive before counting them.
    await new Promise((r) => setTimeout(r, 300));
    const strays = Object.values(notMeant).reduce((n, c) => n + help(c).length, 0);
    expect(strays).toBe(0);
    // Every help.* frame a meant socket got was about its own business.
    for (const m of [...help(meant.a1), ...help(meant.a2)]) expect([teamA.teamId, null]).toContain(m.teamId);
  });

  it('a mentor removed from the edition is disconnected, and reconnects without the queue', async () => {
    const mentor = await createMentor(t.app);
    const c = await open(mentor.token);
    await t.app.db.delete(mentors).where(eq(mentors.userId, mentor.id));
    const closed = await c.closed;
    expect(closed.code).toBe(4001);
  });
});
