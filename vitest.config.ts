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
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
