// Which of the server's test files the PostgreSQL run repeats: those whose outcome can depend on
// TEST_DATABASE_URL, found by following each file's imports (relative ones, transitively) to a module
// that reads it (server/test/helpers.ts builds every API test's app on it). The others (a pure function,
// a server process started on its own PGlite directory, PGlite's thread) run exactly the same code on
// both runs: the PostgreSQL run repeated them for nothing (docs/decisions/0023-ci-time.md).
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const READS_URL = 'TEST_DATABASE_URL';
const EXTENSIONS = ['.ts', '.tsx', '.js', '/index.ts', '/index.tsx'];

/** The file a relative import names, or undefined (a package, or a path that is not there). */
function resolveImport(from: string, spec: string, root: string): string | undefined {
  let base: string;
  if (spec.startsWith('.')) base = path.resolve(path.dirname(from), spec);
  else if (spec.startsWith('@shared/')) base = path.join(root, 'shared', spec.slice('@shared/'.length));
  else return undefined;
  // The sources import one another as './x.js' (ESM) or './x'.
  const stem = base.replace(/\.js$/, '');
  for (const candidate of [base, ...EXTENSIONS.map((ext) => stem + ext)])
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  return undefined;
}

/** Whether `file` or anything it imports (transitively) reads TEST_DATABASE_URL. */
export function readsTestDatabase(file: string, root: string, memo = new Map<string, boolean>()): boolean {
  const known = memo.get(file);
  if (known !== undefined) return known;
  memo.set(file, false); // an import cycle adds nothing
  const text = fs.readFileSync(file, 'utf8');
  let reads = text.includes(READS_URL);
  if (!reads) {
    const { importedFiles } = ts.preProcessFile(text, true, true);
    reads = importedFiles.some((imported) => {
      const target = resolveImport(file, imported.fileName, root);
      return target !== undefined && readsTestDatabase(target, root, memo);
    });
  }
  memo.set(file, reads);
  return reads;
}

/** The test files under `dir` (relative to `root`, sorted) whose outcome can depend on TEST_DATABASE_URL. */
export function databaseTestFiles(root: string, dir = 'server'): string[] {
  const memo = new Map<string, boolean>();
  const files = fs.readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' });
  return files
    .filter((f) => f.endsWith('.test.ts'))
    .map((f) => path.join(root, dir, f))
    .filter((f) => readsTestDatabase(f, root, memo))
    .map((f) => path.relative(root, f))
    .sort();
}
