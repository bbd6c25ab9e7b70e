// The admin's ranking is kept while its input is unchanged (issue 32: answered at once), and never outlives
// a change of it, whoever makes it: each change below is written straight to the database, as a script or
// an operator would, with no route to start a new ranking. The database's own triggers announce it
// (drizzle/0034_judging_notify.sql), so the next request reads the new input.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SPEC_RUBRIC } from '@shared/schemas/event-settings';
import { evaluations, events, judgeConflicts, judgingSettings, submissions, teams, users } from '../../db/schema';
import type { TestApp } from '../../test/helpers';
import { currentEventId } from '../../test/fixtures';
import { ADMIN, client, createSubmissions, judgingApp, scores } from '../../test/judging';
import { rankingRefreshed } from './service/ranking-answers';

let t: TestApp;
let admin: string;
let adminId: number;
let api: ReturnType<typeof client>;
let eventId: number;
let subs: { teamId: number; submissionId: number }[];
beforeAll(async () => {
  ({ t, admin } = await judgingApp());
  api = client(t.app);
  eventId = await currentEventId(t.app);
  const [row] = await t.app.db.select({ id: users.id }).from(users).where(eq(users.email, ADMIN.email));
  adminId = row!.id;
  subs = await createSubmissions(t.app, 3);
  for (const [i, s] of subs.entries()) {
    const res = await api.send('POST', `/api/submissions/${s.submissionId}/evaluate`, admin, {
      status: 'under_review',
      scores: scores(8 - 2 * i),
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  await rankingRefreshed(t.app.db, eventId);
});
afterAll(async () => {
  vi.restoreAllMocks();
  await t.close();
});

interface Ranking {
  updating: boolean;
  targetReviews: number;
  entries: { submissionId: number; teamName: string; rawMean: number | null; reviews: number; belowTarget: boolean }[];
  judges: { judgeId: number; name: string }[];
}
async function ranking(): Promise<Ranking> {
  const res = await api.get('/api/admin/judging/ranking', admin);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const entry = (r: Ranking, submissionId: number) => r.entries.find((e) => e.submissionId === submissionId);

describe('the kept judging ranking', () => {
  it('is answered without reading the database again while nothing changed', async () => {
    await ranking();
    const select = vi.spyOn(t.app.db, 'select');
    const again = await ranking();
    expect(select).not.toHaveBeenCalled();
    select.mockRestore();
    expect(again.updating).toBe(false);
    expect(again.entries.map((e) => e.rawMean)).toEqual([8, 6, 4]);
  });

  it('answers a changed evaluation, team name, judge name, target, rubric, conflict and submission status', async () => {
    const [a, b, c] = subs as [(typeof subs)[0], (typeof subs)[0], (typeof subs)[0]];
    await ranking();

    await t.app.db
      .update(evaluations)
      .set({ ...scores(10), score: 10 })
      .where(and(eq(evaluations.submissionId, c.submissionId), eq(evaluations.judgeId, adminId)));
    expect(entry(await ranking(), c.submissionId)?.rawMean).toBe(10);

    await t.app.db.update(teams).set({ name: 'Renamed By Script' }).where(eq(teams.id, a.teamId));
    expect(entry(await ranking(), a.submissionId)?.teamName).toBe('Renamed By Script');

    await t.app.db.update(users).set({ name: 'Organizer Renamed' }).where(eq(users.id, adminId));
    expect((await ranking()).judges.find((j) => j.judgeId === adminId)?.name).toBe('Organizer Renamed');

    await t.app.db.update(judgingSettings).set({ targetReviews: 1 }).where(eq(judgingSettings.eventId, eventId));
    const target = await ranking();
    expect(target.targetReviews).toBe(1);
    expect(target.entries.every((e) => !e.belowTarget)).toBe(true);

    // Every weight on innovation: b's scores are all 6 but innovation, set to 1 here.
    await t.app.db
      .update(evaluations)
      .set({ innovation: 1 })
      .where(and(eq(evaluations.submissionId, b.submissionId), eq(evaluations.judgeId, adminId)));
    expect(entry(await ranking(), b.submissionId)?.rawMean).toBe(5);
    await t.app.db
      .update(events)
      .set({ rubric: SPEC_RUBRIC.map((r) => ({ ...r, weight: r.key === 'innovation' ? 100 : 0 })) })
      .where(eq(events.id, eventId));
    expect(entry(await ranking(), b.submissionId)?.rawMean).toBe(1);

    await t.app.db.insert(judgeConflicts).values({ judgeId: adminId, teamId: a.teamId, source: 'admin', reason: 'x' });
    expect(entry(await ranking(), a.submissionId)?.reviews).toBe(0);

    await t.app.db.update(submissions).set({ status: 'rejected' }).where(eq(submissions.id, c.submissionId));
    expect(entry(await ranking(), c.submissionId)).toBeUndefined();
  }, 120_000);
});
