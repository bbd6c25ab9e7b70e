// The home page's sections below the hero appear one per task, in page order, once started: never all in
// the task that starts them (one long task is what Lighthouse counted against the page), never out of order.
import { describe, expect, it } from 'vitest';
import { createRevealQueue } from './deferred-sections';

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the reveal queue', () => {
  it('shows one more section per task until all are shown, and tells its listeners each time', async () => {
    const queue = createRevealQueue();
    const seen: number[] = [];
    queue.subscribe(() => seen.push(queue.count()));
    queue.start(3);
    expect(queue.count()).toBe(0);
    for (const want of [1, 2, 3, 3]) {
      await nextTask();
      expect(queue.count()).toBe(want);
    }
    expect(seen).toEqual([1, 2, 3]);
    queue.start(9); // a second start changes nothing
    await nextTask();
    expect(queue.count()).toBe(3);
  });

  it('stops when the page goes away', async () => {
    const queue = createRevealQueue();
    queue.start(5);
    await nextTask();
    queue.stop();
    await nextTask();
    await nextTask();
    expect(queue.count()).toBe(1);
  });
});
