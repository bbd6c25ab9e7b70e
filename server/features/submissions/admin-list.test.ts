// The admin list of submissions: team, challenge, date, GitHub link, status and mean score; search, filter.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, loginAs, type TestApp } from '../../test/helpers';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ seedDemo: true });
  admin = await loginAs(t.app, 'admin@example.com', 'admin12345');
});
afterAll(() => t.close());

const get = (url: string, token = admin) => t.app.inject({ url, headers: bearer(token) });

describe('GET /api/submissions', () => {
  it('lists team, challenge, date, GitHub link, status and mean score', async () => {
    const body = (await get('/api/submissions')).json();
    expect(body.total).toBe(2);
    const busters = body.items.find((s: { teamName: string }) => s.teamName === 'Byte Busters');
    // Seed: one evaluation 8, 7, 6, 7, 9 → 7.4
    expect(busters).toMatchObject({
      status: 'under_review',
      meanScore: 7.4,
      evaluationCount: 1,
      githubUrl: 'https://github.com/byte-busters/ballot-chain',
    });
    expect(busters.problemTitle).toBeTruthy();
    const crusaders = body.items.find((s: { teamName: string }) => s.teamName === 'Code Crusaders');
    expect(crusaders).toMatchObject({ status: 'submitted', meanScore: null, evaluationCount: 0 });
    expect((await get('/api/submissions?q=ballot')).json().items).toHaveLength(1);
    expect((await get('/api/submissions?q=nothing-like-this')).json()).toMatchObject({ items: [], total: 0 });
    expect(
      (await get('/api/submissions?status=submitted'))
        .json()
        .items.every((s: { status: string }) => s.status === 'submitted'),
    ).toBe(true);
  });
});
