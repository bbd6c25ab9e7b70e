// The server as one JavaScript file (dist/server/index.js) for `npm start` and `start:cluster`: Node runs
// it without a TypeScript loader, which saved about 40 MiB resident and half the start time of
// `node --import tsx server/index.ts` (decision 0017). Tests and `npm run dev` still run the sources.
// Packages stay in node_modules (not bundled); the plain-JavaScript worker files (server/db/*.js,
// ranking-worker.js) stay where they are and are loaded from there.
import fs from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { SERVER_BUILD, clearStamp, inputsHash, needsBuild, writeStamp } from './build-stamp';

/**
 * A module's own address, as the bundle sees it: a source file that finds a neighbour by
 * `new URL('./x.js', import.meta.url)` (the database's worker, the migrations folder) gets its source
 * file's address, relative to the bundle so a moved checkout still works.
 */
function sourceAddresses(outDir: string): esbuild.Plugin {
  return {
    name: 'source-addresses',
    setup(build) {
      build.onLoad({ filter: /[\\/](server|shared)[\\/].*\.ts$/ }, (args) => {
        let contents = fs.readFileSync(args.path, 'utf8');
        if (contents.includes('import.meta.url')) {
          const rel = path.relative(outDir, args.path).split(path.sep).join('/');
          contents = contents.replaceAll('import.meta.url', `new URL(${JSON.stringify(rel)}, import.meta.url).href`);
        }
        return { contents, loader: 'ts' };
      });
    },
  };
}

/**
 * The environment the server process starts with, beside the operator's own (`npm start` sets the same in
 * package.json, where a test keeps the two equal; `start:cluster` and the memory bench pass it to the
 * processes they spawn). glibc gives each thread that meets a locked allocator an arena of its own, up to
 * 8 per core, and an arena keeps what its thread freed: the server's dozen threads (PGlite's, V8's compiler
 * and collector helpers, the hash pool's) held about 90 MiB of freed memory that way, idle. Two arenas
 * kept 26 MiB less resident, idle and after a rush (decision 0016).
 */
export const SERVER_PROCESS_ENV = { MALLOC_ARENA_MAX: '2' } as const;

/** Bundles the server of the checkout at `root` (into its dist/, or `outfile` for a test). */
export async function buildServerBundle(root: string, outfile = path.join(root, SERVER_BUILD.output)): Promise<void> {
  await esbuild.build({
    absWorkingDir: root,
    entryPoints: ['server/index.ts'],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    alias: { '@shared': './shared' },
    // Stack traces name the TypeScript sources (`node --enable-source-maps`). Without the sources' text
    // in the map: node keeps a loaded map in memory for the process's life, and the text (a stack trace
    // needs only file and line; the sources are beside the bundle) was 27 MiB of an idle server's RSS.
    sourcemap: 'linked',
    sourcesContent: false,
    logLevel: 'warning',
    plugins: [sourceAddresses(path.dirname(outfile))],
  });
}

/** Bundles the server unless the last bundle was built from the sources as they are; its path. */
export async function ensureServerBundle(root: string, log: (line: string) => void = console.log): Promise<string> {
  // Hashed before building: a file edited during the build makes the next start build again.
  const hash = inputsHash(root, SERVER_BUILD);
  if (needsBuild(root, hash, SERVER_BUILD)) {
    clearStamp(root, SERVER_BUILD);
    const started = Date.now();
    await buildServerBundle(root);
    writeStamp(root, hash, SERVER_BUILD);
    log(`Server bundled in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  }
  return path.join(root, SERVER_BUILD.output);
}
