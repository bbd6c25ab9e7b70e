// Runs the plan for the current inputs: waits until typing pauses, aborts the run the inputs replaced,
// and exposes the running forecast (events done of total) and any failure.
import { useEffect, useState } from 'react';
import type { JudgingPlan, PlanInput } from '@shared/judging';
import { runPlan } from './plan-runner';

const DEBOUNCE_MS = 350;

export interface PlanState {
  plan: JudgingPlan | null;
  done: number;
  total: number;
  running: boolean;
  error: string | null;
}

export function useJudgingPlan(input: Omit<PlanInput, 'seeds'> | null, events: number): PlanState {
  const [state, setState] = useState<PlanState>({ plan: null, done: 0, total: events, running: false, error: null });
  const key = input ? JSON.stringify(input) : null;
  useEffect(() => {
    if (!key) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setState({ plan: null, done: 0, total: events, running: true, error: null });
      runPlan(
        JSON.parse(key) as Omit<PlanInput, 'seeds'>,
        events,
        (p) => setState({ plan: p.plan, done: p.done, total: p.total, running: p.done < p.total, error: null }),
        controller.signal,
      ).catch((err: unknown) => {
        if (controller.signal.aborted) return;
        setState((s) => ({ ...s, running: false, error: err instanceof Error ? err.message : String(err) }));
      });
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key, events]);
  return state;
}
