import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import featureBoundaries from './eslint-rules/feature-boundaries.js';

// Imports flow shared → client and shared → server, never between client and server (DESIGN §3).
const noServer = {
  group: ['**/server/**', '../server/*', '../../server/*'],
  message: 'client/ must not import server/ (share code through shared/).',
};
const noClient = {
  group: ['**/client/**', '../client/*', '../../client/*', '@/*'],
  message: 'server/ must not import client/ (share code through shared/).',
};

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'drizzle/**', 'test-results/**', 'playwright-report/**', 'data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  {
    // Features meet only at each other's index.ts, on both sides (issue "House").
    files: ['client/features/**/*.{ts,tsx}', 'server/features/**/*.ts'],
    plugins: { features: featureBoundaries },
    rules: { 'features/no-feature-internals': 'error' },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'no-restricted-imports': ['error', { patterns: [noServer] }],
    },
  },
  {
    files: [
      'server/**/*.{ts,js}',
      'eslint-rules/**',
      'scripts/**/*.ts',
      'bench/**/*.{ts,js}',
      'e2e/**/*.ts',
      '*.ts',
      '*.js',
    ],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noClient] }] },
  },
  {
    // shared/ is isomorphic: no Node built-ins, no React, no database code, no app code.
    files: ['shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noServer,
            noClient,
            {
              group: ['node:*', 'react', 'react-dom', 'drizzle-orm', 'drizzle-orm/*', 'fastify', 'pg'],
              message: 'shared/ must stay isomorphic.',
            },
          ],
        },
      ],
    },
  },
);
