// What the browser suite needs before its servers start: the built client, the server bundle and the
// seeded demo database its servers copy (e2e/demo-image.ts). `npm test` makes them in a child process
// beside the last API run, which leaves part of the two cores idle (the PostgreSQL run: 18 %), instead of
// after it (docs/decisions/0027-browser-prep-beside-the-api-run.md). Its output goes to a file, printed
// once the API run has ended, so the two runs' lines do not interleave.
//
//   node --import tsx scripts/lib/browser-prep.ts <result file>   (the child; startBrowserPrep runs it)
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeDemoImage, serverArgsFor } from '../../e2e/server-command';
import { ensureServerBundle } from './server-bundle';

export interface BrowserPrep {
  /** Why a step failed; empty when everything is ready. */
  errors: string[];
  /** The server bundle (E2E_SERVER_BUNDLE). */
  bundle?: string;
  /** The seeded demo database's directory (E2E_DEMO_IMAGE). */
  image?: string;
}

const self = fileURLToPath(import.meta.url);

/** Starts the preparation in a child process; the promise ends with it, its output printed first. */
export function startBrowserPrep(results: string): () => Promise<BrowserPrep> {
  const log = path.join(results, 'browser-prep.log');
  const resultFile = path.join(results, 'browser-prep.json');
  fs.rmSync(resultFile, { force: true });
  const out = fs.openSync(log, 'w');
  const child = spawn(process.execPath, ['--import', 'tsx', self, resultFile], {
    stdio: ['ignore', out, out],
    env: process.env,
  });
  fs.closeSync(out);
  const exited = new Promise<number>((resolve) => {
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(1));
  });
  return async () => {
    const code = await exited;
    console.log('\n=== Browser suite: client build, server bundle, demo database ===');
    process.stdout.write(fs.readFileSync(log, 'utf8'));
    if (!fs.existsSync(resultFile)) return { errors: [`browser preparation exited ${code} and wrote no result`] };
    return JSON.parse(fs.readFileSync(resultFile, 'utf8')) as BrowserPrep;
  };
}

async function prepare(): Promise<BrowserPrep> {
  const started = Date.now();
  const errors: string[] = [];
  const build = spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' });
  if (build.status !== 0) errors.push(`npm run build exited ${build.status ?? build.signal}`);
  // The browser suite's servers (ten of them, started together by e2e/servers.ts) run the server bundle
  // that `npm start` runs, built here from the sources as they are (again only if they changed since the
  // last bundle): no TypeScript loader to compile ~300 modules in each (docs/decisions/0023-ci-time.md).
  let bundle: string | undefined;
  try {
    bundle = await ensureServerBundle(path.resolve('.'));
  } catch (err) {
    errors.push(`server bundle failed: ${err instanceof Error ? err.message : String(err)}`);
  }
  let image: string | undefined;
  if (bundle) {
    try {
      image = makeDemoImage(serverArgsFor(bundle));
    } catch (err) {
      errors.push(`demo database image failed: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
  console.log(`Browser suite prepared in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return { errors, bundle, image };
}

if (process.argv[1] === self) {
  const resultFile = process.argv[2];
  if (!resultFile) {
    console.error('usage: browser-prep.ts <result file>');
    process.exit(2);
  }
  const result = await prepare();
  fs.writeFileSync(resultFile, JSON.stringify(result));
}
