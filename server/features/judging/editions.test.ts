// Judging, submissions and winners are of one edition (DESIGN D13). With the demo data, the archived
// past edition (hackverse-2026: four submissions the demo admin evaluated, published winners) sits
// beside the current one: the current edition's queue, coverage, ranking, readiness and lists never show
// its submissions, `?event=hackverse-2026` shows them, announcing the current winners leaves the past
// ones alone, outcome changes of the archived edition answer 409 naming it, and a judge of the past
// edition only is no judge of the current one (but still reads their past evaluations).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { archivedEditionMessage } from '@shared/schemas/events';
import { evaluations, submissions } from '../../db/schema';
import { PAST_EDITION } from '../../db/seed-data/past-edition';
import { createTestApp, loginAs, type TestApp } from '../../test/helpers';
import { currentEventId, eventIdOf } from '../../test/fixtures';
import { client, createJudge, createSubmissions, scores } from '../../test/judging';

const PAST = PAST_EDITION.slug;
const ARCHIVED = archivedEditionMessage(PAST_EDITION.name);

let t: TestApp;
let api: ReturnType<typeof client>;
let admin: string;
let pastIds: number[];
let currentIds: number[];

const ids = (list: { submissionId: number }[]) => list.map((s) => s.submissionId);

beforeAll(async () => {
  t = await createTestApp({ seedDemo: true });
  api = client(t.app);
  admin = await loginAs(t.app, 'admin@example.com', 'admin12345');
  const of = async (eventId: number) =>
    (await t.app.db.select({ id: submissions.id }).from(submissions).where(eq(submissions.eventId, eventId))).map(
      (s) => s.id,
    );
  pastIds = await of(await eventIdOf(t.app, PAST));
  // Two more of the current edition, so its judging has something to hand out.
  await createSubmissions(t.app, 2);
  currentIds = await of(await currentEventId(t.app));
});
afterAll(() => t.close());

describe('judging of one edition', () => {
  it('the demo data has both: four past submissions, the current ones', () => {
    expect(pastIds).toHaveLength(4);
    expect(currentIds.length).toBeGreaterThan(0);
  });

  it("the current edition's coverage, ranking, readiness and submissions list leave the past edition out", async () => {
    const coverage = (await api.get('/api/admin/judging/coverage', admin)).json();
    expect(ids(coverage.submissions).length).toBeGreaterThan(0);
    for (const id of ids(coverage.submissions)) expect(currentIds).toContain(id);

    const ranking = (await api.get('/api/admin/judging/ranking', admin)).json();
    for (const id of ids(ranking.entries)) expect(currentIds).toContain(id);

    const preview = (await api.get('/api/admin/winners/ranking', admin)).json();
    for (const id of ids(preview.overall)) expect(currentIds).toContain(id);

    const readiness = (await api.get('/api/admin/winners/readiness', admin)).json();
    for (const w of readiness.warnings as { submissionIds: number[] }[]) {
      for (const id of w.submissionIds) expect(pastIds).not.toContain(id);
    }

    const listed = (await api.get('/api/submissions?pageSize=100', admin)).json();
    expect(listed.items.map((s: { id: number }) => s.id).sort()).toEqual([...currentIds].sort());
  });

  it('?event=hackverse-2026 shows the past edition: its ranking, coverage, submissions and winners preview', async () => {
    const ranking = (await api.get(`/api/admin/judging/ranking?event=${PAST}`, admin)).json();
    expect(ids(ranking.entries).sort()).toEqual([...pastIds].sort());
    expect(ranking.entries.every((e: { reviews: number }) => e.reviews === 1)).toBe(true);

    const coverage = (await api.get(`/api/admin/judging/coverage?event=${PAST}`, admin)).json();
    expect(ids(coverage.submissions).sort()).toEqual([...pastIds].sort());
    expect(coverage.settings.state).toBe('closed');

    const listed = (await api.get(`/api/submissions?event=${PAST}`, admin)).json();
    expect(listed.items.map((s: { id: number }) => s.id).sort()).toEqual([...pastIds].sort());

    const preview = (await api.get(`/api/admin/winners/ranking?event=${PAST}`, admin)).json();
    expect(preview.overall[0].teamName).toBe('Lambda Llamas');
    expect(preview.publishedAt).not.toBeNull();

    expect((await api.get('/api/admin/judging/ranking?event=no-such-edition', admin)).statusCode).toBe(404);
  });

  it("a judge of the current edition is handed only the current edition's submissions", async () => {
    const opened = await api.send('PATCH', '/api/admin/judging/settings', admin, { state: 'open', force: true });
    expect(opened.statusCode).toBe(200);
    const judge = await createJudge(t.app);
    const handed = await api.send('POST', '/api/judge/next', judge.token, { count: 5 });
    expect(handed.statusCode).toBe(200);
    const got = ids(handed.json().assigned);
    expect(got.length).toBeGreaterThan(0);
    for (const id of got) expect(currentIds).toContain(id);
    const queue = (await api.get('/api/judge/queue', judge.token)).json();
    for (const id of ids(queue.held)) expect(currentIds).toContain(id);
    // A past submission is not theirs to open, even by its id.
    expect((await api.get(`/api/judge/submissions/${pastIds[0]}`, judge.token)).statusCode).toBe(404);
    const teams = (await api.get('/api/judge/teams', judge.token)).json();
    expect(teams.teams.map((x: { name: string }) => x.name)).not.toContain('Lambda Llamas');
  });

  it('outcome changes of the archived edition answer 409 naming it', async () => {
    const evaluated = await api.send('POST', `/api/submissions/${pastIds[0]}/evaluate`, admin, {
      status: 'accepted',
      scores: scores(9),
      notes: '',
    });
    expect(evaluated.statusCode).toBe(409);
    expect(evaluated.json().error).toBe(ARCHIVED);

    const settings = await api.send('PATCH', `/api/admin/judging/settings?event=${PAST}`, admin, {
      state: 'open',
      force: true,
    });
    expect(settings.statusCode).toBe(409);
    expect(settings.json().error).toBe(ARCHIVED);

    const announce = await api.send('POST', `/api/admin/winners/announce?event=${PAST}`, admin, {
      expectedOverall: [],
      acknowledgeWarnings: true,
    });
    expect(announce.statusCode).toBe(409);
    expect(announce.json().error).toBe(ARCHIVED);

    // The demo judge judged both editions: reading the past one works, changing it does not.
    const judge = await loginAs(t.app, 'judge@example.com', 'judge12345');
    expect((await api.get(`/api/judge/queue?event=${PAST}`, judge)).statusCode).toBe(200);
    const next = await api.send('POST', `/api/judge/next?event=${PAST}`, judge, { count: 1 });
    expect(next.statusCode).toBe(409);
    expect(next.json().error).toBe(ARCHIVED);
    const review = await api.send('PUT', `/api/judge/submissions/${pastIds[0]}/evaluation?event=${PAST}`, judge, {
      scores: scores(5),
      notes: '',
    });
    expect(review.statusCode).toBe(409);
    expect(review.json().error).toBe(ARCHIVED);
  });

  it('a judge of the past edition only is 403 on the current edition, and still reads their past evaluations', async () => {
    const pastId = await eventIdOf(t.app, PAST);
    const judge = await createJudge(t.app, { eventId: pastId });
    await t.app.db.insert(evaluations).values({ submissionId: pastIds[0]!, judgeId: judge.id, ...scores(6) });
    for (const url of ['/api/judge/queue', '/api/judge/profile', '/api/judge/evaluations']) {
      expect((await api.get(url, judge.token)).statusCode, url).toBe(403);
    }
    expect((await api.send('POST', '/api/judge/next', judge.token, { count: 1 })).statusCode).toBe(403);
    const mine = await api.get(`/api/judge/evaluations?event=${PAST}`, judge.token);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ state: 'closed', canRevise: false });
    expect(ids(mine.json().evaluations)).toEqual([pastIds[0]]);
  });

  it("announcing the current edition's winners leaves the past edition's winners as they were", async () => {
    const preview = (await api.get('/api/admin/winners/ranking', admin)).json();
    expect(preview.overall.length).toBeGreaterThan(0);
    const announced = await api.send('POST', '/api/admin/winners/announce', admin, {
      expectedOverall: ids(preview.overall),
      acknowledgeWarnings: true,
    });
    expect(announced.statusCode).toBe(200);

    const current = (await t.app.inject({ url: '/api/winners' })).json();
    expect(current.overall.map((w: { teamName: string }) => w.teamName)).toEqual(
      preview.overall.slice(0, current.overall.length).map((e: { teamName: string }) => e.teamName),
    );
    const past = (await t.app.inject({ url: `/api/events/${PAST}/winners` })).json();
    expect(past.overall[0].teamName).toBe('Lambda Llamas');
    expect(past.overall).toHaveLength(3);
  });
});
