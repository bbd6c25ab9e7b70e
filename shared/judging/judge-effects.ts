// The judge-effects model behind the ranking (see docs/decisions/0002-judging-ranking.md):
//
//   y = a_j + b_j · q_s + e,   e ~ N(0, v_j)
//
// y is a review's score standardised over all reviews, q_s the submission's quality (mean 0, sd 1 over
// the reviewed submissions), a_j the judge's leniency, b_j their scale and v_j their noise. It is fitted
// by alternating (weighted, regularised) least squares. Each judge's review counts by b_j² / v_j, so a
// judge whose scores do not follow everyone else's (careless: b_j near 0, large v_j) carries little
// weight. Priors, written as pseudo-reviews, keep judges with one or two reviews near the average judge.

export interface EffectsData {
  nSubmissions: number;
  nJudges: number;
  /** Per review: submission index, judge index, standardised score. */
  sub: readonly number[];
  judge: readonly number[];
  y: readonly number[];
}

export interface EffectsOptions {
  iterations?: number;
  /** Pseudo-reviews pulling a judge's leniency towards the average judge's. */
  leniencyPrior?: number;
  /** Pseudo-reviews pulling a judge's scale towards the average judge's. */
  scalePrior?: number;
  /** Pseudo-reviews pulling a judge's noise towards the pooled noise. */
  noisePrior?: number;
  /** Noise variance assumed before any data (standardised units), worth 3 reviews. Default 0.15. */
  typicalNoise?: number;
  /** false: every review counts the same (v_j fixed to the pooled value). */
  weighted?: boolean;
  /** Start from a previous fit of the same design (the bootstrap refits warm). */
  warm?: EffectsFit;
}

export interface EffectsFit {
  /** Quality estimate per submission (mean 0, sd 1 over submissions). */
  q: Float64Array;
  /** Precision of each q (Σ b²/v over its reviews + 1 for the prior), in the same units. */
  precision: Float64Array;
  a: Float64Array;
  b: Float64Array;
  v: Float64Array;
  /** Covariance of each judge's (a_j, b_j) given the qualities, in units of v_j. */
  cov: { aa: Float64Array; ab: Float64Array; bb: Float64Array };
}

const MIN_VARIANCE = 1e-3;

export function fitJudgeEffects(data: EffectsData, opts: EffectsOptions = {}): EffectsFit {
  const { nSubmissions: nS, nJudges: nJ, sub, judge, y } = data;
  const iterations = opts.iterations ?? 30;
  const ka = opts.leniencyPrior ?? 1;
  const kb = opts.scalePrior ?? 10;
  const kv = opts.noisePrior ?? 5;
  const weighted = opts.weighted ?? true;
  const typical = opts.typicalNoise ?? 0.15;
  const k0 = 3;
  const nR = y.length;

  const q = new Float64Array(nS);
  const precision = new Float64Array(nS);
  const a = new Float64Array(nJ);
  const b = new Float64Array(nJ);
  const v = new Float64Array(nJ).fill(1);
  const nj = new Float64Array(nJ);
  const counts = new Float64Array(nS);
  for (let r = 0; r < nR; r++) {
    nj[judge[r]]++;
    counts[sub[r]]++;
  }

  if (opts.warm) {
    q.set(opts.warm.q);
    a.set(opts.warm.a);
    b.set(opts.warm.b);
    v.set(opts.warm.v);
    precision.set(opts.warm.precision);
  } else {
    // Start from each submission's mean of judge-centred scores (per-judge centring removes leniency).
    const judgeSum = new Float64Array(nJ);
    for (let r = 0; r < nR; r++) judgeSum[judge[r]] += y[r];
    for (let r = 0; r < nR; r++) q[sub[r]] += y[r] - judgeSum[judge[r]] / nj[judge[r]];
    for (let s = 0; s < nS; s++) q[s] = counts[s] > 0 ? q[s] / counts[s] : 0;
    standardise(q, null);
  }

  const Sq = new Float64Array(nJ);
  const Sqq = new Float64Array(nJ);
  const Sy = new Float64Array(nJ);
  const Sqy = new Float64Array(nJ);
  const rss = new Float64Array(nJ);
  const lev = new Float64Array(nJ);
  const i11 = new Float64Array(nJ);
  const i12 = new Float64Array(nJ);
  const i22 = new Float64Array(nJ);
  const num = new Float64Array(nS);
  for (let it = 0; it < iterations; it++) {
    // Judge step: ridge regression of each judge's scores on the current qualities.
    Sq.fill(0);
    Sqq.fill(0);
    Sy.fill(0);
    Sqy.fill(0);
    for (let r = 0; r < nR; r++) {
      const j = judge[r];
      const qs = q[sub[r]];
      Sq[j] += qs;
      Sqq[j] += qs * qs;
      Sy[j] += y[r];
      Sqy[j] += qs * y[r];
    }
    // The prior centre for every judge's scale is the average judge's: the pooled within-judge slope at
    // the first pass, then the review-weighted mean of the fitted scales.
    let b0num = 0;
    let b0den = 0;
    for (let j = 0; j < nJ; j++) {
      if (nj[j] === 0) continue;
      if (it === 0 && !opts.warm) {
        b0num += Sqy[j] - (Sq[j] * Sy[j]) / nj[j];
        b0den += Sqq[j] - (Sq[j] * Sq[j]) / nj[j];
      } else {
        b0num += nj[j] * b[j];
        b0den += nj[j];
      }
    }
    const b0 = Math.max(b0den > 1e-9 ? b0num / b0den : 0.5, 0.05);
    for (let j = 0; j < nJ; j++) {
      // Minimise Σ (y − a − b q)² + ka a² + kb (b − b0)²: a 2×2 linear system.
      const m11 = nj[j] + ka;
      const m12 = Sq[j];
      const m22 = Sqq[j] + kb;
      const r1 = Sy[j];
      const r2 = Sqy[j] + kb * b0;
      const det = m11 * m22 - m12 * m12;
      let bj = (m11 * r2 - m12 * r1) / det;
      let aj = (r1 - m12 * bj) / m11;
      // Effective number of parameters of this judge's fit (trace of the ridge hat matrix), and the
      // inverse of the system, which is the covariance of (a_j, b_j) in units of v_j.
      lev[j] = (m22 * nj[j] - 2 * m12 * m12 + m11 * Sqq[j]) / det;
      i11[j] = m22 / det;
      i12[j] = -m12 / det;
      i22[j] = m11 / det;
      if (!(bj > 0)) {
        // A judge who scores against everyone else gets no say rather than a reversed one.
        bj = 0;
        aj = r1 / m11;
        lev[j] = nj[j] / m11;
        i11[j] = 1 / m11;
        i12[j] = 0;
        i22[j] = 0;
      }
      a[j] = aj;
      b[j] = bj;
    }
    // Noise: residuals understate it, since each review also fitted its submission's quality and its
    // judge's two effects. Residuals are divided by the degrees of freedom left (reviews minus the
    // leverage of every fitted effect, shared out by reviews), which keeps the uncertainty honest with
    // three reviews per submission.
    rss.fill(0);
    let pooled = 0;
    let leverage = 0;
    for (let r = 0; r < nR; r++) {
      const j = judge[r];
      const s = sub[r];
      const e = y[r] - a[j] - b[j] * q[s];
      rss[j] += e * e;
      pooled += e * e;
      leverage += precision[s] > 0 ? Math.min((b[j] * b[j]) / v[j] / precision[s], 1) : 1 / (1 + counts[s]);
    }
    for (let j = 0; j < nJ; j++) leverage += lev[j];
    const dofShare = Math.max(nR - leverage, 0) / Math.max(nR, 1);
    // Pooled noise, with a few pseudo-reviews of typical noise so that a tiny event is not overconfident.
    const v0 = (pooled + k0 * typical) / (nR * dofShare + k0);
    for (let j = 0; j < nJ; j++) {
      const vj = weighted ? (rss[j] + kv * v0) / (nj[j] * dofShare + kv) : v0;
      v[j] = Math.max(vj, MIN_VARIANCE);
    }

    // Submission step: precision-weighted mean of what each review says about q, with a N(0, 1) prior.
    num.fill(0);
    precision.fill(1);
    for (let r = 0; r < nR; r++) {
      const j = judge[r];
      num[sub[r]] += (b[j] / v[j]) * (y[r] - a[j]);
      precision[sub[r]] += (b[j] * b[j]) / v[j];
    }
    for (let s = 0; s < nS; s++) q[s] = num[s] / precision[s];
    standardise(q, precision);
  }
  return { q, precision, a, b, v, cov: { aa: i11, ab: i12, bb: i22 } };
}

/** Centre q and scale it to sd 1 (keeping the precisions in the same units). */
export function standardise(q: Float64Array, precision: Float64Array | null): void {
  const n = q.length;
  if (n === 0) return;
  let m = 0;
  for (let s = 0; s < n; s++) m += q[s];
  m /= n;
  let ss = 0;
  for (let s = 0; s < n; s++) ss += (q[s] - m) * (q[s] - m);
  const sd = Math.sqrt(ss / n);
  const scale = sd > 1e-9 ? sd : 1;
  for (let s = 0; s < n; s++) q[s] = (q[s] - m) / scale;
  if (precision) for (let s = 0; s < n; s++) precision[s] *= scale * scale;
}
