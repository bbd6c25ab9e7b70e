// Bundles scripts/page-renderer.tsx into one self-contained ES module the server loads by path (decision
// 0025): React (not the build's Preact: renderToStaticMarkup, as the build's prerender), the pages and the
// packages they use, all in the file, so it runs wherever it is put (a test's temporary folder too).
// Stylesheets mean nothing outside the browser (Vite bundles them): empty.
import path from 'node:path';
import * as esbuild from 'esbuild';

const root = path.resolve(import.meta.dirname, '../..');

export async function buildPageRenderer(outfile: string): Promise<void> {
  await esbuild.build({
    absWorkingDir: root,
    entryPoints: ['scripts/page-renderer.tsx'],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    jsx: 'automatic',
    alias: { '@shared': './shared', '@': './client' },
    loader: { '.css': 'empty' },
    define: { 'process.env.NODE_ENV': '"production"' },
    // The CommonJS packages bundled in (React) require Node's built-ins: an ES module has no `require`.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    minify: true,
    legalComments: 'none',
    logLevel: 'warning',
  });
}
