// The ranking is computed when its input changes, not when an admin asks (issue 32): after an evaluation
// the bootstrap runs in the background, and the admin's next request is answered from that result, which
// already counts the evaluation. Counted through the thread's calls, so a busy machine cannot change it.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestApp } from '../../test/helpers';
import { currentEventId } from '../../test/fixtures';
import { client, createSubmissions, judgingApp, scores } from '../../test/judging';
import { rankingRefreshed } from './service/ranking-answers';
import { rankingThread } from './service/ranking-thread';

let t: TestApp;
let admin: string;
let api: ReturnType<typeof client>;
let eventId: number;
beforeAll(async () => {
  ({ t, admin } = await judgingApp());
  api = client(t.app);
  eventId = await currentEventId(t.app);
});
afterAll(async () => {
  vi.restoreAllMocks();
  await t.close();
});

const evaluate = (submissionId: number, n: number) =>
  api.send('POST', `/api/submissions/${submissionId}/evaluate`, admin, { status: 'under_review', scores: scores(n) });

/** GET the ranking; answers its entries and how many rankings the request itself had computed. */
async function ranking() {
  const rank = vi.spyOn(rankingThread, 'rank');
  rank.mockClear();
  const res = await api.get('/api/admin/judging/ranking', admin);
  expect(res.statusCode, res.body).toBe(200);
  const computed = rank.mock.calls.length;
  rank.mockRestore();
  return { computed, entries: res.json().entries as Array<{ submissionId: number; rawMean: number; reviews: number }> };
}

describe('the judging ranking after an evaluation', () => {
  it('is ready before the admin asks, and counts every committed evaluation', async () => {
    const [a, b, c] = await createSubmissions(t.app, 3);
    for (const [s, n] of [
      [a!, 8],
      [b!, 5],
      [c!, 3],
    ] as const) {
      expect((await evaluate(s.submissionId, n)).statusCode).toBe(200);
    }
    await rankingRefreshed(t.app.db, eventId);
    const first = await ranking();
    expect(first.computed).toBe(0);
    expect(first.entries.map((e) => [e.submissionId, e.rawMean])).toEqual([
      [a!.submissionId, 8],
      [b!.submissionId, 5],
      [c!.submissionId, 3],
    ]);

    // A changed evaluation: the next answer is the new ranking, again without computing on the request.
    expect((await evaluate(c!.submissionId, 10)).statusCode).toBe(200);
    await rankingRefreshed(t.app.db, eventId);
    const second = await ranking();
    expect(second.computed).toBe(0);
    expect(second.entries[0]).toMatchObject({ submissionId: c!.submissionId, rawMean: 10, reviews: 1 });
  }, 120_000);
});
