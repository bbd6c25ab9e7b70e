// Answers checked against their named contract: in a worker where the browser has one, else on the main
// thread, with the same verdict either way; a worker that cannot load never leaves a query waiting.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkContract } from './answer-contracts';
import { publicEventFixture } from '../test/public-event';

// GET /api/event's answer: the public facts with the edition's address, state and zone.
const event = { ...publicEventFixture(), slug: 'test-hack', state: 'current', timeZone: 'UTC' };

type Listener = (e: { data: unknown }) => void;

/** A stand-in for the browser's Worker running answer-check-worker.ts's check, or failing to load. */
function stubWorker(behaviour: 'checks' | 'fails to load') {
  const sent: unknown[] = [];
  class FakeWorker {
    private readonly listeners: Record<string, Listener[]> = {};
    terminated = false;
    addEventListener(type: string, fn: Listener) {
      (this.listeners[type] ??= []).push(fn);
    }
    postMessage(m: { id: number; contract: Parameters<typeof checkContract>[0]; value: unknown }) {
      sent.push(m);
      setTimeout(async () => {
        if (behaviour === 'fails to load') for (const fn of this.listeners.error ?? []) fn({ data: undefined });
        else {
          // Structured data both ways, as postMessage clones it.
          const data = structuredClone({ id: m.id, verdict: await checkContract(m.contract, m.value) });
          for (const fn of this.listeners.message ?? []) fn({ data });
        }
      });
    }
    terminate() {
      this.terminated = true;
    }
  }
  vi.stubGlobal('Worker', FakeWorker);
  return sent;
}

beforeEach(() => {
  // answer-check.ts keeps its worker: each test starts from a fresh module.
  vi.resetModules();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('checking answers by contract', () => {
  it('without a worker, checks on the main thread: parsed data, or the broken fields', async () => {
    const { checkAnswer } = await import('./answer-check');
    const good = await checkAnswer('editionFacts', { ...event, internalNote: 'x' });
    expect(good.ok).toBe(true);
    expect(good.ok && good.data).not.toHaveProperty('internalNote');
    const bad = await checkAnswer('editionFacts', { ...event, teamSizeMax: 'four' });
    expect(bad.ok).toBe(false);
    expect(!bad.ok && bad.issues.map((i) => i.path.join('.'))).toEqual(['teamSizeMax']);
  });

  it('with a worker, sends each answer there and gives every caller its own verdict', async () => {
    const sent = stubWorker('checks');
    const { checkAnswer, checkAnswersInWorker } = await import('./answer-check');
    checkAnswersInWorker(true);
    const [a, b] = await Promise.all([
      checkAnswer('editionFacts', { ...event, name: 'First' }),
      checkAnswer('sessionUser', { nope: true }),
    ]);
    expect(sent).toHaveLength(2);
    expect(a.ok && (a.data as { name: string }).name).toBe('First');
    expect(b.ok).toBe(false);
  });

  it('when the worker cannot load, the waiting answers and later ones are checked here', async () => {
    const sent = stubWorker('fails to load');
    const { checkAnswer, checkAnswersInWorker } = await import('./answer-check');
    checkAnswersInWorker(true);
    const first = await checkAnswer('editionFacts', event);
    expect(first.ok).toBe(true);
    const later = await checkAnswer('editionFacts', { ...event, teamSizeMin: null });
    expect(later.ok).toBe(false);
    // Only the first went to the worker: after its failure nothing is sent there again.
    expect(sent).toHaveLength(1);
  });

  it('on a page with its own zod (a form page opened first), checks here although a worker could run', async () => {
    const sent = stubWorker('checks');
    const { checkAnswer, checkAnswersInWorker } = await import('./answer-check');
    checkAnswersInWorker(false);
    expect((await checkAnswer('editionFacts', event)).ok).toBe(true);
    expect(sent).toHaveLength(0);
  });

  it('a query of a checked answer rejects a broken one with its URL, as the parsed queries do', async () => {
    stubWorker('checks');
    (await import('./answer-check')).checkAnswersInWorker(true);
    vi.stubGlobal('window', { localStorage: { getItem: () => null } });
    vi.stubGlobal('fetch', async () => Response.json([{ id: 1, title: 'no other field' }]));
    const { apiGetChecked, InvalidResponseError } = await import('./api');
    const err = await apiGetChecked('problemCards', '/api/problems').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(InvalidResponseError);
    expect((err as InstanceType<typeof InvalidResponseError>).url).toBe('/api/problems');
  });
});
