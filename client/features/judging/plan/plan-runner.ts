// Runs the judging plan off the main thread: in a web worker where the browser has them, otherwise (and
// in tests) one simulated event per macrotask, so input and painting go on between events. Either way
// each finished event updates the forecast, and a new input aborts the run in progress.
import { planJudging, type JudgingPlan, type PlanInput } from '@shared/judging';
import { mergePlans } from './plan-merge';

export type PlanRequest = { input: Omit<PlanInput, 'seeds'>; seeds: number[] };
export type PlanMessage = { kind: 'event'; plan: JudgingPlan } | { kind: 'error'; message: string } | { kind: 'done' };

export interface PlanProgress {
  /** The forecast over the events simulated so far. */
  plan: JudgingPlan;
  done: number;
  total: number;
}

/** Seeds 1..n: the same inputs always give the same forecast. */
export const planSeeds = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

function abortError(): Error {
  return new DOMException('The plan was replaced by a newer one', 'AbortError');
}

function runInWorker(
  request: PlanRequest,
  onProgress: (p: PlanProgress) => void,
  signal: AbortSignal,
): Promise<JudgingPlan> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./plan-worker.ts', import.meta.url), { type: 'module' });
    let plan: JudgingPlan | null = null;
    let done = 0;
    const stop = () => {
      worker.terminate();
      reject(abortError());
    };
    signal.addEventListener('abort', stop, { once: true });
    const finish = () => {
      signal.removeEventListener('abort', stop);
      worker.terminate();
    };
    worker.onmessage = (e: MessageEvent<PlanMessage>) => {
      const m = e.data;
      if (m.kind === 'event') {
        plan = mergePlans(plan, m.plan);
        done += 1;
        onProgress({ plan, done, total: request.seeds.length });
      } else if (m.kind === 'error') {
        finish();
        reject(new Error(m.message));
      } else {
        finish();
        if (plan) resolve(plan);
        else reject(new Error('The simulation produced no events'));
      }
    };
    worker.onerror = (e) => {
      finish();
      reject(new Error(e.message || 'The simulation failed'));
    };
    worker.postMessage(request);
  });
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function runInChunks(
  request: PlanRequest,
  onProgress: (p: PlanProgress) => void,
  signal: AbortSignal,
): Promise<JudgingPlan> {
  let plan: JudgingPlan | null = null;
  let done = 0;
  for (const seed of request.seeds) {
    await nextTask();
    if (signal.aborted) throw abortError();
    plan = mergePlans(plan, planJudging({ ...request.input, seeds: [seed] }));
    done += 1;
    onProgress({ plan, done, total: request.seeds.length });
  }
  if (!plan) throw new Error('The simulation produced no events');
  return plan;
}

/** Simulates `events` seeded events of this input, reporting the running forecast after each one. */
export function runPlan(
  input: Omit<PlanInput, 'seeds'>,
  events: number,
  onProgress: (p: PlanProgress) => void,
  signal: AbortSignal,
  { useWorker = typeof Worker !== 'undefined' } = {},
): Promise<JudgingPlan> {
  const request: PlanRequest = { input, seeds: planSeeds(events) };
  return useWorker ? runInWorker(request, onProgress, signal) : runInChunks(request, onProgress, signal);
}
