// Where a page's main-thread time goes under Lighthouse's mobile preset: the work by kind, by script, and
// the long tasks that make its Total Blocking Time. A profiling aid beside bench/lighthouse.ts (which
// gives the scores), not in `npm run bench`. Serves the existing client build (run `npm run build`).
//   node --import tsx bench/_lighthouse-tasks.ts      LH_PAGES=/about,/bench-bare.html  BENCH_CLIENT_DIST=dist/client
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { startWebServer } from './_web-server';

type Items = { items?: Record<string, unknown>[] };

const server = await startWebServer(process.env.BENCH_CLIENT_DIST ?? 'dist/client');
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  for (const page of (process.env.LH_PAGES ?? '/about,/bench-bare.html').split(',')) {
    const result = await lighthouse(`${server.base}${page}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
    const audits = result.lhr.audits;
    const score = Math.round((result.lhr.categories.performance?.score ?? 0) * 100);
    console.log(`\n${page}: score ${score}, TBT ${audits['total-blocking-time']?.numericValue?.toFixed(0)} ms`);
    for (const id of ['mainthread-work-breakdown', 'bootup-time', 'long-tasks']) {
      console.log(`  ${id}`);
      for (const item of ((audits[id]?.details as Items | undefined)?.items ?? []).slice(0, 10))
        console.log(`    ${JSON.stringify(item).slice(0, 200)}`);
    }
  }
} finally {
  await chrome.kill();
  await server.stop();
}
