// `npm start` rebuilds the client only when what the build reads changed (issue 31): the stamp decides.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearStamp, inputsHash, needsBuild, writeStamp } from './lib/build-stamp';

let root: string;
const write = (rel: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
  fs.writeFileSync(path.join(root, rel), text);
};

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'build-stamp-'));
  write('client/main.tsx', 'render(<App />);');
  write('client/features/a/page.tsx', 'export default 1;');
  write('shared/paths.ts', 'export const home = "/";');
  write('vite.config.ts', 'export default {};');
  write('package-lock.json', '{}');
  write('server/index.ts', 'listen();');
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

/** A finished build of the inputs as they are now. */
function build() {
  write('dist/client/index.html', '<div id="root"></div>');
  writeStamp(root, inputsHash(root));
}

describe('the client build stamp', () => {
  it('asks for a build when there is none', () => {
    expect(needsBuild(root, inputsHash(root))).toBe(true);
  });

  it('skips the build when nothing the build reads changed, even if the server did', () => {
    build();
    write('server/index.ts', 'listen(3000);');
    write('README.md', 'notes');
    expect(needsBuild(root, inputsHash(root))).toBe(false);
  });

  it.each([
    ['a client file', 'client/features/a/page.tsx', 'export default 2;'],
    ['a new client file', 'client/features/b/page.tsx', 'export default 3;'],
    ['a shared file', 'shared/paths.ts', 'export const home = "/home";'],
    ['the vite config', 'vite.config.ts', 'export default { base: "/x/" };'],
    ['the lockfile', 'package-lock.json', '{"lockfileVersion":3}'],
  ])('builds again after a change to %s', (_what, rel, text) => {
    build();
    write(rel, text);
    expect(needsBuild(root, inputsHash(root))).toBe(true);
  });

  it('builds again when a file is renamed, though its bytes are the same', () => {
    build();
    fs.renameSync(path.join(root, 'client/features/a/page.tsx'), path.join(root, 'client/features/a/other.tsx'));
    expect(needsBuild(root, inputsHash(root))).toBe(true);
  });

  it('builds again when the output is gone or the last build did not finish', () => {
    build();
    fs.rmSync(path.join(root, 'dist/client/index.html'));
    expect(needsBuild(root, inputsHash(root))).toBe(true);
    build();
    clearStamp(root); // a build that started and then failed
    expect(needsBuild(root, inputsHash(root))).toBe(true);
  });
});
