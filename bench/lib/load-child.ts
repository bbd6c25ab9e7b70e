// The load generator of bench/http.ts, in a process of its own so that its CPU is not the server's:
// receives {url, headers, connections, seconds} over IPC, runs autocannon, answers with its counts.
import autocannon from 'autocannon';

export interface LoadRequest {
  url: string;
  headers?: Record<string, string>;
  connections: number;
  seconds: number;
}

export interface LoadResult {
  requests: number;
  non2xx: number;
  errors: number;
  seconds: number;
  /** Latency percentiles of the answers, ms (bench/pins.ts). */
  p50: number;
  p99: number;
}

process.on('message', async (req: LoadRequest) => {
  const t0 = performance.now();
  const r = await autocannon({
    url: req.url,
    headers: req.headers,
    connections: req.connections,
    duration: req.seconds,
  });
  const result: LoadResult = {
    requests: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
    seconds: (performance.now() - t0) / 1000,
    p50: r.latency.p50,
    p99: r.latency.p99,
  };
  process.send!(result);
});
