// `npm start`'s first step: builds the client and the server bundle, each only when its inputs changed
// since the last build this script made (scripts/lib/build-stamp.ts); an unchanged checkout starts the
// server at once.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { CLIENT_BUILD, clearStamp, inputsHash, needsBuild, writeStamp } from './lib/build-stamp';
import { ensureServerBundle } from './lib/server-bundle';

const root = path.resolve(import.meta.dirname, '..');

// Hashed before building: a file edited during the build makes the next start build again.
const clientHash = inputsHash(root, CLIENT_BUILD);
if (!needsBuild(root, clientHash, CLIENT_BUILD)) {
  console.log(`Client unchanged since its last build (${clientHash.slice(0, 12)}): not rebuilding.`);
} else {
  clearStamp(root, CLIENT_BUILD);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const build = spawnSync(npm, ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  writeStamp(root, clientHash, CLIENT_BUILD);
}

await ensureServerBundle(root);
