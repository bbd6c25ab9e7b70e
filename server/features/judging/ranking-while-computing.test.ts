// The admin's ranking right after an evaluation (issue 32: at once, its bootstrap computed off the request
// path). While the bootstrap of the current evaluations computes, a request is answered the quick fit of
// the same evaluations (every one counted: scores and ranks final, the model's own intervals), marked
// `updating`, and admin screens are told over /ws when the full ranking is ready. The ranking thread is
// held by the test (a gate), so the order of events is the test's, not the machine's.
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

const evaluate = async (submissionId: number, n: number) =>
  expect(
    (
      await api.send('POST', `/api/submissions/${submissionId}/evaluate`, admin, {
        status: 'under_review',
        scores: scores(n),
      })
    ).statusCode,
  ).toBe(200);

interface Entry {
  submissionId: number;
  rank: number | null;
  rawMean: number | null;
}
async function ranking() {
  const res = await api.get('/api/admin/judging/ranking', admin);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { updating: boolean; entries: Entry[] };
  return {
    updating: body.updating,
    ranks: new Map(body.entries.map((e) => [e.submissionId, e.rank])),
    means: new Map(body.entries.map((e) => [e.submissionId, e.rawMean])),
  };
}

/** Holds every ranking the thread is asked for until `open()`. */
function holdRankings() {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const real = rankingThread.rank.bind(rankingThread);
  const spy = vi.spyOn(rankingThread, 'rank').mockImplementation((...args) => gate.then(() => real(...args)));
  return {
    open: () => {
      open();
      spy.mockRestore();
    },
  };
}

describe('the admin ranking while its bootstrap computes', () => {
  it('counts the latest evaluation at once, then tells admin screens the full ranking is ready', async () => {
    const [a, b, c] = await createSubmissions(t.app, 3);
    await evaluate(a!.submissionId, 8);
    await evaluate(b!.submissionId, 5);
    await rankingRefreshed(t.app.db, eventId);
    expect((await ranking()).updating).toBe(false);

    const published = vi.spyOn(t.app.live!, 'publish');
    const held = holdRankings();
    await evaluate(c!.submissionId, 3);
    await evaluate(b!.submissionId, 9);
    // The bootstrap cannot have finished (the thread is held), yet both evaluations count.
    const quick = await ranking();
    expect(quick.updating).toBe(true);
    expect([...quick.ranks]).toEqual([
      [b!.submissionId, 1],
      [a!.submissionId, 2],
      [c!.submissionId, 3],
    ]);
    expect(quick.means.get(b!.submissionId)).toBe(9);
    expect(published).not.toHaveBeenCalledWith(expect.objectContaining({ reason: 'ranking' }));

    held.open();
    await rankingRefreshed(t.app.db, eventId);
    await vi.waitFor(() =>
      expect(published).toHaveBeenCalledWith(expect.objectContaining({ reason: 'ranking', eventId })),
    );
    const full = await ranking();
    expect(full.updating).toBe(false);
    expect(full.ranks).toEqual(quick.ranks);
    expect(full.means).toEqual(quick.means);
    published.mockRestore();
  }, 120_000);
});
