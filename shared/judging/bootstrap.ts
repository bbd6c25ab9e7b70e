// Uncertainty of the judge-effects fit by a seeded parametric bootstrap. Each replicate draws a
// plausible true quality around every estimate and plausible judges around the fitted ones (leniency
// and scale within their own uncertainty), lets them score the same design again with their noise,
// refits and records the estimation error. The RMS error per submission is its
// standard error: it covers the noise of the few reviews a submission has *and* the uncertainty of the
// judges' corrections, and it stays honest for a submission with a single review (resampling its
// reviews would give a zero-width interval there). The same seed always gives the same answer.
import { fitJudgeEffects, standardise, type EffectsData, type EffectsFit, type EffectsOptions } from './judge-effects';
import { createRng } from './random';

export function bootstrapStandardErrors(
  data: EffectsData,
  fit: EffectsFit,
  replicates: number,
  seed: number,
  opts: EffectsOptions = {},
): Float64Array {
  const nS = data.nSubmissions;
  const rng = createRng(seed);
  const sumSq = new Float64Array(nS);
  const truth = new Float64Array(nS);
  const y = new Array<number>(data.y.length);
  const sd = Array.from(fit.v, Math.sqrt);
  const a = new Float64Array(data.nJudges);
  const b = new Float64Array(data.nJudges);
  for (let rep = 0; rep < replicates; rep++) {
    for (let s = 0; s < nS; s++) truth[s] = fit.q[s] + rng.normal() / Math.sqrt(fit.precision[s]);
    standardise(truth, null);
    for (let j = 0; j < data.nJudges; j++) {
      // (a, b) ~ N(fit, v_j · cov_j), drawn through the Cholesky factor of the 2 × 2 covariance.
      const l11 = Math.sqrt(fit.v[j] * fit.cov.aa[j]);
      const l21 = l11 > 0 ? (fit.v[j] * fit.cov.ab[j]) / l11 : 0;
      const l22 = Math.sqrt(Math.max(fit.v[j] * fit.cov.bb[j] - l21 * l21, 0));
      const z1 = rng.normal();
      const z2 = rng.normal();
      a[j] = fit.a[j] + l11 * z1;
      b[j] = Math.max(fit.b[j] + l21 * z1 + l22 * z2, 0);
    }
    for (let r = 0; r < y.length; r++) {
      const j = data.judge[r];
      y[r] = a[j] + b[j] * truth[data.sub[r]] + sd[j] * rng.normal();
    }
    const refit = fitJudgeEffects({ ...data, y }, { ...opts, warm: fit, iterations: 8 });
    for (let s = 0; s < nS; s++) {
      const e = refit.q[s] - truth[s];
      sumSq[s] += e * e;
    }
  }
  const se = new Float64Array(nS);
  for (let s = 0; s < nS; s++) se[s] = Math.sqrt(sumSq[s] / Math.max(replicates, 1));
  return se;
}
