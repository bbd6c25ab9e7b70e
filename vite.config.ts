import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/**
 * Chunking. Left alone, the bundler makes a chunk for every set of pages sharing a module: the home page
 * then fetched 34 scripts, most under 1 kB, and over HTTP/1.1 (six connections) each wave of requests
 * costs a round trip. These groups keep the count near ten without handing a page code it does not use:
 * - vendor: React, which the boot code (main.tsx) needs; the boot code's own modules stay in the entry;
 * - core: what the app and every page share: the data layer, the router, the session, the API client;
 * - icons: the icons two or more pages share (an icon is ~300 bytes; one file beats a request each);
 * - ui-base: the small Radix primitives and UI pieces nearly every page uses, and tailwind-merge.
 * Heavy, page-specific libraries (forms, validation, select, charts) keep their own chunks.
 */
const uiBase = new RegExp(
  [
    String.raw`node_modules[\\/]@radix-ui[\\/](primitive|react-(primitive|compose-refs|context|slot|use-[a-z-]+|presence|id|direction|collection|roving-focus|visually-hidden|portal|dismissable-layer|label))[\\/]`,
    String.raw`node_modules[\\/](tailwind-merge|class-variance-authority)[\\/]`,
    String.raw`client[\\/]components[\\/]ui[\\/](button|skeleton|card|badge|alert|label|input|textarea|table|spinner)\.tsx?$`,
    String.raw`client[\\/]lib[\\/](utils|use-page-meta)\.ts$`,
  ].join('|'),
);

const core = new RegExp(
  [
    String.raw`node_modules[\\/](@tanstack[\\/][a-z-]+|wouter|regexparam|use-sync-external-store)[\\/]`,
    String.raw`client[\\/]lib[\\/](api|auth-context|session-hint|query-client|use-toast|use-event)\.tsx?$`,
    String.raw`shared[\\/]constants\.ts$`,
  ].join('|'),
);

export default defineConfig({
  root: r('./client'),
  publicDir: r('./client/public'),
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '@shared': r('./shared'), '@': r('./client') } },
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
            { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/, minShareCount: 2, priority: 5 },
            { name: 'ui-base', test: uiBase, priority: 4 },
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
});
