// The README's configuration table and .env.example list every variable config.ts reads, and nothing
// that no code reads: a limit added to config.ts (FIND_TEAM_REQUESTS_PER_HOUR was) is otherwise
// invisible to the people who run the server.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { envVariables } from './config';

const root = path.resolve(import.meta.dirname, '..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

/** The backticked names in the first column of the table under README's "## Configuration". */
function readmeVariables(): string[] {
  const section =
    read('README.md')
      .split(/^## Configuration$/m)[1]
      ?.split(/^## /m)[0] ?? '';
  const rows = section.split('\n').filter((l) => l.startsWith('| `'));
  return rows.flatMap((row) => [...row.split('|')[1].matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((m) => m[1]));
}

/** NAME=value lines, set or commented out. */
function envExampleVariables(): string[] {
  return [...read('.env.example').matchAll(/^#?\s*([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]);
}

/** Variables read as process.env.NAME outside config.ts: the test runner's, the scripts'. */
function otherReads(): Set<string> {
  const names = new Set<string>();
  const scan = (dir: string) => {
    for (const e of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const rel = path.join(dir, e.name);
      if (e.isDirectory() && e.name !== 'node_modules') scan(rel);
      else if (/\.(ts|tsx|js|mjs)$/.test(e.name)) {
        for (const m of read(rel).matchAll(/process\.env\.([A-Z][A-Z0-9_]*)/g)) names.add(m[1]);
      }
    }
  };
  for (const dir of ['server', 'scripts']) scan(dir);
  for (const file of fs.readdirSync(root).filter((f) => /\.(ts|js)$/.test(f))) {
    for (const m of read(file).matchAll(/process\.env\.([A-Z][A-Z0-9_]*)/g)) names.add(m[1]);
  }
  return names;
}

describe('configuration docs', () => {
  it("envVariables is config.ts's schema, read from its keys", () => {
    expect(envVariables).toContain('PORT');
    expect(envVariables).toContain('FIND_TEAM_REQUESTS_PER_HOUR');
  });

  it("the README's configuration table lists every variable config.ts reads", () => {
    const listed = new Set(readmeVariables());
    expect(
      envVariables.filter((v) => !listed.has(v)),
      'missing from README.md',
    ).toEqual([]);
  });

  it('.env.example lists every variable config.ts reads', () => {
    const listed = new Set(envExampleVariables());
    expect(
      envVariables.filter((v) => !listed.has(v)),
      'missing from .env.example',
    ).toEqual([]);
  });

  it('neither lists a variable nothing reads', () => {
    const readByCode = new Set([...envVariables, ...otherReads()]);
    const stale = [
      ...readmeVariables()
        .filter((v) => !readByCode.has(v))
        .map((v) => `README.md: ${v}`),
      ...envExampleVariables()
        .filter((v) => !readByCode.has(v))
        .map((v) => `.env.example: ${v}`),
    ];
    expect(stale, 'documented but read by no code').toEqual([]);
  });
});
