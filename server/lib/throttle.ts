// A fixed-window failure counter kept in memory. Login throttling must run before password hashing,
// so it cannot wait for the database; per-instance counts are an accepted approximation.
export class FailureThrottle {
  private hits = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private limit: number,
    private windowMs: number,
  ) {}

  isBlocked(key: string, now = Date.now()): boolean {
    const entry = this.hits.get(key);
    if (!entry) return false;
    if (entry.resetAt <= now) {
      this.hits.delete(key);
      return false;
    }
    return entry.count >= this.limit;
  }

  /** Seconds until the key is allowed again. */
  retryAfter(key: string, now = Date.now()): number {
    const entry = this.hits.get(key);
    return entry ? Math.max(1, Math.ceil((entry.resetAt - now) / 1000)) : 0;
  }

  record(key: string, now = Date.now()): void {
    const entry = this.hits.get(key);
    if (!entry || entry.resetAt <= now) this.hits.set(key, { count: 1, resetAt: now + this.windowMs });
    else entry.count++;
    if (this.hits.size > 50_000) this.sweep(now);
  }

  reset(key: string): void {
    this.hits.delete(key);
  }

  private sweep(now: number) {
    for (const [k, v] of this.hits) if (v.resetAt <= now) this.hits.delete(k);
  }
}
