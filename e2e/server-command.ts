// How the browser suite starts a server: `npm test` runs the bundle it has just built from the sources
// (E2E_SERVER_BUNDLE, scripts/test.ts), with no TypeScript loader to compile ~300 modules in each start;
// a bare `playwright test` runs the sources, so it never meets a stale bundle. e2e/servers.ts starts the
// suite's servers with it, and so does the live spec's restarted server.
import fs from 'node:fs';

export const serverArgs: string[] = process.env.E2E_SERVER_BUNDLE
  ? ['--enable-source-maps', process.env.E2E_SERVER_BUNDLE]
  : ['--import', 'tsx', 'server/index.ts'];

/**
 * Fills an empty data directory with the run's seeded demo database (E2E_DEMO_IMAGE, made once by the
 * runner: e2e/demo-image.ts), so a server started on it skips initdb, the migrations and the seed. Without
 * an image (a run with no server seeding the demo) the directory stays empty and the server builds it.
 */
export function fromDemoImage(dataDir: string): void {
  const image = process.env.E2E_DEMO_IMAGE;
  if (image && fs.readdirSync(dataDir).length === 0) fs.cpSync(image, dataDir, { recursive: true });
}
