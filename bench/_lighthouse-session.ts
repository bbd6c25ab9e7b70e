// What the Lighthouse profiling aids (_lighthouse-tasks.ts, _lcp-candidates.ts) share: the client build
// (BENCH_CLIENT_DIST) served by the real server, one headless Chromium, and a performance-only load of a
// page under the mobile preset. bench/lighthouse.ts, the scored bench, sets up its own (ports, categories).
import lighthouse, { type RunnerResult } from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { startWebServer } from './_web-server';

export interface LighthouseSession {
  /** The server's origin, to strip from the URLs a trace names. */
  base: string;
  /** One Lighthouse load of `page` (a path). */
  load: (page: string) => Promise<RunnerResult>;
}

/** Runs `work` with a served build and a browser, and stops both however it ends. */
export async function withLighthouse(work: (session: LighthouseSession) => Promise<void>): Promise<void> {
  const server = await startWebServer(process.env.BENCH_CLIENT_DIST ?? 'dist/client');
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    await work({
      base: server.base,
      load: async (page) => {
        const result = await lighthouse(`${server.base}${page}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
        return result;
      },
    });
  } finally {
    await chrome.kill();
    await server.stop();
  }
}
