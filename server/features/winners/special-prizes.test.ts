// Issue 31: special and sponsor prizes are awarded by hand in Announce Winners, whether one team may win
// several prizes is the edition's setting (the ranked prizes skip teams already rewarded; the server
// refuses a hand-picked team that would win twice, naming the team and its prizes), and /winners states
// each winner's amount.
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
let eventId: number;
const teams: Record<string, { id: number; sub: number; email: string; name: string }> = {};

const prize = (p: Partial<Prize> & Pick<Prize, 'id' | 'title' | 'scope'>): Prize => ({
  amount: '',
  description: '',
  places: 1,
  challenge: null,
  track: null,
  ...p,
});

const PRIZES = [
  prize({ id: 'grand', title: 'Grand prize', amount: '€10,000', scope: 'overall' }),
  prize({
    id: 'voice',
    title: 'Best voice assistant',
    amount: '€3,000',
    scope: 'challenge',
    challenge: 'ai-voice-assistant',
  }),
  prize({ id: 'pitch', title: 'Best pitch', amount: '€500', scope: 'special' }),
  prize({ id: 'acme', title: 'Acme sponsor award', amount: '€1,000', scope: 'special', places: 2 }),
];

beforeAll(async () => {
  ({ t, admin } = await judgingApp());
  api = client(t.app);
  eventId = await currentEventId(t.app);
  const ai = await problemIdBySlug(t.app, 'ai-voice-assistant');
  for (const [name, score, problemId] of [
    ['A', 10, ai],
    ['B', 9, ai],
    ['C', 8, null],
    ['D', 7, null],
  ] as const) {
    const fx = await createTeam(t.app, { status: 'approved', problemId });
    const sub = await createSubmission(t.app, fx.teamId, { problemId });
    const res = await api.send('POST', `/api/submissions/${sub}/evaluate`, admin, {
      status: 'accepted',
      scores: scores(score),
    });
    expect(res.statusCode).toBe(200);
    teams[name] = { id: fx.teamId, sub, email: fx.leader.email, name: fx.name };
  }
  // E submitted but no judge scored it: a special prize may still go to it.
  const e = await createTeam(t.app, { status: 'approved', problemId: null });
  teams.E = { id: e.teamId, sub: await createSubmission(t.app, e.teamId, {}), email: e.leader.email, name: e.name };
});
afterAll(() => t.close());

async function setPrizes(severalPrizesPerTeam: boolean) {
  await t.app.db.update(events).set({ prizes: PRIZES, severalPrizesPerTeam }).where(eq(events.id, eventId));
}

async function announce(awards: { prizeId: string; teamIds: number[] }[]) {
  const ranking = (await api.get('/api/admin/winners/ranking', admin)).json();
  return api.send('POST', '/api/admin/winners/announce', admin, {
    expectedOverall: ranking.overall.slice(0, 3).map((e: { submissionId: number }) => e.submissionId),
    acknowledgeWarnings: true,
    awards,
  });
}

const group = (pub: { byChallenge: { problemTitle: string; winners: unknown[] }[] }, title: string) =>
  pub.byChallenge.find((g) => g.problemTitle === title)?.winners as { teamName: string; amount: string }[];

describe('special prizes chosen by hand', () => {
  it('offers each special prize with the teams that submitted, and stores the chosen teams with their amounts', async () => {
    await setPrizes(true);
    const ranking = (await api.get('/api/admin/winners/ranking', admin)).json();
    const pitch = ranking.prizes.find((p: { prizeId: string }) => p.prizeId === 'pitch');
    expect(pitch).toMatchObject({ scope: 'special', places: 1, entries: [] });
    expect(ranking.candidates.map((c: { teamId: number }) => c.teamId).sort()).toEqual(
      Object.values(teams)
        .map((x) => x.id)
        .sort(),
    );

    const res = await announce([
      { prizeId: 'pitch', teamIds: [teams.E!.id] },
      { prizeId: 'acme', teamIds: [teams.D!.id, teams.A!.id] },
    ]);
    expect(res.statusCode, res.body).toBe(200);

    const pub = (await t.app.inject({ url: '/api/winners' })).json();
    expect(pub.overall[0]).toMatchObject({ teamName: teams.A!.name, prize: 'Grand prize', amount: '€10,000' });
    expect(group(pub, 'Best pitch')).toEqual([
      expect.objectContaining({ teamName: teams.E!.name, prize: 'Best pitch', amount: '€500', place: 1 }),
    ]);
    expect(group(pub, 'Acme sponsor award').map((w) => [w.teamName, w.amount])).toEqual([
      [teams.D!.name, '€1,000'],
      [teams.A!.name, '€1,000'],
    ]);
    expect((await outboxTo(t.app, teams.E!.email)).map((m) => m.text).join('\n')).toContain('won Best pitch at');
  });

  it('refuses a choice the edition cannot take, naming the prize', async () => {
    await setPrizes(true);
    const notSpecial = await announce([{ prizeId: 'grand', teamIds: [teams.B!.id] }]);
    expect(notSpecial.statusCode).toBe(400);
    expect(notSpecial.json().error).toContain('"grand" is not a special prize');
    const tooMany = await announce([{ prizeId: 'pitch', teamIds: [teams.B!.id, teams.C!.id] }]);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error).toBe('Best pitch has 1 place: choose at most one team');
    const stranger = await announce([{ prizeId: 'pitch', teamIds: [999999] }]);
    expect(stranger.statusCode).toBe(400);
  });
});

describe('one prize per team (an edition setting)', () => {
  it('ranks the next team for a prize whose first team already won, and refuses a hand-picked second prize', async () => {
    await setPrizes(false);
    const ranking = (await api.get('/api/admin/winners/ranking', admin)).json();
    expect(ranking.severalPrizesPerTeam).toBe(false);
    const voice = ranking.prizes.find((p: { prizeId: string }) => p.prizeId === 'voice');
    // A won the grand prize: the voice prize goes to B, the next of that challenge.
    expect(voice.entries[0].teamId).toBe(teams.B!.id);

    const twice = await announce([{ prizeId: 'pitch', teamIds: [teams.A!.id] }]);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toBe(
      `${teams.A!.name} would win Grand prize and Best pitch, but this edition gives each team one prize: choose another team or allow several prizes per team in the Event settings`,
    );
    const twoSpecial = await announce([
      { prizeId: 'pitch', teamIds: [teams.E!.id] },
      { prizeId: 'acme', teamIds: [teams.E!.id] },
    ]);
    expect(twoSpecial.statusCode).toBe(409);
    expect(twoSpecial.json().error).toContain(`${teams.E!.name} would win Best pitch and Acme sponsor award`);

    const ok = await announce([{ prizeId: 'pitch', teamIds: [teams.E!.id] }]);
    expect(ok.statusCode, ok.body).toBe(200);
    const pub = (await t.app.inject({ url: '/api/winners' })).json();
    const voiceWinners = pub.byChallenge.flatMap((g: { winners: { prize: string; teamName: string }[] }) =>
      g.winners.filter((w) => w.prize === 'Best voice assistant').map((w) => w.teamName),
    );
    expect(voiceWinners).toEqual([teams.B!.name]);
  });
});
