import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  resolve: { alias: { '@shared': r('./shared'), '@': r('./client') } },
  test: {
    include: [
      'eslint-rules/**/*.test.ts',
      'scripts/**/*.test.ts',
      'server/**/*.test.ts',
      'shared/**/*.test.ts',
      'client/**/*.test.ts',
    ],
    environment: 'node',
    testTimeout: 30_000,
    // A file's beforeAll builds its apps (on PGlite: a new database, migrations and the demo seed each).
    // On a loaded 2-core CI machine that passed 60 s: vitest then skipped the whole file, which counted as
    // no failed test but a failed run. The tests' own time limit is unchanged.
    hookTimeout: 180_000,
    pool: 'forks',
    // A folder for the run's database images: test apps start from a copy (server/test/database-images.ts).
    globalSetup: ['server/test/global-setup.ts'],
  },
});
