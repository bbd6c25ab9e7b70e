import { defineConfig } from 'vitest/config';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/**
 * Test files that must run in a process of their own (docs/decisions/0023-ci-time.md): they replace a
 * module with vi.mock (the app's other modules must import the mock, not a copy another file loaded) or
 * stub globals (client tests: window, fetch, Worker).
 */
const ISOLATED = [
  'eslint-rules/**/*.test.ts',
  'scripts/**/*.test.ts',
  'shared/**/*.test.ts',
  'client/**/*.test.ts',
  'server/features/auth/login-limits.test.ts',
  'server/features/registration/address-limit.test.ts',
  'server/rate-limits.test.ts',
];

export default defineConfig({
  resolve: { alias: { '@shared': r('./shared'), '@': r('./client') } },
  test: {
    environment: 'node',
    testTimeout: 30_000,
    // A file's beforeAll builds its apps (on PGlite: a new database, migrations and the demo seed each).
    // On a loaded 2-core CI machine that passed 60 s: vitest then skipped the whole file, which counted as
    // no failed test but a failed run. The tests' own time limit is unchanged.
    hookTimeout: 180_000,
    pool: 'forks',
    // One fork a core (docs/decisions/0023-ci-time.md): an API file keeps about one core busy (its app and
    // its database thread in turn). On a quiet 2-core machine one fork left the machine 36 % idle; two ran
    // the PGlite phase in 270 s against 404 s and the PostgreSQL phase in 168 s against 247 s, with no
    // failure. On a loaded machine two forks starved the apps' overload guard (503s after 2 s of event-loop
    // lag): VITEST_MAX_WORKERS=1 runs one at a time.
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS ?? availableParallelism()),
    // A folder for the run's database images: test apps start from a copy (server/test/database-images.ts).
    globalSetup: ['server/test/global-setup.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: ['server/**/*.test.ts'],
          exclude: ISOLATED,
          // The API files share their fork's modules instead of importing the server anew (~7 s a file
          // on a loaded 2-core machine): each file still builds its own apps and databases, and none
          // mocks a module or stubs a global (those are in ISOLATED).
          isolate: false,
        },
      },
      { extends: true, test: { name: 'isolated', include: ISOLATED } },
    ],
  },
});
