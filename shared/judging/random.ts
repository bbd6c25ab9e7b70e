// A small seeded random source for the bootstrap and the simulator. Results must be the same on the
// server and in the browser for the same seed, so nothing here touches Math.random.

/** Identifier of a submission or a judge: database ids are numbers, tests may use strings. */
export type Id = string | number;

/** mulberry32: a 32-bit generator, fast and good enough for simulation (not for secrets). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Standard normal (Box–Muller; the second value of each pair is kept for the next call). */
  normal(): number;
  /** Uniform in [lo, hi). */
  uniform(lo: number, hi: number): number;
  /** Integer in [0, n). */
  int(n: number): number;
  /** Fisher–Yates shuffle of a copy. */
  shuffle<T>(items: readonly T[]): T[];
}

export function createRng(seed: number): Rng {
  const next = mulberry32(seed);
  let spare: number | null = null;
  const rng: Rng = {
    next,
    normal() {
      if (spare !== null) {
        const s = spare;
        spare = null;
        return s;
      }
      let u = next();
      while (u <= Number.EPSILON) u = next();
      const r = Math.sqrt(-2 * Math.log(u));
      const theta = 2 * Math.PI * next();
      spare = r * Math.sin(theta);
      return r * Math.cos(theta);
    },
    uniform: (lo, hi) => lo + (hi - lo) * next(),
    int: (n) => Math.floor(next() * n),
    shuffle(items) {
      const out = items.slice();
      for (let i = out.length - 1; i > 0; i--) {
        const k = Math.floor(next() * (i + 1));
        [out[i], out[k]] = [out[k], out[i]];
      }
      return out;
    },
  };
  return rng;
}

/** A stable 32-bit hash of a few values (FNV-1a over strings, a multiply-xorshift mix for integers). */
export function hash32(...parts: (string | number)[]): number {
  let h = 0x811c9dc5;
  for (const part of parts) {
    if (typeof part === 'number' && Number.isSafeInteger(part)) {
      h = Math.imul(h ^ (part | 0), 0x01000193);
      h = Math.imul(h ^ Math.floor(part / 4294967296), 0x5bd1e995);
      h ^= h >>> 15;
    } else {
      const text = String(part);
      for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
      h = Math.imul(h ^ 0xff, 0x01000193);
    }
  }
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** Orders ids the same way everywhere: numbers numerically, then strings. */
export function compareIds(a: Id, b: Id): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'number') return -1;
  if (typeof b === 'number') return 1;
  return a < b ? -1 : a > b ? 1 : 0;
}
