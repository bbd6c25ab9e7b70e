// Which paints Chrome offered as the largest, and when, in Lighthouse's own load of a page (mobile preset):
// a profiling aid beside bench/lighthouse.ts for a page whose LCP lands later than its first paint.
//   node --import tsx bench/_lcp-candidates.ts      LH_PAGES=/  LH_ROUNDS=3  BENCH_CLIENT_DIST=dist/client
import { withLighthouse } from './_lighthouse-session';

type TraceEvent = { name: string; ts: number; cat?: string; args?: { data?: Record<string, unknown>; frame?: string } };

await withLighthouse(async ({ base, load }) => {
  for (let round = 0; round < Number(process.env.LH_ROUNDS ?? 3); round++) {
    for (const page of (process.env.LH_PAGES ?? '/').split(',')) {
      const result = await load(page);
      const events = (result.artifacts as unknown as { Trace: { traceEvents: TraceEvent[] } }).Trace.traceEvents;
      const nav = events.find(
        (e) => e.name === 'navigationStart' && (e.args?.data as { isLoadingMainFrame?: boolean })?.isLoadingMainFrame,
      );
      const t0 = nav?.ts ?? 0;
      const ms = (ts: number) => ((ts - t0) / 1000).toFixed(0).padStart(5);
      const a = result.lhr.audits;
      console.log(
        `\n${page} round ${round + 1}: score ${Math.round((result.lhr.categories.performance?.score ?? 0) * 100)}, FCP ${a['first-contentful-paint']?.numericValue?.toFixed(0)}, LCP ${a['largest-contentful-paint']?.numericValue?.toFixed(0)} (simulated)`,
      );
      // The paints and the requests, in order: Lighthouse's model of a phone counts every request that
      // started before the observed paint as one the paint needed.
      const wanted = /^(firstContentfulPaint|largestContentfulPaint::Candidate|ResourceSendRequest)$/;
      for (const e of events.filter((x) => wanted.test(x.name) && x.ts >= t0).sort((x, y) => x.ts - y.ts)) {
        const d = e.args?.data ?? {};
        const what =
          e.name === 'largestContentfulPaint::Candidate'
            ? `${String(d.type)} size ${String(d.size)} node ${String(d.nodeId)}`
            : e.name === 'ResourceSendRequest'
              ? String(d.url ?? '').replace(base, '')
              : '';
        console.log(`  ${ms(e.ts)} ms  ${e.name} ${what}`);
      }
    }
  }
});
