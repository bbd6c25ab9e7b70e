// Whether a build output was built from the sources as they are now: a hash of everything the build reads,
// kept beside the output once the build succeeded. `npm start` builds only when it differs, so a restart
// of an unchanged checkout serves at once (issue 31: ready in seconds, not a rebuild each time).
// Two outputs: the client (`npm run build`, Vite) and the server bundle (scripts/lib/server-bundle.ts).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export interface BuildTarget {
  /** Files and folders the build reads. */
  inputs: readonly string[];
  /** A file the finished build always writes. */
  output: string;
  /** The stamp, outside what is served. */
  stamp: string;
}

/** `npm run build` reads the client and shared sources, its configuration and its own scripts. */
export const CLIENT_BUILD: BuildTarget = {
  inputs: [
    'client',
    'shared',
    'vite.config.ts',
    'tsconfig.json',
    'package.json',
    'package-lock.json',
    'scripts/prerender-shell.tsx',
    'scripts/chunk-report.ts',
    'scripts/precompress.ts',
    'scripts/lib/ignore-css.mjs',
    'scripts/lib/render-page.tsx',
    'scripts/page-renderer.tsx',
    'scripts/lib/page-renderer-bundle.ts',
  ],
  output: 'dist/client/index.html',
  stamp: 'dist/client-build.sha256',
};

/** The server bundle reads the server and shared sources, the packages and its build script. */
export const SERVER_BUILD: BuildTarget = {
  inputs: ['server', 'shared', 'tsconfig.json', 'package.json', 'package-lock.json', 'scripts/lib/server-bundle.ts'],
  output: 'dist/server/index.js',
  stamp: 'dist/server-build.sha256',
};

function filesUnder(root: string, rel: string): string[] {
  const full = path.join(root, rel);
  if (!fs.existsSync(full)) return [];
  if (!fs.statSync(full).isDirectory()) return [rel];
  return fs
    .readdirSync(full, { withFileTypes: true })
    .flatMap((entry) => filesUnder(root, path.posix.join(rel, entry.name)));
}

/** sha256 over every input file's path and bytes, in a fixed order (independent of the file system's). */
export function inputsHash(root: string, target: BuildTarget = CLIENT_BUILD): string {
  const hash = createHash('sha256');
  const files = target.inputs.flatMap((rel) => filesUnder(root, rel)).sort();
  for (const rel of files) {
    hash.update(`${rel}\0`);
    hash.update(fs.readFileSync(path.join(root, rel)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** True unless the target's output is there, stamped with `hash`. */
export function needsBuild(root: string, hash: string, target: BuildTarget = CLIENT_BUILD): boolean {
  if (!fs.existsSync(path.join(root, target.output))) return true;
  const stamp = path.join(root, target.stamp);
  return !fs.existsSync(stamp) || fs.readFileSync(stamp, 'utf8').trim() !== hash;
}

/** Before a build: no stamp, so a build that fails or is interrupted is never taken for a good one. */
export function clearStamp(root: string, target: BuildTarget = CLIENT_BUILD): void {
  fs.rmSync(path.join(root, target.stamp), { force: true });
}

/** After a successful build of the inputs that hashed to `hash`. */
export function writeStamp(root: string, hash: string, target: BuildTarget = CLIENT_BUILD): void {
  fs.mkdirSync(path.dirname(path.join(root, target.stamp)), { recursive: true });
  fs.writeFileSync(path.join(root, target.stamp), `${hash}\n`);
}
