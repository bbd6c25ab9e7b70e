// One rubric (issue 23): judges score the edition's criteria, a challenge may override their weights, the
// final score is the weighted mean, and the ranking (winners preview included) uses it. The spec's five
// keep their columns; another rubric is stored by key.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { RubricCriterion } from '@shared/schemas/event-settings';
import { SPEC_RUBRIC } from '@shared/schemas/event-settings';
import { evaluations, events } from '../../db/schema';
import type { TestApp } from '../../test/helpers';
import { currentEventId, FIXTURE_PASSWORD } from '../../test/fixtures';
import { loginAs } from '../../test/helpers';
import { client, createSubmissions, judgingApp, scores } from '../../test/judging';

let t: TestApp;
let admin: string;
let api: ReturnType<typeof client>;
let eventId: number;
beforeAll(async () => {
  ({ t, admin } = await judgingApp());
  api = client(t.app);
  eventId = await currentEventId(t.app);
});
afterAll(() => t.close());

async function setRubric(rubric: RubricCriterion[]) {
  await t.app.db.update(events).set({ rubric }).where(eq(events.id, eventId));
}

const evaluate = (submissionId: number, body: Record<string, number>) =>
  api.send('POST', `/api/submissions/${submissionId}/evaluate`, admin, { status: 'under_review', scores: body });

async function podium() {
  const res = await api.get('/api/admin/winners/ranking', admin);
  expect(res.statusCode).toBe(200);
  return res.json().overall as Array<{ submissionId: number; meanScore: number }>;
}

const editionSlug = async () =>
  (await t.app.db.select({ slug: events.slug }).from(events).where(eq(events.id, eventId)))[0]!.slug;

/** A challenge of the edition weighing `evaluation`; answers its id and address (201 checked). */
async function createChallenge(title: string, evaluation: Array<{ criteria: string; weight: number }>) {
  const res = await api.send('POST', `/api/admin/events/${await editionSlug()}/problems`, admin, {
    title,
    category: 'ai',
    description: `${title}, for the rubric tests.`,
    difficulty: 2,
    prize: '',
    evaluation,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; slug: string };
}

describe('the final score under the rubric', () => {
  it("is the plain average of the five with the spec's equal weights, stored in the five columns", async () => {
    await setRubric(SPEC_RUBRIC);
    const [a] = await createSubmissions(t.app, 1);
    const res = await evaluate(a!.submissionId, { ...scores(6), innovation: 10 });
    expect(res.statusCode).toBe(200);
    expect(res.json().evaluation.average).toBe(6.8);
    const [row] = await t.app.db.select().from(evaluations).where(eq(evaluations.submissionId, a!.submissionId));
    expect(row).toMatchObject({ innovation: 10, impact: 6, scores: null });
    const view = (await api.get(`/api/submissions/${a!.submissionId}/evaluations`, admin)).json();
    expect(view.rubric.map((c: { key: string }) => c.key)).toEqual(SPEC_RUBRIC.map((c) => c.key));
  });

  it('is the weighted mean when the weights differ, and the ranking follows it', async () => {
    await setRubric(SPEC_RUBRIC.map((c) => ({ ...c, weight: c.key === 'innovation' ? 60 : 10 })));
    const [a, b] = await createSubmissions(t.app, 2);
    // a: brilliant idea, weak elsewhere. Plain average 3.6, weighted 6.8. b: 5 everywhere.
    const ra = await evaluate(a!.submissionId, { ...scores(2), innovation: 10 });
    expect(ra.json().evaluation.average).toBe(6.8);
    expect((await evaluate(b!.submissionId, scores(5))).json().evaluation.average).toBe(5);
    const ranked = (await podium()).filter((e) => [a!.submissionId, b!.submissionId].includes(e.submissionId));
    expect(ranked.map((e) => e.submissionId)).toEqual([a!.submissionId, b!.submissionId]);
    expect(ranked[0]!.meanScore).toBe(6.8);
  });
});

describe('another rubric, scored end to end', () => {
  const rubric: RubricCriterion[] = [
    { key: 'impact', name: 'Impact', description: 'Who it helps, and how much', weight: 50 },
    { key: 'craft', name: 'Craft', description: 'How well it is made', weight: 50 },
  ];

  it("refuses the spec's five for it (400 naming scores) and stores its own keys", async () => {
    await setRubric(rubric);
    const [a] = await createSubmissions(t.app, 1);
    const wrong = await evaluate(a!.submissionId, scores(7));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fieldErrors).toEqual({ scores: 'Score every criterion of the rubric: Impact, Craft' });
    const missing = await evaluate(a!.submissionId, { impact: 7 });
    expect(missing.statusCode).toBe(400);

    const view = (await api.get(`/api/submissions/${a!.submissionId}/evaluations`, admin)).json();
    expect(view.rubric).toEqual(rubric);
    const res = await evaluate(a!.submissionId, { impact: 9, craft: 6 });
    expect(res.statusCode).toBe(200);
    expect(res.json().evaluation).toMatchObject({ scores: { impact: 9, craft: 6 }, average: 7.5 });
    const [row] = await t.app.db.select().from(evaluations).where(eq(evaluations.submissionId, a!.submissionId));
    expect(row).toMatchObject({ scores: { impact: 9, craft: 6 }, innovation: null, impact: null });
    const entry = (await podium()).find((e) => e.submissionId === a!.submissionId)!;
    expect(entry.meanScore).toBe(7.5);
  });

  it("weighs a challenge's submissions with the challenge's weights, as its page states", async () => {
    await setRubric(rubric);
    const created = await createChallenge('Accessible Maps', [
      { criteria: 'Impact', weight: 80 },
      { criteria: 'craft', weight: 20 },
    ]);
    const page = (await t.app.inject({ url: `/api/problems/${created.slug}` })).json();
    expect(page.evaluation).toEqual([
      { criteria: 'Impact', weight: 80 },
      { criteria: 'Craft', weight: 20 },
    ]);
    const [a] = await createSubmissions(t.app, 1, { problemId: created.id });
    const view = (await api.get(`/api/submissions/${a!.submissionId}/evaluations`, admin)).json();
    expect(view.rubric.map((c: RubricCriterion) => c.weight)).toEqual([80, 20]);
    const res = await evaluate(a!.submissionId, { impact: 10, craft: 5 });
    expect(res.json().evaluation.average).toBe(9);
    expect((await podium()).find((e) => e.submissionId === a!.submissionId)!.meanScore).toBe(9);
  });
});

describe('a challenge that weighs some of the criteria', () => {
  it('has its projects scored on those alone, with its weights', async () => {
    await setRubric(SPEC_RUBRIC);
    const created = await createChallenge('Two Criteria', [
      { criteria: 'Innovation', weight: 60 },
      { criteria: 'Impact', weight: 40 },
    ]);
    const page = (await t.app.inject({ url: `/api/problems/${created.slug}` })).json();
    expect(page.evaluation).toEqual([
      { criteria: 'Innovation', weight: 60 },
      { criteria: 'Impact', weight: 40 },
    ]);
    const [a] = await createSubmissions(t.app, 1, { problemId: created.id });
    const view = (await api.get(`/api/submissions/${a!.submissionId}/evaluations`, admin)).json();
    expect(view.rubric.map((c: RubricCriterion) => c.key)).toEqual(['innovation', 'impact']);
    expect((await evaluate(a!.submissionId, scores(7))).statusCode).toBe(400);
    const res = await evaluate(a!.submissionId, { innovation: 10, impact: 5 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().evaluation.average).toBe(8);
    expect((await podium()).find((e) => e.submissionId === a!.submissionId)!.meanScore).toBe(8);
  });
});

describe('what the rubric means once judges have scored', () => {
  const rubric: RubricCriterion[] = [
    { key: 'impact', name: 'Impact', description: '', weight: 70 },
    { key: 'craft', name: 'Craft', description: '', weight: 30 },
  ];
  const patchRubric = async (next: RubricCriterion[]) => {
    const slug = await editionSlug();
    const { version } = (await api.get(`/api/events/${slug}`, admin)).json();
    return api.send('PATCH', `/api/admin/events/${slug}`, admin, { rubric: next, version });
  };

  it('shows the weighted mean wherever a mean is shown: the admin list, the team dashboard, the report', async () => {
    await setRubric(rubric);
    const [a] = await createSubmissions(t.app, 1);
    expect((await evaluate(a!.submissionId, { impact: 10, craft: 5 })).json().evaluation.average).toBe(8.5);
    const list = (await api.get('/api/submissions?pageSize=100', admin)).json().items;
    expect(list.find((x: { id: number }) => x.id === a!.submissionId).meanScore).toBe(8.5);
    // The demo shows feedback at once (the spec's dashboard): the team reads its score.
    const leader = await loginAs(t.app, a!.memberEmails[0]!, FIXTURE_PASSWORD);
    const team = (await api.get('/api/teams/current', leader)).json();
    expect(String(team.submissions[0].score)).toBe('8.5');
    const csv = (await api.get('/api/admin/reports/submissions', admin)).body;
    expect(csv.split('\r\n').find((line) => line.startsWith(`${a!.submissionId},`))).toContain(',8.5,');
  });

  it('refuses other criteria or weights (409 naming rubric); names and descriptions still change', async () => {
    await setRubric(rubric);
    const [a] = await createSubmissions(t.app, 1);
    expect((await evaluate(a!.submissionId, { impact: 8, craft: 8 })).statusCode).toBe(200);
    const reweighed = await patchRubric(rubric.map((c) => ({ ...c, weight: 50 })));
    expect(reweighed.statusCode).toBe(409);
    expect(reweighed.json().error).toMatch(/^Judges have already scored \d+ evaluations? with this rubric/);
    expect(Object.keys(reweighed.json().fieldErrors)).toEqual(['rubric']);
    const renamed = await patchRubric(rubric.map((c) => ({ ...c, description: `About ${c.name}` })));
    expect(renamed.statusCode, renamed.body).toBe(200);
  });

  it('refuses new weights for a challenge whose projects are scored (409 naming evaluation)', async () => {
    await setRubric(rubric);
    const { id } = await createChallenge('Scored Weights', [
      { criteria: 'Impact', weight: 60 },
      { criteria: 'Craft', weight: 40 },
    ]);
    const change = () =>
      api.send('PATCH', `/api/admin/problems/${id}`, admin, {
        evaluation: [
          { criteria: 'Impact', weight: 90 },
          { criteria: 'Craft', weight: 10 },
        ],
      });
    // Before any score the weights are free to change.
    expect((await change()).statusCode).toBe(200);
    const [a] = await createSubmissions(t.app, 1, { problemId: id });
    expect((await evaluate(a!.submissionId, { impact: 6, craft: 6 })).statusCode).toBe(200);
    const refused = await api.send('PATCH', `/api/admin/problems/${id}`, admin, {
      evaluation: [
        { criteria: 'Impact', weight: 50 },
        { criteria: 'Craft', weight: 50 },
      ],
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().fieldErrors).toHaveProperty('evaluation');
  });
});
