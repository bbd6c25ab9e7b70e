// Where a page's main-thread time goes under Lighthouse's mobile preset: the work by kind, by script, and
// the long tasks that make its Total Blocking Time. A profiling aid beside bench/lighthouse.ts (which
// gives the scores), not in `npm run bench`. Serves the existing client build (run `npm run build`).
//   node --import tsx bench/_lighthouse-tasks.ts      LH_PAGES=/about,/bench-bare.html  BENCH_CLIENT_DIST=dist/client
import { withLighthouse } from './_lighthouse-session';

type Items = { items?: Record<string, unknown>[] };

await withLighthouse(async ({ load }) => {
  for (const page of (process.env.LH_PAGES ?? '/about,/bench-bare.html').split(',')) {
    const result = await load(page);
    const audits = result.lhr.audits;
    const score = Math.round((result.lhr.categories.performance?.score ?? 0) * 100);
    console.log(`\n${page}: score ${score}, TBT ${audits['total-blocking-time']?.numericValue?.toFixed(0)} ms`);
    for (const id of ['mainthread-work-breakdown', 'bootup-time', 'long-tasks']) {
      console.log(`  ${id}`);
      for (const item of ((audits[id]?.details as Items | undefined)?.items ?? []).slice(0, 10))
        console.log(`    ${JSON.stringify(item).slice(0, 200)}`);
    }
  }
});
