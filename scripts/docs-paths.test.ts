// The README and docs/ name files; when code moves, the docs must follow (issue "House 2").
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { missingDocPaths, pathsInLine } from './lib/doc-paths';

const root = path.resolve(import.meta.dirname, '..');

describe('paths named in the docs', () => {
  it('finds rooted, side-relative, bare and linked paths, and leaves packages, URLs and routes alone', () => {
    const line =
      'See `server/lib/throttle.ts`, `features/auth` and `fields.ts` ([live](docs/live.md), ' +
      '[site](https://example.com)); not `/api/event`, `@fastify/static`, `DATA_DIR/pglite` or ../shared/x.md.';
    expect(pathsInLine(line)).toEqual([
      { kind: 'rooted', path: 'server/lib/throttle.ts' },
      { kind: 'rooted', path: 'docs/live.md' },
      { kind: 'side', path: 'features/auth' },
      { kind: 'name', path: 'fields.ts' },
      { kind: 'link', path: 'docs/live.md' },
    ]);
  });

  it('all exist (each missing one is listed as doc:line: path)', () => {
    const missing = missingDocPaths(root).map((m) => `${m.doc}:${m.line}: ${m.path}`);
    expect(missing, 'files named in README.md or docs/ that do not exist; fix the doc').toEqual([]);
  });
});
