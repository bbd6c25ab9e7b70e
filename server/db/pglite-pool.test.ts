// Who gets PGlite's one session next: single statements before queued transactions, without starving
// either kind.
import { describe, expect, it } from 'vitest';
import { SessionGate, SINGLES_BEFORE_A_TRANSACTION } from './pglite-pool';

/** Queues `kinds` behind a holder, releases the holder, and returns the order in which they got the session. */
async function turns(kinds: ('single' | 'transaction')[]): Promise<string[]> {
  const gate = new SessionGate();
  await gate.acquire('transaction');
  const order: string[] = [];
  const all = kinds.map((kind, i) =>
    gate.acquire(kind).then(() => {
      order.push(`${kind} ${i}`);
      gate.release();
    }),
  );
  gate.release();
  await Promise.all(all);
  return order;
}

describe('PGlite session gate', () => {
  it('lets a single statement go before transactions queued earlier', async () => {
    expect(await turns(['transaction', 'transaction', 'single'])).toEqual([
      'single 2',
      'transaction 0',
      'transaction 1',
    ]);
  });

  it('gives a waiting transaction its turn after a run of single statements', async () => {
    const singles = SINGLES_BEFORE_A_TRANSACTION + 4;
    const order = await turns(['transaction', ...Array<'single'>(singles).fill('single')]);
    expect(order.indexOf('transaction 0')).toBe(SINGLES_BEFORE_A_TRANSACTION);
    expect(order).toHaveLength(singles + 1);
  });

  it('hands the session to one holder at a time', async () => {
    const gate = new SessionGate();
    let inside = 0;
    let most = 0;
    await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        await gate.acquire(i % 3 ? 'single' : 'transaction');
        most = Math.max(most, ++inside);
        await new Promise((r) => setImmediate(r));
        inside--;
        gate.release();
      }),
    );
    expect(most).toBe(1);
  });
});
