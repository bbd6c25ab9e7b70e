// `npm test`: the whole suite. Unit and API tests (vitest), then the browser suite (Playwright in
// Debian's Chromium against the built app). Ends with one plain 'N passed, N failed' line for CI.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { RunReport } from './lib/run-reporter';
import { chromiumPath } from './lib/chromium-path';
import { databaseTestFiles } from './lib/database-tests';
import { ensureServerBundle } from './lib/server-bundle';

const results = path.resolve('test-results');
fs.mkdirSync(results, { recursive: true });
const only = process.argv[2]; // 'unit' | 'e2e' | undefined
const run = (cmd: string, args: string[], env: NodeJS.ProcessEnv = {}) =>
  spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;

let passed = 0;
let failed = 0;
let skipped = 0;
/** Why a step failed without a failed test; printed at the end, where CI's tail shows it. */
const brokenBecause: string[] = [];
const broke = (why: string) => brokenBecause.push(why);
// CI shows only the tail of the log: the names of failed tests are repeated beside the count, and so
// are the names of tests that passed only on their retry (CI retries a failed test once, vitest and
// Playwright alike), so a flaky test is visible without failing the run.
const failures: string[] = [];
const flaky: string[] = [];
const retries = process.env.CI ? ['--retry=1'] : [];
/** Each phase's wall time, printed above the last line (issue 32 asks where CI's minutes go). */
const phases: string[] = [];
function timed<T>(label: string, step: () => T): T {
  const start = performance.now();
  try {
    return step();
  } finally {
    phases.push(`${label} ${((performance.now() - start) / 1000).toFixed(0)} s`);
  }
}

// The API suite runs on in-memory PGlite, and again on PostgreSQL when TEST_DATABASE_URL is set: there,
// the server's test files whose outcome can depend on it (scripts/lib/database-tests.ts); the others run
// the same code on both runs.
function vitest(label: string, args: string[], env: NodeJS.ProcessEnv) {
  const out = path.join(results, `vitest-${label}.json`);
  const reportOut = path.join(results, `vitest-${label}-run.json`);
  fs.rmSync(out, { force: true });
  fs.rmSync(reportOut, { force: true });
  console.log(`\n=== Unit and API tests on ${label} ===`);
  const code = timed(label, () =>
    run(
      process.execPath,
      [
        'node_modules/vitest/vitest.mjs',
        'run',
        '--reporter=default',
        '--reporter=json',
        '--reporter=./scripts/lib/run-reporter.ts',
        `--outputFile.json=${out}`,
        ...retries,
        ...args,
      ],
      { ...env, FLAKY_REPORT: reportOut },
    ),
  );
  const report: RunReport | undefined = fs.existsSync(reportOut)
    ? JSON.parse(fs.readFileSync(reportOut, 'utf8'))
    : undefined;
  if (report) flaky.push(...report.flaky.map((f) => `${label}: ${f}`));
  if (fs.existsSync(out)) {
    const r = JSON.parse(fs.readFileSync(out, 'utf8'));
    passed += r.numPassedTests;
    failed += r.numFailedTests;
    skipped += r.numPendingTests + (r.numTodoTests ?? 0);
    for (const file of r.testResults ?? [])
      for (const t of file.assertionResults ?? [])
        if (t.status === 'failed') failures.push(`${label}: ${path.relative('.', file.name)} › ${t.fullName}`);
    if (code !== 0 && r.numFailedTests === 0) {
      const why = [
        ...(report?.unhandled ?? []).map((e) => `error outside any test: ${e}`),
        ...(report?.brokenFiles ?? []).map((f) => `file did not run: ${f}`),
      ];
      broke(`vitest on ${label} exited ${code} with no failed test${why.length ? '' : ' (no reason recorded)'}`);
      brokenBecause.push(...why.map((w) => `    ${w}`));
    }
  } else if (code !== 0) broke(`vitest on ${label} exited ${code} and wrote no report`);
}

if (only !== 'e2e') {
  vitest('PGlite', [], { TEST_DATABASE_URL: '' });
  if (process.env.TEST_DATABASE_URL) vitest('PostgreSQL', databaseTestFiles(path.resolve('.')), {});
}

if (only !== 'unit') {
  const chromium = chromiumPath();
  if (!fs.existsSync(chromium)) {
    const msg = `Chromium not found at ${chromium}. Install it with: apt-get install -y chromium chromium-headless-shell (or set CHROMIUM_PATH).`;
    if (process.env.CI) {
      console.error(`\nBROWSER SUITE CANNOT RUN: ${msg}\n`);
      broke(`browser suite: ${msg}`);
    } else {
      console.warn(
        `\n${'!'.repeat(72)}\n!! BROWSER SUITE SKIPPED: ${msg}\n!! CI requires it; this local run does not.\n${'!'.repeat(72)}\n`,
      );
    }
  } else {
    const buildCode = timed('build', () => run('npm', ['run', 'build', '--silent']));
    // The browser suite's servers (ten of them, started together by e2e/servers.ts) run the server bundle
    // that `npm start` runs, built here from the sources as they are (again only if they changed since the last bundle):
    // no TypeScript loader to compile ~300 modules in each (docs/decisions/0023-ci-time.md).
    let bundle: string | undefined;
    try {
      bundle = await ensureServerBundle(path.resolve('.'));
    } catch (err) {
      broke(`server bundle failed: ${err instanceof Error ? err.message : String(err)}`);
    }
    if (buildCode !== 0) broke(`npm run build exited ${buildCode}`);
    else if (bundle) {
      const out = path.join(results, 'playwright.json');
      fs.rmSync(out, { force: true });
      const code = timed('browser', () =>
        run(process.execPath, ['node_modules/@playwright/test/cli.js', 'test', '--reporter=list,json'], {
          PLAYWRIGHT_JSON_OUTPUT_NAME: out,
          E2E_SERVER_BUNDLE: bundle,
        }),
      );
      if (fs.existsSync(out)) {
        const json = JSON.parse(fs.readFileSync(out, 'utf8'));
        const s = json.stats;
        passed += s.expected + (s.flaky ?? 0);
        failed += s.unexpected;
        skipped += s.skipped;
        if (code !== 0 && s.unexpected === 0) {
          // Errors outside a test (a web server that would not start or stop, a global setup).
          const errors = ((json.errors ?? []) as { message?: string }[]).map(
            (e) => `    ${(e.message ?? '').split('\n').filter(Boolean).slice(0, 3).join(' | ')}`,
          );
          broke(`Playwright exited ${code} with no failed test${errors.length ? '' : ' (no error recorded)'}`);
          brokenBecause.push(...errors);
        }
        const suites = json.suites ?? [];
        failures.push(...specsWith(suites, 'unexpected'));
        flaky.push(...specsWith(suites, 'flaky'));
      } else if (code !== 0) broke(`Playwright exited ${code} and wrote no report`);
    }
  }
}

if (flaky.length) console.warn(`\nPassed only on retry (flaky):\n${flaky.map((f) => `  ~ ${f}`).join('\n')}`);
if (failures.length) console.error(`\nFailed:\n${failures.map((f) => `  ✘ ${f}`).join('\n')}`);
if (brokenBecause.length)
  console.error(`\nA test step could not run:\n${brokenBecause.map((b) => `  ! ${b}`).join('\n')}`);
if (phases.length) console.log(`\nPhases: ${phases.join(', ')}`);
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 || brokenBecause.length ? 1 : 0);

interface PwSuite {
  file?: string;
  specs?: { title: string; file: string; tests: { projectName: string; status: string }[] }[];
  suites?: PwSuite[];
}
// Playwright's JSON nests suites by file and describe; a test's status is 'unexpected' when it failed,
// 'flaky' when it passed on a retry.
function specsWith(suites: PwSuite[], status: 'unexpected' | 'flaky'): string[] {
  return suites.flatMap((s) => [
    ...(s.specs ?? []).flatMap((spec) =>
      spec.tests
        .filter((t) => t.status === status)
        .map((t) => `browser [${t.projectName}]: ${spec.file} › ${spec.title}`),
    ),
    ...specsWith(s.suites ?? [], status),
  ]);
}
