// Admin searches of submissions of one or two characters (too short for a trigram index, so they take
// another query shape, server/lib/search.ts) find a submission by its team's name (data:
// server/test/short-search.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { names, shortSearchApp } from '../../test/short-search';

let s: Awaited<ReturnType<typeof shortSearchApp>>;
beforeAll(async () => {
  s = await shortSearchApp();
});
afterAll(() => s.t.close());

describe('searches of submissions of one or two characters', () => {
  it('find submissions by their team name', async () => {
    expect(names(await s.get('/api/submissions?q=ж'))).toEqual(['Team Жар']);
    expect((await s.get('/api/submissions?q=ʬ')).total).toBe(0);
  });
});
