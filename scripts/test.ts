// `npm test`: the whole suite. Unit and API tests (vitest), then the browser suite (Playwright in
// Debian's Chromium against the built app). Ends with one plain 'N passed, N failed' line for CI.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const results = path.resolve('test-results');
fs.mkdirSync(results, { recursive: true });
const only = process.argv[2]; // 'unit' | 'e2e' | undefined
const run = (cmd: string, args: string[], env: NodeJS.ProcessEnv = {}) =>
  spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;

let passed = 0;
let failed = 0;
let skipped = 0;
let broken = false;
// CI shows only the tail of the log: the names of failed tests are repeated beside the count, and so
// are the names of tests that passed only on their retry (CI retries a failed test once, vitest and
// Playwright alike), so a flaky test is visible without failing the run.
const failures: string[] = [];
const flaky: string[] = [];
const retries = process.env.CI ? ['--retry=1'] : [];

// The API suite runs on in-memory PGlite, and again on PostgreSQL when TEST_DATABASE_URL is set.
function vitest(label: string, args: string[], env: NodeJS.ProcessEnv) {
  const out = path.join(results, `vitest-${label}.json`);
  const flakyOut = path.join(results, `vitest-${label}-flaky.json`);
  fs.rmSync(out, { force: true });
  fs.rmSync(flakyOut, { force: true });
  console.log(`\n=== Unit and API tests on ${label} ===`);
  const code = run(
    process.execPath,
    [
      'node_modules/vitest/vitest.mjs',
      'run',
      '--reporter=default',
      '--reporter=json',
      '--reporter=./scripts/lib/flaky-reporter.ts',
      `--outputFile.json=${out}`,
      ...retries,
      ...args,
    ],
    { ...env, FLAKY_REPORT: flakyOut },
  );
  if (fs.existsSync(flakyOut))
    flaky.push(...(JSON.parse(fs.readFileSync(flakyOut, 'utf8')) as string[]).map((f) => `${label}: ${f}`));
  if (fs.existsSync(out)) {
    const r = JSON.parse(fs.readFileSync(out, 'utf8'));
    passed += r.numPassedTests;
    failed += r.numFailedTests;
    skipped += r.numPendingTests + (r.numTodoTests ?? 0);
    for (const file of r.testResults ?? [])
      for (const t of file.assertionResults ?? [])
        if (t.status === 'failed') failures.push(`${label}: ${path.relative('.', file.name)} › ${t.fullName}`);
    if (code !== 0 && r.numFailedTests === 0) broken = true; // a suite failed to load
  } else if (code !== 0) broken = true;
}

if (only !== 'e2e') {
  vitest('PGlite', [], { TEST_DATABASE_URL: '' });
  if (process.env.TEST_DATABASE_URL) vitest('PostgreSQL', ['server'], {});
}

if (only !== 'unit') {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!fs.existsSync(chromium)) {
    const msg = `Chromium not found at ${chromium}. Install it with: apt-get install -y chromium (or set CHROMIUM_PATH).`;
    if (process.env.CI) {
      console.error(`\nBROWSER SUITE CANNOT RUN: ${msg}\n`);
      broken = true;
    } else {
      console.warn(
        `\n${'!'.repeat(72)}\n!! BROWSER SUITE SKIPPED: ${msg}\n!! CI requires it; this local run does not.\n${'!'.repeat(72)}\n`,
      );
    }
  } else {
    const buildCode = run('npm', ['run', 'build', '--silent']);
    if (buildCode !== 0) broken = true;
    else {
      const out = path.join(results, 'playwright.json');
      fs.rmSync(out, { force: true });
      const code = run(process.execPath, ['node_modules/@playwright/test/cli.js', 'test', '--reporter=list,json'], {
        PLAYWRIGHT_JSON_OUTPUT_NAME: out,
      });
      if (fs.existsSync(out)) {
        const s = JSON.parse(fs.readFileSync(out, 'utf8')).stats;
        passed += s.expected + (s.flaky ?? 0);
        failed += s.unexpected;
        skipped += s.skipped;
        if (code !== 0 && s.unexpected === 0) broken = true;
        const suites = JSON.parse(fs.readFileSync(out, 'utf8')).suites ?? [];
        failures.push(...specsWith(suites, 'unexpected'));
        flaky.push(...specsWith(suites, 'flaky'));
      } else if (code !== 0) broken = true;
    }
  }
}

if (flaky.length) console.warn(`\nPassed only on retry (flaky):\n${flaky.map((f) => `  ~ ${f}`).join('\n')}`);
if (failures.length) console.error(`\nFailed:\n${failures.map((f) => `  ✘ ${f}`).join('\n')}`);
if (broken) console.error('\nA test step could not run (see above).');
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 || broken ? 1 : 0);

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
