// The short version of the mentoring bench (bench/mentoring.ts): a claim reaches every socket of the
// requester's team quickly, and no socket receives a frame about another team's request.
import { describe, expect, it } from 'vitest';
import { onPostgres } from '../../test/helpers';
import { helpFanout, pct } from '../../test/help-fanout';

describe('help queue fan-out', () => {
  it('30 waiting teams, 90 sockets, 10 mentors claiming at once: every claim arrives, no strays', async () => {
    const r = await helpFanout({ requests: 30, mentors: 10, sockets: 90, instances: 1, rounds: 2 });
    expect(r.claims).toBe(20);
    expect(r.latencies).toHaveLength(20 * 3);
    expect(r.strays).toBe(0);
    // Every socket got its claim (a missing one fails helpFanout after 20 s); the bound here is loose
    // because the claims and the sockets share a loaded 2-core machine: the bench
    // (bench/mentoring.ts) reports the figures at event size against the 250 ms target.
    expect(pct(r.latencies, 0.99)).toBeLessThan(10_000);
  }, 120_000);

  it.skipIf(!onPostgres)(
    'across two instances on PostgreSQL too',
    async () => {
      const r = await helpFanout({ requests: 20, mentors: 10, sockets: 60, instances: 2, rounds: 2 });
      expect(r.claims).toBe(20);
      expect(r.strays).toBe(0);
      expect(pct(r.latencies, 0.99)).toBeLessThan(2000);
    },
    120_000,
  );
});
