// Web worker of the judging plan: simulates one event per seed and posts each event's plan as it is
// done, so the admin's page never freezes while a few thousand reviews are simulated and ranked.
import { planJudging, type PlanInput } from '@shared/judging';
import type { PlanRequest, PlanMessage } from './plan-runner';

self.onmessage = (e: MessageEvent<PlanRequest>) => {
  const { input, seeds } = e.data;
  for (const seed of seeds) {
    let message: PlanMessage;
    try {
      message = { kind: 'event', plan: planJudging({ ...(input as PlanInput), seeds: [seed] }) };
    } catch (err) {
      message = { kind: 'error', message: err instanceof Error ? err.message : String(err) };
    }
    self.postMessage(message);
    if (message.kind === 'error') return;
  }
  self.postMessage({ kind: 'done' } satisfies PlanMessage);
};
