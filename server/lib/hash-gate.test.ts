import { describe, expect, it } from 'vitest';
import { AppError } from './errors';
import { Gate, HASH_BUSY_MESSAGE, hashGateSize } from './hash-gate';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}
const tick = () => new Promise((r) => setImmediate(r));

describe('Gate', () => {
  it('runs at most maxRunning tasks at once, the others in arrival order', async () => {
    const gate = new Gate(2, 10);
    const started: number[] = [];
    const blockers = Array.from({ length: 5 }, deferred);
    const runs = blockers.map((b, i) =>
      gate.run(async () => {
        started.push(i);
        await b.promise;
        return i;
      }),
    );
    await tick();
    expect(started).toEqual([0, 1]);
    expect(gate.stats).toEqual({ running: 2, waiting: 3 });
    blockers[1]!.resolve();
    await tick();
    expect(started).toEqual([0, 1, 2]);
    for (const b of blockers) b.resolve();
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3, 4]);
    expect(gate.stats).toEqual({ running: 0, waiting: 0 });
  });

  it('answers 503 with Retry-After when the waiting room is full, and frees the slot of a failed task', async () => {
    const gate = new Gate(1, 1);
    const block = deferred();
    const first = gate.run(() => block.promise);
    const second = gate.run(async () => 'second');
    const third = gate.run(async () => 'third');
    await expect(third).rejects.toBeInstanceOf(AppError);
    await expect(third).rejects.toMatchObject({ statusCode: 503, message: HASH_BUSY_MESSAGE, retryAfterSeconds: 5 });
    block.resolve();
    await first;
    expect(await second).toBe('second');
    await expect(gate.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await gate.run(async () => 'after')).toBe('after');
    expect(gate.stats).toEqual({ running: 0, waiting: 0 });
  });

  it('grows at once for waiting tasks, and shrinks as running tasks finish', async () => {
    const gate = new Gate(1, 10);
    const blockers = Array.from({ length: 4 }, deferred);
    const started: number[] = [];
    const runs = blockers.map((b, i) => gate.run(async () => (started.push(i), b.promise)));
    await tick();
    expect(started).toEqual([0]);
    gate.resize(3);
    await tick();
    expect(started).toEqual([0, 1, 2]);
    expect(gate.stats).toEqual({ running: 3, waiting: 1 });
    gate.resize(1);
    blockers[0]!.resolve();
    blockers[1]!.resolve();
    await tick();
    // Two finished, one still runs: at 1 the last waits for it.
    expect(started).toEqual([0, 1, 2]);
    expect(gate.stats).toEqual({ running: 1, waiting: 1 });
    blockers[2]!.resolve();
    await tick();
    expect(started).toEqual([0, 1, 2, 3]);
    blockers[3]!.resolve();
    await Promise.all(runs);
    expect(gate.stats).toEqual({ running: 0, waiting: 0 });
  });
});

describe('hashGateSize', () => {
  it('leaves a core to the embedded database and the event loop, and a pool thread to sign-ins', () => {
    // The 2-core reference machine: one hash at a time on PGlite, two on PostgreSQL.
    expect(hashGateSize(2, 4, true)).toBe(1);
    expect(hashGateSize(2, 4, false)).toBe(2);
    // Never none, and never the whole thread pool.
    expect(hashGateSize(1, 4, true)).toBe(1);
    expect(hashGateSize(8, 4, true)).toBe(3);
    expect(hashGateSize(8, 16, true)).toBe(7);
    expect(hashGateSize(8, 16, false)).toBe(8);
  });
});
