import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/**
 * Chunking. Left alone, the bundler makes a chunk for every set of pages sharing a module: the home page
 * then fetched 34 scripts, most under 1 kB, and over HTTP/1.1 (six connections) each wave of requests
 * costs a round trip. These groups keep the count near ten without handing a page code it does not use:
 * - vendor: the renderer (Preact under React's API, below), which the boot code (main.tsx) needs; the boot
 *   code's own modules stay in the entry;
 * - core: what the app and every page share: the data layer, the router, the session, the API client;
 * - icons: the icons four or more pages share (an icon is ~300 bytes; one file beats a request each). Two
 *   put 70 icons in it and /register fetched all of them; with zod out of core (schemas, below) that
 *   cost the 120 kB budget;
 * - ui-base: the small Radix primitives and UI pieces nearly every page uses, and tailwind-merge; not the
 *   collection, roving-focus, layer and portal machinery of tabs, menus, dialogs and toasts, which /register
 *   (a budgeted page) does not use: that goes to ui-lists and ui-layers.
 * Heavy, page-specific libraries (forms, validation, select, charts) keep their own chunks.
 */
const uiBase = new RegExp(
  [
    String.raw`node_modules[\\/]@radix-ui[\\/](primitive|react-(primitive|compose-refs|context|slot|use-[a-z-]+|presence|id|direction|label))[\\/]`,
    String.raw`node_modules[\\/](tailwind-merge|class-variance-authority)[\\/]`,
    String.raw`client[\\/]components[\\/]ui[\\/](button|skeleton|card|badge|alert|label|input|textarea|table|spinner)\.tsx?$`,
    String.raw`client[\\/]lib[\\/](utils|use-page-meta)\.ts$`,
  ].join('|'),
);

/**
 * The built client runs React's API on Preact (docs/decisions/0004): React DOM is 68 kB gzip, Preact with its
 * compat layer 10 kB, and /register and /login must fetch at most 120 kB. Preact 11 passes `ref` to function
 * components as a prop, as React 19 does, which our UI components and react-hook-form's `register` rely on.
 * Only the build: the dev server keeps React for its Fast Refresh; the prerender (scripts/prerender-shell.tsx)
 * and the unit tests run on React too. The browser suite runs on the build.
 */
const reactOnPreact = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react$/, replacement: 'preact/compat' },
];

/**
 * schemas: zod and the shared schemas the public forms (/register, /login) and their
 * answers use, in one chunk as they were in core before the zod-free public pages moved their answer
 * checks to a worker (client/lib/answer-check.ts): split per module they cost /register twenty small
 * files and 5 kB of gzip. Never in core: the home page must load no zod (e2e/foundation.spec.ts).
 */
const schemas = new RegExp(
  [
    String.raw`node_modules[\\/]zod[\\/]`,
    String.raw`shared[\\/]schemas[\\/](auth|common|content|events|event-settings|fields|problems|registration)\.ts$`,
  ].join('|'),
);

const core = new RegExp(
  [
    String.raw`node_modules[\\/](@tanstack[\\/][a-z-]+|wouter|regexparam|use-sync-external-store)[\\/]`,
    String.raw`client[\\/]lib[\\/](api|answer-check|answer-contracts|auth-context|session-hint|query-client|use-toast|use-event)\.tsx?$`,
    // The plain modules the schemas group's schemas import: taken here first, or that group would pull
    // them (and zod with them) into every page that uses one of them, the home page included.
    String.raw`shared[\\/](constants|composition|contrast|phases|registration-window|zoned-time|categories|edition-gates|edition-messages|judging-messages|submission-window|judging-window|feedback-release|event-mode|email-delivery)\.ts$`,
  ].join('|'),
);

export default defineConfig(({ command }) => ({
  root: r('./client'),
  publicDir: r('./client/public'),
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: [
      { find: '@shared', replacement: r('./shared') },
      { find: '@', replacement: r('./client') },
      ...(command === 'build' ? reactOnPreact : []),
    ],
  },
  build: {
    outDir: r('./dist/client'),
    emptyOutDir: true,
    reportCompressedSize: true,
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'vendor', tags: ['$initial'], test: /node_modules/, priority: 10 },
            // The app's own first-render modules stay with the entry, whatever later group would claim them.
            { name: 'index', tags: ['$initial'], priority: 9 },
            { name: 'core', test: core, priority: 6 },
            { name: 'schemas', test: schemas, priority: 5 },
            { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/, minShareCount: 4, priority: 5 },
            { name: 'ui-base', test: uiBase, priority: 4 },
            // What ui-base leaves out, in two named chunks rather than one per package (four 'dist-*.js' files).
            {
              name: 'ui-lists',
              test: /node_modules[\\/]@radix-ui[\\/]react-(collection|roving-focus)[\\/]/,
              priority: 3,
            },
            {
              name: 'ui-layers',
              test: /node_modules[\\/]@radix-ui[\\/]react-(dismissable-layer|portal|visually-hidden)[\\/]/,
              priority: 3,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:3000',
      '/healthz': 'http://localhost:3000',
      '/ws': { target: 'ws://localhost:3000', ws: true },
    },
  },
}));
