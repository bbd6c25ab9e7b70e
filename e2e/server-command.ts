// How the browser suite starts a server: `npm test` runs the bundle it has just built from the sources
// (E2E_SERVER_BUNDLE, scripts/test.ts), with no TypeScript loader to compile ~300 modules in each start;
// a bare `playwright test` runs the sources, so it never meets a stale bundle. e2e/servers.ts starts the
// suite's servers with it, and so does the live spec's restarted server.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const serverArgsFor = (bundle: string | undefined): string[] =>
  bundle ? ['--enable-source-maps', bundle] : ['--import', 'tsx', 'server/index.ts'];

export const serverArgs: string[] = serverArgsFor(process.env.E2E_SERVER_BUNDLE);

/**
 * Makes the run's seeded demo database (e2e/demo-image.ts) with the given server command, and returns its
 * directory. playwright.config.ts makes it before its servers start, unless `npm test` made it already,
 * beside the API tests on PostgreSQL (scripts/lib/browser-prep.ts), and gave it as E2E_DEMO_IMAGE.
 */
export function makeDemoImage(args: string[] = serverArgs): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hackathon-e2e-image-'));
  const made = spawnSync(process.execPath, ['--import', 'tsx', 'e2e/demo-image.ts', dir, ...args], {
    stdio: 'inherit',
  });
  if (made.status !== 0) throw new Error(`e2e/demo-image.ts exited ${made.status ?? made.signal}`);
  return dir;
}

/**
 * Fills an empty data directory with the run's seeded demo database (E2E_DEMO_IMAGE, made once by the
 * runner: e2e/demo-image.ts), so a server started on it skips initdb, the migrations and the seed. Without
 * an image (a run with no server seeding the demo) the directory stays empty and the server builds it.
 */
export function fromDemoImage(dataDir: string): void {
  const image = process.env.E2E_DEMO_IMAGE;
  if (image && fs.readdirSync(dataDir).length === 0) fs.cpSync(image, dataDir, { recursive: true });
}
