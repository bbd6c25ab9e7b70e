import { defineConfig } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FIRST_RUN_ADMIN } from './e2e/first-run-admin';
import { fromDemoImage, serverArgs } from './e2e/server-command';
import { chromiumPath } from './scripts/lib/chromium-path';

// One fresh embedded database per run; workers inherit the variable from the runner process.
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'hackathon-e2e-'));
// The editions spec makes another edition current, which every other spec would notice: it gets a
// server and a database of its own.
process.env.E2E_EDITIONS_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'hackathon-e2e-editions-'));
// The phase walk-through moves its server's clock (TEST_CLOCK) and archives its edition: a third server.
process.env.E2E_PHASES_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'hackathon-e2e-phases-'));
// Announcing winners moves an edition to its results (submissions close): the admin's announce test gets a
// server of its own (the judging walk-through takes its winners back off at once), so no other spec finds
// the demo's submissions closed.
process.env.E2E_WINNERS_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'hackathon-e2e-winners-'));
// The phone judge reviews the demo's projects (they go under review, so /submit no longer offers the form).
process.env.E2E_JUDGE_PHONE_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'hackathon-e2e-judge-phone-'));
// The judging walk-through's judge works through the whole queue, which on the shared server holds every
// project the other specs submit (40 rounds, past its time limit), and its admin announces the winners:
// a server of its own. It followed the phone judge on theirs, as a second phase of the run that began only
// once every other test had ended, with one worker idle (docs/decisions/0023-ci-time.md).
process.env.E2E_JUDGING_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'hackathon-e2e-judging-'));
// People's Choice publishes its result with the winners (the edition moves to its results): its own server.
process.env.E2E_VOTING_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'hackathon-e2e-voting-'));
// Mentoring (issue 34): its requests move the demo edition's help queue (positions, waits, a mentor's
// holds), which no other spec should find changed: a server of its own.
process.env.E2E_MENTORING_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'hackathon-e2e-mentoring-'));
// People own their data (issue 35): its spec moves the server's clock past a deletion's grace period and
// erases accounts, which no other spec should find gone: a server of its own.
process.env.E2E_PRIVACY_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'hackathon-e2e-privacy-'));
// A production start: no demo data, no edition, one admin from ADMIN_EMAIL (issue 31's first minutes).
process.env.E2E_FIRST_RUN_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'hackathon-e2e-first-run-'));
const port = Number(process.env.E2E_PORT ?? 4310);
const editionsPort = port + 1;
export const baseURL = `http://localhost:${port}`;
const editionsBaseURL = `http://localhost:${editionsPort}`;
const phasesPort = port + 2;
const phasesBaseURL = `http://localhost:${phasesPort}`;
const winnersPort = port + 3;
const judgePhonePort = port + 4;
const firstRunPort = port + 5;
const votingPort = port + 6;
const mentoringPort = port + 7;
const privacyPort = port + 8;
const judgingPort = port + 9;
/** e2e/servers.ts answers here once every server answers. */
const serversPort = port + 10;

/**
 * The run's seeded demo database (e2e/demo-image.ts): made once, by a server's own start, before the
 * servers start; each server that seeds the demo starts from a copy of it instead of running initdb, the
 * migrations and the seed (seven did, at once). Made in the runner only: its workers inherit the variable.
 */
function demoImage(): string {
  if (!process.env.E2E_DEMO_IMAGE) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hackathon-e2e-image-'));
    const made = spawnSync(process.execPath, ['--import', 'tsx', 'e2e/demo-image.ts', dir, ...serverArgs], {
      stdio: 'inherit',
    });
    if (made.status !== 0) throw new Error(`e2e/demo-image.ts exited ${made.status ?? made.signal}`);
    process.env.E2E_DEMO_IMAGE = dir;
  }
  return process.env.E2E_DEMO_IMAGE;
}

/** One server's environment (e2e/servers.ts starts it with the suite's server command). */
function server(onPort: number, dataDir: string, env: Record<string, string> = {}): Record<string, string> {
  const url = `http://localhost:${onPort}`;
  // A data directory still empty (this run's new one, before its server started) starts as the image. The
  // runner starts the servers; its workers load this file too (TEST_WORKER_INDEX set), and two of them
  // copying into the directory of a project the run left out met each other's files (EEXIST).
  if (!process.env.TEST_WORKER_INDEX && env.SEED_DEMO !== 'false' && fs.readdirSync(dataDir).length === 0) {
    demoImage();
    fromDemoImage(dataDir);
  }
  return {
    PORT: String(onPort),
    DATA_DIR: dataDir,
    PUBLIC_URL: url,
    DATABASE_URL: '',
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'test',
    // POST /api/test/clock: the phase walk-through moves the server's clock instead of sleeping.
    TEST_CLOCK: 'true',
    ...env,
  };
}

// Each project's server (by port). `--project` runs start only the servers of the projects they run and
// of those projects' dependencies: a one-project run no longer waits for six embedded databases.
const servers = {
  app: () => server(port, process.env.E2E_DATA_DIR!),
  editions: () => server(editionsPort, process.env.E2E_EDITIONS_DATA_DIR!),
  phases: () => server(phasesPort, process.env.E2E_PHASES_DATA_DIR!),
  winners: () => server(winnersPort, process.env.E2E_WINNERS_DATA_DIR!),
  'judge-phone': () => server(judgePhonePort, process.env.E2E_JUDGE_PHONE_DATA_DIR!),
  voting: () => server(votingPort, process.env.E2E_VOTING_DATA_DIR!),
  mentoring: () => server(mentoringPort, process.env.E2E_MENTORING_DATA_DIR!),
  privacy: () => server(privacyPort, process.env.E2E_PRIVACY_DATA_DIR!),
  judging: () => server(judgingPort, process.env.E2E_JUDGING_DATA_DIR!),
  'first-run': () =>
    server(firstRunPort, process.env.E2E_FIRST_RUN_DATA_DIR!, {
      SEED_DEMO: 'false',
      ADMIN_EMAIL: FIRST_RUN_ADMIN.email,
      ADMIN_PASSWORD: FIRST_RUN_ADMIN.password,
    }),
};
type ServerName = keyof typeof servers;
/** The project names given with --project (either form), or none: every project. */
function projectsAsked(): string[] {
  const argv = process.argv;
  return argv.flatMap((arg, i) =>
    arg.startsWith('--project=')
      ? [arg.slice('--project='.length)]
      : arg === '--project' && argv[i + 1]
        ? [argv[i + 1]!]
        : [],
  );
}

/**
 * One command that starts the servers of the projects asked for together (e2e/servers.ts) and answers on
 * its own port once every one answers: Playwright starts the entries of a `webServer` list one after
 * another, each once the one before answered (ten servers, the first test 59 s into the phase).
 */
function serversFor(projects: string[]) {
  const names = projects.length
    ? [...new Set(projects.filter((p): p is ServerName => p in servers))]
    : (Object.keys(servers) as ServerName[]);
  const list = names.map((name) => ({ name, env: servers[name]() }));
  return {
    command: 'node --import tsx e2e/servers.ts',
    url: `http://localhost:${serversPort}/`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
    // The launcher stops its servers on SIGTERM (each finishes its requests and closes its database).
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 15_000 },
    env: { E2E_SERVERS: JSON.stringify(list), E2E_SERVERS_PORT: String(serversPort) },
  };
}

export default defineConfig({
  testDir: './e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  use: {
    baseURL,
    // In CI a failed test runs again, and that retry records the trace: recording every test (retain on
    // failure) was about a quarter of the browser suite's CPU (docs/decisions/0023-ci-time.md). A local
    // run has no retry, so it keeps recording each test and the failed ones' traces.
    // Still frames, except where the motion is what a spec checks (public-pages.spec.ts turns it back on):
    // a page with an endless animation (the home page's shapes, marquee and glow, the news ticker) keeps
    // headless Chromium drawing 60 frames a second in software, about 0.9 s of CPU a second at 1366 px
    // against 0.03 s still (docs/decisions/0023-ci-time.md, 'Fifth session').
    reducedMotion: 'reduce',
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-quic',
        '--no-first-run',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  // Listed in the order their tests are handed out: the projects of one long serial file each first, the
  // app's many files last, so the two workers end together instead of one finishing a long file alone.
  projects: [
    { name: 'first-run', testMatch: /first-run\.spec\.ts/, use: { baseURL: `http://localhost:${firstRunPort}` } },
    { name: 'judging', testMatch: /judging\.spec\.ts/, use: { baseURL: `http://localhost:${judgingPort}` } },
    { name: 'phases', testMatch: /phases\.spec\.ts/, use: { baseURL: phasesBaseURL } },
    { name: 'privacy', testMatch: /privacy\.spec\.ts/, use: { baseURL: `http://localhost:${privacyPort}` } },
    {
      name: 'mentoring',
      testMatch: /mentoring\.spec\.ts/,
      use: { baseURL: `http://localhost:${mentoringPort}` },
    },
    { name: 'voting', testMatch: /peoples-choice\.spec\.ts/, use: { baseURL: `http://localhost:${votingPort}` } },
    { name: 'editions', testMatch: /editions\.spec\.ts/, use: { baseURL: editionsBaseURL } },
    { name: 'winners', testMatch: /winners\.spec\.ts/, use: { baseURL: `http://localhost:${winnersPort}` } },
    {
      name: 'judge-phone',
      testMatch: /judge-phone\.spec\.ts/,
      use: { baseURL: `http://localhost:${judgePhonePort}` },
    },
    {
      name: 'app',
      testIgnore: /(editions|phases|winners|judge-phone|judging|first-run|peoples-choice|mentoring|privacy)\.spec\.ts/,
    },
  ],
  webServer: serversFor(projectsAsked()),
});
