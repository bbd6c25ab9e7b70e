// Prizes feed winners (issue 23): Announce Winners offers a winner per place of each prize of the
// edition's list, from the ranking of that prize's submissions: overall prizes share the overall ranking
// in list order, a challenge prize ranks its challenge, a track prize everyone not on the overall podium.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Prize } from '@shared/schemas/event-settings';
import { events } from '../../db/schema';
import type { TestApp } from '../../test/helpers';
import { createSubmission, createTeam, currentEventId, outboxTo, problemIdBySlug } from '../../test/fixtures';
import { client, judgingApp, scores } from '../../test/judging';

let t: TestApp;
let admin: string;
let api: ReturnType<typeof client>;
beforeAll(async () => {
  ({ t, admin } = await judgingApp());
  api = client(t.app);
});
afterAll(() => t.close());

const prize = (p: Partial<Prize> & Pick<Prize, 'id' | 'title' | 'scope'>): Prize => ({
  amount: '',
  description: '',
  places: 1,
  challenge: null,
  track: null,
  ...p,
});

describe('winners per prize', () => {
  it('offers and announces a winner per prize place, and the public list names the prizes', async () => {
    const eventId = await currentEventId(t.app);
    await t.app.db
      .update(events)
      .set({
        prizes: [
          prize({ id: 'grand', title: 'Grand prize', amount: '$10,000', scope: 'overall' }),
          prize({ id: 'runners-up', title: 'Runners-up', amount: '$2,000', scope: 'overall', places: 2 }),
          prize({
            id: 'best-voice',
            title: 'Best voice assistant',
            amount: '$3000',
            scope: 'challenge',
            challenge: 'ai-voice-assistant',
            places: 2,
          }),
          prize({ id: 'acme', title: 'Acme award', amount: '$500', scope: 'track', track: 'Acme' }),
        ],
      })
      .where(eq(events.id, eventId));
    const ai = await problemIdBySlug(t.app, 'ai-voice-assistant');
    const teams: Record<string, { sub: number; email: string; name: string }> = {};
    for (const [name, score, problemId] of [
      ['A', 10, ai],
      ['B', 9, ai],
      ['C', 8, null],
      ['D', 7, ai],
      ['E', 6, null],
    ] as const) {
      const fx = await createTeam(t.app, { status: 'approved', problemId });
      const sub = await createSubmission(t.app, fx.teamId, { problemId });
      const res = await api.send('POST', `/api/submissions/${sub}/evaluate`, admin, {
        status: 'accepted',
        scores: scores(score),
      });
      expect(res.statusCode).toBe(200);
      teams[name] = { sub, email: fx.leader.email, name: fx.name };
    }
    const ranking = (await api.get('/api/admin/winners/ranking', admin)).json();
    const winnersOf = (id: string) => {
      const g = ranking.prizes.find((p: { prizeId: string }) => p.prizeId === id);
      return g.entries
        .filter((e: { place: number }) => e.place >= g.firstPlace && e.place < g.firstPlace + g.places)
        .map((e: { submissionId: number }) => e.submissionId);
    };
    expect(winnersOf('grand')).toEqual([teams.A!.sub]);
    expect(winnersOf('runners-up')).toEqual([teams.B!.sub, teams.C!.sub]);
    expect(winnersOf('best-voice')).toEqual([teams.A!.sub, teams.B!.sub]);
    expect(winnersOf('acme')).toEqual([teams.D!.sub]);

    const announce = await api.send('POST', '/api/admin/winners/announce', admin, {
      expectedOverall: ranking.overall.slice(0, 3).map((e: { submissionId: number }) => e.submissionId),
      acknowledgeWarnings: true,
    });
    expect(announce.statusCode, announce.body).toBe(200);
    expect(announce.json().winners).toBe(6);

    const pub = (await t.app.inject({ url: '/api/winners' })).json();
    expect(
      pub.overall.map((w: { teamName: string; place: number; prize: string }) => [w.place, w.teamName, w.prize]),
    ).toEqual([
      [1, teams.A!.name, 'Grand prize'],
      [2, teams.B!.name, 'Runners-up'],
      [3, teams.C!.name, 'Runners-up'],
    ]);
    const voice = pub.byChallenge.find((g: { problemId: number | null }) => g.problemId === ai);
    expect(voice.winners.map((w: { teamName: string; prize: string }) => [w.teamName, w.prize])).toEqual([
      [teams.A!.name, 'Best voice assistant'],
      [teams.B!.name, 'Best voice assistant'],
    ]);
    const acme = pub.byChallenge.find((g: { problemTitle: string }) => g.problemTitle === 'Acme award');
    expect(acme.winners.map((w: { teamName: string }) => w.teamName)).toEqual([teams.D!.name]);
    const mail = await outboxTo(t.app, teams.D!.email);
    expect(mail.map((m) => m.text).join('\n')).toContain('1st place of Acme award');
  });
});
