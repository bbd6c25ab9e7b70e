// Answers checked against their shared schema off the main thread. Every query's answer is parsed by its
// contract (api.ts), but zod and the schemas cost a phone ~200 ms of script evaluation and parsing before
// a public page can take input. The answers a public page reads as it starts are checked in a worker by
// contract name (answer-contracts.ts), so the main thread loads neither zod nor a schema for them. Only
// when the page opened first has no zod of its own (routes.ts, checksInWorker): a page with a form has
// zod on its thread already, and a worker would download it a second time. Where no worker runs (that
// case, tests, an old browser, a worker that failed to load), the same check runs here, on contracts
// loaded on first need: the verdict is the same either way.
import type { z } from 'zod';
import { checkContract, type AnswerContracts, type ContractName, type Verdict } from './answer-contracts';

export type { ContractName } from './answer-contracts';
export type ContractOutput<C extends ContractName> = z.output<AnswerContracts[C]>;

type Pending = { contract: ContractName; value: unknown; resolve: (v: Verdict) => void };

let worker: Worker | null | undefined;
let workerWanted = false;
let nextId = 0;
const pending = new Map<number, Pending>();

/**
 * Whether answers are checked in a worker: decided at boot by the page opened first (main.tsx). A wanted
 * worker starts at once, so its script downloads while the app renders and asks for its first answers.
 */
export function checkAnswersInWorker(wanted: boolean): void {
  workerWanted = wanted;
  if (wanted) checker();
}

/** The checking worker, started on first need; null where none is wanted or can run. */
function checker(): Worker | null {
  if (worker !== undefined) return worker;
  try {
    worker =
      !workerWanted || typeof Worker === 'undefined'
        ? null
        : new Worker(new URL('./answer-check-worker.ts', import.meta.url), { type: 'module' });
  } catch {
    worker = null;
  }
  worker?.addEventListener('message', (e: MessageEvent<{ id: number; verdict: Verdict }>) => {
    const p = pending.get(e.data.id);
    pending.delete(e.data.id);
    p?.resolve(e.data.verdict);
  });
  // A worker that cannot load (a blocked script, a network error): check here from now on, the waiting too.
  worker?.addEventListener('error', () => {
    worker?.terminate();
    worker = null;
    const waiting = [...pending.values()];
    pending.clear();
    for (const p of waiting) void checkContract(p.contract, p.value).then(p.resolve);
  });
  return worker;
}

/** Checks an answer against its contract: the parsed answer, or the issues that break it. */
export function checkAnswer(contract: ContractName, value: unknown): Promise<Verdict> {
  const w = checker();
  if (!w) return checkContract(contract, value);
  return new Promise((resolve) => {
    const id = nextId++;
    pending.set(id, { contract, value, resolve });
    w.postMessage({ id, contract, value });
  });
}
