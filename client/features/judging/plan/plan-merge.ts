// The judging plan runs one simulated event at a time (so the screen can show progress and stay
// responsive); this folds the per-event plans into one, as planJudging would have over all the seeds.
import type { Forecast, JudgingPlan } from '@shared/judging';

const FORECAST_KEYS = ['tau', 'top3', 'top5', 'top3Overlap', 'top5Overlap'] as const;

function weighted(a: Forecast, wa: number, b: Forecast, wb: number): Forecast {
  const out = {} as Forecast;
  for (const k of FORECAST_KEYS) out[k] = (a[k] * wa + b[k] * wb) / (wa + wb);
  return out;
}

/** Combines plans of the same input over disjoint seeds: the forecasts average, weighted by events. */
export function mergePlans(a: JudgingPlan | null, b: JudgingPlan): JudgingPlan {
  if (!a) return b;
  return {
    ...b,
    events: a.events + b.events,
    ours: weighted(a.ours, a.events, b.ours, b.events),
    raw: weighted(a.raw, a.events, b.raw, b.events),
  };
}
